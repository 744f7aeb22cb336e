import type { Database } from "../../db/client";
import { type CountedValue, countEachValue } from "../submissions/submission-counts";
import type { SubmissionSource } from "../submissions/submission-source";

type Value = string | number | null;
type Kind = SubmissionSource["activitySubject"];

/** For each named value, how many records hold each of its values. */
export type Breakdowns<Name extends string> = Record<Name, Map<Value, number>>;

/**
 * Counts the records of each of `kinds` by each named value separately, from the maintained
 * counts (ADR 026), the database summing each value apart, all kinds in one statement. Owner 0
 * is nobody.
 */
export async function countBreakdowns<K extends Kind, Name extends string>(
  db: Database,
  kinds: readonly K[],
  values: Record<Name, CountedValue>,
): Promise<Record<K, Breakdowns<Name>>> {
  const names = Object.keys(values) as Name[];
  const counts = await countEachValue(
    db,
    kinds,
    names.map((name) => values[name]),
  );
  const empty = () =>
    Object.fromEntries(names.map((name) => [name, new Map()])) as Breakdowns<Name>;
  const breakdowns = Object.fromEntries(kinds.map((kind) => [kind, empty()])) as Record<
    K,
    Breakdowns<Name>
  >;
  for (const { kind, value, held, count } of counts) {
    for (const name of names) {
      if (values[name] !== value) continue;
      breakdowns[kind][name].set(value === "owner" ? Number(held) || null : held, Number(count));
    }
  }
  return breakdowns;
}

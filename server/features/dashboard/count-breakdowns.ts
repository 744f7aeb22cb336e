import type { Database } from "../../db/client";
import { type CountedValue, countEachValue } from "../submissions/submission-counts";
import type { SubmissionSource } from "../submissions/submission-source";

type Value = string | number | null;

/** For each named value, how many records hold each of its values. */
export type Breakdowns<Name extends string> = Record<Name, Map<Value, number>>;

/**
 * Counts the records of `kind` by each named value separately, from the maintained counts
 * (ADR 026), the database summing each value apart. Owner 0 is nobody.
 */
export async function countBreakdowns<Name extends string>(
  db: Database,
  kind: SubmissionSource["activitySubject"],
  values: Record<Name, CountedValue>,
): Promise<Breakdowns<Name>> {
  const names = Object.keys(values) as Name[];
  const counts = await countEachValue(
    db,
    kind,
    names.map((name) => values[name]),
  );
  const breakdowns = Object.fromEntries(names.map((name) => [name, new Map()])) as Breakdowns<Name>;
  for (const { value, held, count } of counts) {
    for (const name of names) {
      if (values[name] !== value) continue;
      breakdowns[name].set(value === "owner" ? Number(held) || null : held, Number(count));
    }
  }
  return breakdowns;
}

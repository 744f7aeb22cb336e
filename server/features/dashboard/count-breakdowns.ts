import type { Database } from "../../db/client";
import { type CountedValue, countCombinations } from "../submissions/submission-counts";
import type { SubmissionSource } from "../submissions/submission-source";

type Value = string | number | null;

/** For each named value, how many records hold each of its values. */
export type Breakdowns<Name extends string> = Record<Name, Map<Value, number>>;

/**
 * Counts the records of `kind` by each named value separately, from the maintained counts
 * (ADR 026): the database sums each combination of the values (few: sectors × stages ×
 * statuses × owners), and the combinations are summed per value here. Owner 0 is nobody.
 */
export async function countBreakdowns<Name extends string>(
  db: Database,
  kind: SubmissionSource["activitySubject"],
  values: Record<Name, CountedValue>,
): Promise<Breakdowns<Name>> {
  const names = Object.keys(values) as Name[];
  const combinations = await countCombinations(
    db,
    kind,
    names.map((name) => values[name]),
  );
  const breakdowns = Object.fromEntries(names.map((name) => [name, new Map()])) as Breakdowns<Name>;
  for (const combination of combinations) {
    for (const name of names) {
      const counts = breakdowns[name];
      const stored = combination[values[name]];
      const value = values[name] === "owner" ? Number(stored) || null : stored;
      counts.set(value, (counts.get(value) ?? 0) + Number(combination.count));
    }
  }
  return breakdowns;
}

import { type SQL, sql } from "drizzle-orm";
import type { investmentInterests, startupIdeas } from "../../db/schema";

type SubmissionTable = typeof startupIdeas | typeof investmentInterests;

/**
 * Records of `table` not archived whose status has not changed for strictly longer than
 * `days` days of 24 hours (contract §14) at `now` (the database's clock when left out). The
 * archived test is written as the partial index's own predicate, a literal, so the planner
 * can prove the stale index covers the query (migration: `{table}_stale_idx`).
 */
export function staleCondition(table: SubmissionTable, days: number, now?: Date): SQL {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  return sql`(${table.status} <> 'archived' and ${table.statusChangedAt} < ${at} - ${days} * interval '24 hours')`;
}

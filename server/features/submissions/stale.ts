import { type SQL, sql } from "drizzle-orm";
import type { investmentInterests, startupIdeas } from "../../db/schema";

type SubmissionTable = typeof startupIdeas | typeof investmentInterests;

/**
 * Records of `table` not archived whose status has not changed for strictly longer than
 * `days` days of 24 hours (contract §14) at `now` (the database's clock when left out). The
 * archived test is written as the partial indexes' own predicate, a literal, so the planner
 * can prove they cover the query (`{table}_stale_idx`, `{table}_open_status_rank_idx`).
 *
 * A status cannot change before its record exists (created_at ≤ status_changed_at), so a
 * stale record was also created before the cutoff: saying so changes no answer, and lets the
 * newest-first list start its walk of the `created_at` index at the cutoff instead of
 * skipping every record created since (ADR 036).
 */
export function staleCondition(table: SubmissionTable, days: number, now?: Date): SQL {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const cutoff = sql`${at} - ${days} * interval '24 hours'`;
  return sql`(${table.status} <> 'archived' and ${table.statusChangedAt} < ${cutoff} and ${table.createdAt} < ${cutoff})`;
}

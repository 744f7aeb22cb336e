import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { rowsOf } from "../db/rows";
import { rateLimitCounters } from "../db/schema";

/**
 * A budget of hits per window, counted in `rate_limit_counters` (ADR 016) so every app
 * instance spends from the same row: the submission forms' per-IP limit, the forgotten
 * password requests' limits.
 */
export type LimitBudget = { hits: number; windowSeconds: number };

/**
 * One hit on `key`'s budget, on the database's clock, as a statement returning a row when the
 * hit was within the budget: a first hit starts the window, a hit within the budget adds one,
 * a hit after the window has passed starts a new one. A hit over the budget changes nothing
 * and returns no row. Expired rows are deleted by the rate-limit-counters task.
 */
export function spendLimitHit(key: string | Placeholder | SQL, budget: LimitBudget): SQL {
  const t = rateLimitCounters;
  const expired = sql`${t.resetsAt} <= now()`;
  return sql`insert into ${t} (key, hits, resets_at)
    values (${key}, 1, now() + make_interval(secs => ${budget.windowSeconds}))
    on conflict (key) do update set
      hits = case when ${expired} then 1 else ${t.hits} + 1 end,
      resets_at = case when ${expired} then excluded.resets_at else ${t.resetsAt} end
    where ${expired} or ${t.hits} < ${budget.hits}
    returning 1`;
}

/** Seconds until `key`'s window ends (at least 1), or the whole window when it has no row. */
export async function secondsUntilReset(
  db: Database | Transaction,
  key: string,
  budget: LimitBudget,
): Promise<number> {
  const t = rateLimitCounters;
  const [counter] = await rowsOf<{ retry_after: number }>(
    db,
    sql`select greatest(1, ceil(extract(epoch from ${t.resetsAt} - now())))::int as retry_after
      from ${t} where ${t.key} = ${key}`,
  );
  return Number(counter?.retry_after ?? budget.windowSeconds);
}

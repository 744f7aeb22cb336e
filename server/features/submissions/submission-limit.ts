import { lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { rateLimitCounters } from "../../db/schema";
import { HttpError } from "../../lib/errors";
import type { ScheduledJob } from "../../lib/scheduled-jobs";

/** Per-IP budget for each public submission form (contract: at least 20 an hour). */
export const SUBMISSIONS_PER_HOUR = 30;
const WINDOW_SECONDS = 3600;
/** Far beyond any real budget; keeps a flood from overflowing the integer column. */
const HITS_CEILING = 2_147_483_647;

/** The budget a submission spends (its form and client address); null with RATE_LIMITS=off. */
export type SubmissionLimit = { key: string } | null;

export const submissionLimit = (form: string, clientAddress: string, enabled: boolean) =>
  enabled ? { key: `${form} ${clientAddress}` } : null;

/** A counter's hits in its window, and the seconds until the window ends (as `countHit` names them). */
export type CounterHit = { hits: number; retry_after: number };

/**
 * Counts one hit for `key` (ADR 016), on the database's clock: inserts the row, adds one, or
 * restarts the window when it has passed; returns `hits` and `retry_after`. A statement of
 * its own for a decoy, or a part of the statement that logs a real submission.
 */
export function countHit(key: string): SQL {
  const t = rateLimitCounters;
  const expired = sql`${t.resetsAt} <= now()`;
  return sql`insert into ${t} (key, hits, resets_at)
    values (${key}, 1, now() + make_interval(secs => ${WINDOW_SECONDS}))
    on conflict (key) do update set
      hits = case when ${expired} then 1 else least(${t.hits} + 1, ${sql.raw(String(HITS_CEILING))}) end,
      resets_at = case when ${expired} then excluded.resets_at else ${t.resetsAt} end
    returning hits, greatest(1, ceil(extract(epoch from resets_at - now())))::int as retry_after`;
}

/** Refuses a submission over its budget: a 429 with Retry-After, its transaction undone. */
export function enforceLimit(hit: CounterHit | undefined) {
  if (hit && Number(hit.hits) > SUBMISSIONS_PER_HOUR) {
    const retryAfter = Number(hit.retry_after);
    const minutes = Math.ceil(retryAfter / 60);
    throw new HttpError(
      429,
      `Too many submissions from this address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      { retryAfterSeconds: retryAfter },
    );
  }
}

/** Spends a hit on its own (a decoy answer, which must run out like a real one). */
export async function spendHit(db: Database, limit: SubmissionLimit) {
  if (!limit) return;
  const [hit] = await rowsOf<CounterHit>(db, countHit(limit.key));
  enforceLimit(hit);
}

/**
 * Deletes counters whose window has passed (a hit after that would restart it anyway), so
 * the table holds only the last hour's clients. Runs on one instance every 10 minutes.
 */
export const expiredRateLimitCountersJob: ScheduledJob = {
  name: "rate-limit-counters",
  cron: "*/10 * * * *",
  timeZone: "UTC",
  async run(tx) {
    await tx.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, sql`now()`));
  },
};

import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { rateLimitCounters } from "../../db/schema";
import { HttpError } from "../../lib/errors";

/** Per-IP budget for each public submission form (contract: at least 20 an hour). */
export const SUBMISSIONS_PER_HOUR = 30;
const WINDOW_SECONDS = 3600;

/** The budget a submission spends (its form and client address); null with RATE_LIMITS=off. */
export type SubmissionLimit = { key: string } | null;

export const submissionLimit = (form: string, clientAddress: string, enabled: boolean) =>
  enabled ? { key: `${form} ${clientAddress}` } : null;

/**
 * One hit on the client's budget for the hour (ADR 016), on the database's clock, as a
 * statement returning a row when the hit was within the budget: a first hit starts the window,
 * a hit within the budget adds one, a hit after the window has passed starts a new one. A hit
 * over the budget changes nothing and returns no row. A part of the statement that stores a
 * submission, or a statement of its own for a decoy.
 */
export function spendHit(clientKey: string | Placeholder): SQL {
  const t = rateLimitCounters;
  const expired = sql`${t.resetsAt} <= now()`;
  return sql`insert into ${t} (key, hits, resets_at)
    values (${clientKey}, 1, now() + make_interval(secs => ${WINDOW_SECONDS}))
    on conflict (key) do update set
      hits = case when ${expired} then 1 else ${t.hits} + 1 end,
      resets_at = case when ${expired} then excluded.resets_at else ${t.resetsAt} end
    where ${expired} or ${t.hits} < ${SUBMISSIONS_PER_HOUR}
    returning 1`;
}

/** The 429 for a client whose budget is spent, with the seconds until its window ends. */
export async function refusal(db: Database, limit: SubmissionLimit) {
  if (!limit) return new Error("a submission was not stored and no limit refused it");
  const t = rateLimitCounters;
  const [counter] = await rowsOf<{ retry_after: number }>(
    db,
    sql`select greatest(1, ceil(extract(epoch from ${t.resetsAt} - now())))::int as retry_after
      from ${t} where ${t.key} = ${limit.key}`,
  );
  const retryAfter = Number(counter?.retry_after ?? WINDOW_SECONDS);
  const minutes = Math.ceil(retryAfter / 60);
  return new HttpError(
    429,
    `Too many submissions from this address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { retryAfterSeconds: retryAfter },
  );
}

/** Spends a hit in a statement of its own (a decoy answer, which must run out like a real one). */
export async function spendSubmission(db: Database, limit: SubmissionLimit) {
  if (!limit) return;
  const spent = await rowsOf(db, spendHit(limit.key));
  if (spent.length === 0) throw await refusal(db, limit);
}

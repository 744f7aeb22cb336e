import type { Placeholder, SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { HttpError } from "../../lib/errors";
import { secondsUntilReset, spendLimitHit } from "../../lib/rate-limit-counter";

/** Per-IP budget for each public submission form (contract: at least 20 an hour). */
export const SUBMISSIONS_PER_HOUR = 30;
const WINDOW_SECONDS = 3600;

/** The budget a submission spends (its form and client address); null with RATE_LIMITS=off. */
export type SubmissionLimit = { key: string } | null;

export const submissionLimit = (form: string, clientAddress: string, enabled: boolean) =>
  enabled ? { key: `${form} ${clientAddress}` } : null;

const BUDGET = { hits: SUBMISSIONS_PER_HOUR, windowSeconds: WINDOW_SECONDS };

/**
 * One hit on the client's budget for the hour (ADR 016), as a statement returning a row when
 * the hit was within the budget (server/lib/rate-limit-counter.ts): a part of the statement
 * that stores a submission, or a statement of its own for a decoy.
 */
export function spendHit(clientKey: string | Placeholder): SQL {
  return spendLimitHit(clientKey, BUDGET);
}

/** The 429 for a client whose budget is spent, with the seconds until its window ends. */
export async function refusal(db: Database, limit: SubmissionLimit) {
  if (!limit) return new Error("a submission was not stored and no limit refused it");
  const retryAfter = await secondsUntilReset(db, limit.key, BUDGET);
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

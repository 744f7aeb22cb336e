import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { passwordResetRequests } from "../../db/schema";
import type { MailSetup } from "../../lib/mail/outbox";
import { type LimitBudget, secondsUntilReset, spendLimitHit } from "../../lib/rate-limit-counter";

/** Requests per client address: a person retrying, not a script mailing a staff list. */
const PER_ADDRESS: LimitBudget = { hits: 10, windowSeconds: 60 * 60 };

export type ResetRequestResult =
  | { outcome: "accepted" }
  | { outcome: "limited"; retryAfterSeconds: number };

/**
 * A forgotten-password request (contract §16). The caller learns nothing about whether an
 * account matched, by the answer or by its time (ADR 058): the request spends a hit of its
 * address's limit and writes the login down for the worker, the same two statements for any
 * login; the worker looks the account up afterwards and mails it the link
 * (send-password-reset-links.ts). Only the per-address limit answers differently, and it does
 * not depend on the account. Without mail set up nothing is written: no link could be sent.
 */
export async function requestPasswordReset(
  db: Database,
  mail: MailSetup,
  login: string,
  ip: string,
): Promise<ResetRequestResult> {
  const addressKey = `password-reset address ${ip}`;
  const result = await db.transaction(async (tx): Promise<ResetRequestResult> => {
    const withinAddressBudget = await rowsOf(tx, spendLimitHit(addressKey, PER_ADDRESS));
    if (withinAddressBudget.length === 0) {
      return {
        outcome: "limited",
        retryAfterSeconds: await secondsUntilReset(tx, addressKey, PER_ADDRESS),
      };
    }
    if (mail) await tx.insert(passwordResetRequests).values({ login });
    return { outcome: "accepted" };
  });
  if (result.outcome === "accepted") mail?.queued();
  return result;
}

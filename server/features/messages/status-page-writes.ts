import { MESSAGE_TEXTS } from "@shared/schemas/messages";
import type { Database } from "../../db/client";
import { HttpError } from "../../lib/errors";
import { spendSubmission, submissionLimit } from "../submissions/submission-limit";
import { recordOfStatusToken } from "./status-tokens";

/**
 * What the status page's writes for an idea share (contract §13, §17, §18), wherever their
 * routes live: one budget with the page's other writes (contract §6: a token guessed or a
 * thread flooded costs the same hits), and the 404 for any token that opens no idea.
 */

export const STATUS_PAGE_TAG = "Status page";

export const STATUS_WRITE_NOTE =
  "The token in the path is the only key; answered with `Cache-Control: no-store`. Spends the " +
  "public forms' per-address budget (429 with Retry-After when spent).";

/** The one budget of all the status page's writes. */
export const STATUS_WRITES_LIMITED_AS = "POST /api/status";

export const statusNotFound = () => new HttpError(404, MESSAGE_TEXTS.statusNotFound);

/**
 * The idea a status token opens, after the hit on the client's budget; a 404 for an unknown,
 * spent or malformed token, and for an investment interest's.
 */
export async function ideaOfStatusWrite(
  db: Database,
  write: { clientAddress: string; token: string; limits: boolean },
): Promise<number> {
  await spendSubmission(
    db,
    submissionLimit(STATUS_WRITES_LIMITED_AS, write.clientAddress, write.limits),
  );
  const record = await recordOfStatusToken(db, write.token);
  if (record?.kind !== "startup-ideas") throw statusNotFound();
  return record.id;
}

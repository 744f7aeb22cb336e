import { createHash, randomBytes } from "node:crypto";
import type { ActivityAction } from "@shared/schemas/activity";
import type { ShareState } from "@shared/schemas/share-states";
import type { ShareRecord } from "@shared/schemas/shares";
import type { Transaction } from "../../db/client";
import type { shares } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";

export type ShareRow = typeof shares.$inferSelect;

/** `expired` is never stored (ADR 053): a sent share past its link's end reads as expired. */
export function shareState(
  row: Pick<ShareRow, "state" | "expiresAt">,
  now = new Date(),
): ShareState {
  if (row.state === "sent" && row.expiresAt && row.expiresAt.getTime() <= now.getTime()) {
    return "expired";
  }
  return row.state as ShareState;
}

const iso = (time: Date | null) => time?.toISOString() ?? null;

/** A share as staff read it (contract §18). */
export function toShareRecord(row: ShareRow, now = new Date()): ShareRecord {
  const secondsPerPage = Object.entries(row.pageSeconds)
    .map(([page, seconds]) => ({ page: Number(page), seconds }))
    .sort((a, b) => a.page - b.page);
  return {
    id: row.id,
    ideaId: row.startupIdeaId,
    interestId: row.investmentInterestId,
    state: shareState(row, now),
    teaser: row.teaser,
    sectorMatch: row.sectorMatch,
    createdAt: row.createdAt.toISOString(),
    consentedAt: iso(row.consentedAt),
    sentAt: iso(row.sentAt),
    expiresAt: iso(row.expiresAt),
    firstViewedAt: iso(row.firstViewedAt),
    lastViewedAt: iso(row.lastViewedAt),
    views: row.views,
    secondsViewed: row.secondsViewed,
    pagesViewed: secondsPerPage.length,
    secondsPerPage,
    response: row.response,
    responseNote: row.responseNote,
    introductionDecision: row.introductionDecision,
    introducedAt: iso(row.introducedAt),
    revokedAt: iso(row.revokedAt),
  };
}

/** A new deal link: 256 random bits, the token for the backer's mail and the hash to store. */
export function newDealToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashDealToken(token) };
}

export const hashDealToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * One step of a share, in the activity log of both its records (contract §18), in the
 * transaction that takes it. `details` never names a person: each record's log already
 * says who its own submitter is, and the share id leads staff to the other side.
 */
export async function recordShareStep(
  tx: Transaction,
  share: Pick<ShareRow, "id" | "startupIdeaId" | "investmentInterestId">,
  action: ActivityAction,
  actorId: number | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  const base = { shareId: share.id, ...details };
  await recordActivity(tx, {
    action,
    actorId,
    subject: { type: "startup_idea", id: share.startupIdeaId },
    details: { ...base, interestId: share.investmentInterestId },
  });
  await recordActivity(tx, {
    action,
    actorId,
    subject: { type: "investment_interest", id: share.investmentInterestId },
    details: { ...base, ideaId: share.startupIdeaId },
  });
}

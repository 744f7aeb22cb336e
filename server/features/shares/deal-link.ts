import { SHARE_MESSAGES } from "@shared/schemas/share-states";
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { endedDealLinks, shares } from "../../db/schema";
import { HttpError } from "../../lib/errors";
import { hashDealToken, type ShareRow, shareState } from "./share-record";

/** Why a deal link opens nothing: a 404 for one never made, a 410 for one that ended. */
export type DealLinkRefusal = { status: 404 | 410; message: string };

export type DealLink = { share: ShareRow } | { refusal: DealLinkRefusal };

/** What a deal token looks like (newDealToken): anything else is unknown before the database is asked. */
const DEAL_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const isDealTokenShaped = (token: string) => DEAL_TOKEN_SHAPE.test(token);

export const UNKNOWN_DEAL_LINK: DealLinkRefusal = {
  status: 404,
  message: SHARE_MESSAGES.linkUnknown,
};

/**
 * The share a backer's deal link opens (contract §18), or why it opens none: unknown (404);
 * revoked, expired, or ended with either record (410). Every deal route and the deal page
 * ask here, so all of them refuse alike. A share awaiting the founder or declined has no
 * token, so nothing about the idea can reach a backer before the founder's consent.
 */
export async function resolveDealLink(
  db: Database | Transaction,
  token: string,
  now = new Date(),
): Promise<DealLink> {
  if (!isDealTokenShaped(token)) return { refusal: UNKNOWN_DEAL_LINK };
  const tokenHash = hashDealToken(token);
  const [share] = await db.select().from(shares).where(eq(shares.tokenHash, tokenHash));
  if (!share) return { refusal: await refusalOfMissingLink(db, tokenHash) };
  const refusal = refusalOfShare(share, now);
  return refusal ? { refusal } : { share };
}

/** Why the share found by a link's token opens nothing, or null when it opens. */
export function refusalOfShare(share: ShareRow, now = new Date()): DealLinkRefusal | null {
  switch (shareState(share, now)) {
    case "sent":
    case "introduced":
      return null;
    case "revoked":
      return { status: 410, message: SHARE_MESSAGES.linkRevoked };
    case "expired":
      return { status: 410, message: SHARE_MESSAGES.linkExpired };
    default:
      return UNKNOWN_DEAL_LINK;
  }
}

/** A token no share has: a link that ended with its record (410), or one never made (404). */
export async function refusalOfMissingLink(
  db: Database | Transaction,
  tokenHash: string,
): Promise<DealLinkRefusal> {
  const [ended] = await db
    .select({ tokenHash: endedDealLinks.tokenHash })
    .from(endedDealLinks)
    .where(eq(endedDealLinks.tokenHash, tokenHash));
  return ended ? { status: 410, message: SHARE_MESSAGES.linkEnded } : UNKNOWN_DEAL_LINK;
}

/** The link's share for a route, or the refusal as the HTTP error it is. */
export async function dealLinkShare(db: Database | Transaction, token: string): Promise<ShareRow> {
  const link = await resolveDealLink(db, token);
  if ("refusal" in link) throw new HttpError(link.refusal.status, link.refusal.message);
  return link.share;
}

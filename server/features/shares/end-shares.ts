import { eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { endedDealLinks, sharePageImages, shares } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";

/*
 * What other features call of the shares when their own data goes: personal data (a record
 * deleted, erased, withdrawn or past retention) and decks (a deck replaced or removed).
 */

/** The records a share joins, by the activity log's name for them. */
export type ShareSide = "startup_idea" | "investment_interest";

/**
 * Ends the shares of records about to go — erased, deleted, withdrawn or past retention
 * (contract §12, §18) — in the transaction that deletes them, before it does: their deal links
 * are kept as hashes alone in `ended_deal_links`, so they answer 410 rather than 404, and the
 * record on the other side of each share keeps one `share_ended` entry naming the share only
 * (its own log already says who its submitter is; nothing of the person going is kept). The
 * shares themselves, and their watermarked pages, go with the records (foreign key cascade).
 */
export async function endSharesOf(
  tx: Transaction,
  { kind, ids }: { kind: ShareSide; ids: readonly number[] },
): Promise<void> {
  if (ids.length === 0) return;
  const own = kind === "startup_idea" ? shares.startupIdeaId : shares.investmentInterestId;
  const ended = await tx
    .select({
      id: shares.id,
      startupIdeaId: shares.startupIdeaId,
      investmentInterestId: shares.investmentInterestId,
      tokenHash: shares.tokenHash,
    })
    .from(shares)
    .where(inArray(own, [...ids]));
  const tokenHashes = ended.flatMap((share) => (share.tokenHash ? [share.tokenHash] : []));
  if (tokenHashes.length > 0) {
    await tx
      .insert(endedDealLinks)
      .values(tokenHashes.map((tokenHash) => ({ tokenHash })))
      .onConflictDoNothing();
  }
  for (const share of ended) {
    await recordActivity(tx, {
      action: "share_ended",
      actorId: null,
      subject:
        kind === "startup_idea"
          ? { type: "investment_interest", id: share.investmentInterestId }
          : { type: "startup_idea", id: share.startupIdeaId },
      details: { shareId: share.id },
    });
  }
}

/**
 * Forgets the marked pages of an idea's shares, in the transaction that replaces or removes
 * its deck: they show the deck that was, and are made again from the new one when asked.
 */
export async function forgetMarkedPages(tx: Transaction, ideaId: number): Promise<void> {
  await tx
    .delete(sharePageImages)
    .where(
      inArray(
        sharePageImages.shareId,
        tx.select({ id: shares.id }).from(shares).where(eq(shares.startupIdeaId, ideaId)),
      ),
    );
}

import { and, eq, inArray } from "drizzle-orm";
import { byteaValue } from "../../db/bytea";
import type { Database } from "../../db/client";
import { deckPages, decks, investmentInterests, sharePageImages } from "../../db/schema";
import { SHOWN_DECK_STATES } from "./deal-page";
import type { ShareRow } from "./share-record";
import { watermarkPage } from "./watermark";

/**
 * Page `page` of the idea's deck as the backer of `share` sees it: with their e-mail address
 * drawn on it (contract §18), made from the deck's page on the link's first request for it and
 * kept, so later requests only read it. Null when the deck may not be shown (scanning,
 * infected, unreadable) or has no such page yet.
 */
export async function markedDeckPage(
  db: Database,
  share: ShareRow,
  page: number,
): Promise<Buffer | null> {
  const [kept] = await db
    .select({ image: sharePageImages.image })
    .from(sharePageImages)
    .where(and(eq(sharePageImages.shareId, share.id), eq(sharePageImages.page, page)));
  if (kept) return kept.image;
  const [source] = await db
    .select({ image: deckPages.image, email: investmentInterests.email })
    .from(deckPages)
    .innerJoin(decks, and(eq(decks.id, deckPages.deckId), inArray(decks.state, SHOWN_DECK_STATES)))
    .innerJoin(investmentInterests, eq(investmentInterests.id, share.investmentInterestId))
    .where(and(eq(decks.startupIdeaId, share.startupIdeaId), eq(deckPages.page, page)));
  if (!source) return null;
  const marked = await watermarkPage(source.image, source.email);
  // Two first requests at once make it twice; the first kept wins, and both are the same.
  await db
    .insert(sharePageImages)
    .values({ shareId: share.id, page, image: byteaValue(marked) })
    .onConflictDoNothing();
  return marked;
}

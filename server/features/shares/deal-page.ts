import { SHARE_MESSAGES } from "@shared/schemas/share-states";
import type { DealPageView } from "@shared/schemas/shares";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { deckPages, decks, investmentInterests, startupIdeas } from "../../db/schema";
import { type DealLinkRefusal, resolveDealLink } from "./deal-link";
import type { ShareRow } from "./share-record";

/** The deck states whose pages a backer may see (contract §17): scanned clean, or unscanned. */
export const SHOWN_DECK_STATES = ["clean", "unscanned"] as const;

/**
 * What a backer's deal page shows (contract §18): the teaser and the idea as the founder wrote
 * it — its text, sector and stage, and the deck's pages when they may be shown. Selected
 * column by column, so the founder's name, e-mail and phone can never slip into it.
 */
export async function dealPageViewOf(
  db: Database | Transaction,
  share: ShareRow,
): Promise<DealPageView | null> {
  const [row] = await db
    .select({
      idea: startupIdeas.idea,
      sector: startupIdeas.sector,
      stage: startupIdeas.stage,
      backerEmail: investmentInterests.email,
      deckId: decks.id,
      deckPages: decks.pages,
    })
    .from(startupIdeas)
    .innerJoin(investmentInterests, eq(investmentInterests.id, share.investmentInterestId))
    .leftJoin(
      decks,
      and(eq(decks.startupIdeaId, startupIdeas.id), inArray(decks.state, SHOWN_DECK_STATES)),
    )
    .where(eq(startupIdeas.id, share.startupIdeaId));
  if (!row) return null;
  const { deckId, deckPages: pages, ...idea } = row;
  return {
    teaser: share.teaser,
    ...idea,
    deck: deckId ? { pages: pages ?? 0, pagesReady: await pagesReady(db, deckId) } : null,
    response: share.response,
    responseNote: share.responseNote,
    introduced: share.introducedAt !== null,
    // A share with a link always has its end (set with the token at the founder's consent).
    expiresAt: (share.expiresAt ?? new Date(0)).toISOString(),
  };
}

async function pagesReady(db: Database | Transaction, deckId: string) {
  const [made] = await db
    .select({ pages: count() })
    .from(deckPages)
    .where(eq(deckPages.deckId, deckId));
  return made?.pages ?? 0;
}

/**
 * The deal page's data for its server loader and `GET /api/deal/{token}`: the view, or the
 * refusal (404 unknown, 410 revoked, expired or ended) the page shows instead.
 */
export async function loadDealPage(
  db: Database,
  token: string,
): Promise<{ view: DealPageView } | { refusal: DealLinkRefusal }> {
  const link = await resolveDealLink(db, token);
  if ("refusal" in link) return link;
  const view = await dealPageViewOf(db, link.share);
  // Its record erased between the two reads: the link has just ended.
  return view ? { view } : { refusal: { status: 410, message: SHARE_MESSAGES.linkEnded } };
}

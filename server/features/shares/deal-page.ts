import type { DealPageView } from "@shared/schemas/shares";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { deckPages, decks, investmentInterests, shares, startupIdeas } from "../../db/schema";
import {
  type DealLinkRefusal,
  isDealTokenShaped,
  refusalOfMissingLink,
  refusalOfShare,
  UNKNOWN_DEAL_LINK,
} from "./deal-link";
import { hashDealToken, type ShareRow } from "./share-record";

/** The deck states whose pages a backer may see (contract §17): scanned clean, or unscanned. */
export const SHOWN_DECK_STATES = ["clean", "unscanned"] as const;

/**
 * What a backer's deal page shows of the idea (contract §18): its text, sector and stage, and
 * the deck's pages when they may be shown. Selected column by column, so the founder's name,
 * e-mail and phone can never slip into it.
 */
const IDEA_COLUMNS = {
  idea: startupIdeas.idea,
  sector: startupIdeas.sector,
  stage: startupIdeas.stage,
  backerEmail: investmentInterests.email,
  deckId: decks.id,
  deckPages: decks.pages,
  deckPagesMade: sql<number>`(select count(*) from ${deckPages}
    where ${deckPages.deckId} = ${decks.id})::int`,
};

/** The idea's deck, when it may be shown. */
const shownDeck = and(
  eq(decks.startupIdeaId, startupIdeas.id),
  inArray(decks.state, SHOWN_DECK_STATES),
);

type IdeaRow = Pick<DealPageView, "idea" | "sector" | "stage" | "backerEmail"> & {
  deckId: string | null;
  deckPages: number | null;
  deckPagesMade: number;
};

function viewOf(share: ShareRow, row: IdeaRow): DealPageView {
  const { deckId, deckPages: pages, deckPagesMade, ...idea } = row;
  return {
    teaser: share.teaser,
    ...idea,
    deck: deckId ? { pages: pages ?? 0, pagesReady: deckPagesMade } : null,
    response: share.response,
    responseNote: share.responseNote,
    introduced: share.introducedAt !== null,
    // A share with a link always has its end (set with the token at the founder's consent).
    expiresAt: (share.expiresAt ?? new Date(0)).toISOString(),
  };
}

/** The deal page's view of `share` (contract §18), or null when its idea or backer is gone. */
export async function dealPageViewOf(
  db: Database | Transaction,
  share: ShareRow,
): Promise<DealPageView | null> {
  const [row] = await db
    .select(IDEA_COLUMNS)
    .from(startupIdeas)
    .innerJoin(investmentInterests, eq(investmentInterests.id, share.investmentInterestId))
    .leftJoin(decks, shownDeck)
    .where(eq(startupIdeas.id, share.startupIdeaId));
  return row ? viewOf(share, row) : null;
}

/**
 * The deal page's data for its server loader and `GET /api/deal/{token}`: the view, or the
 * refusal (404 unknown, 410 revoked, expired or ended) the page shows instead. The share and
 * what it shows are one statement: the page is the link's most read answer (issue 36's budget).
 */
export async function loadDealPage(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ view: DealPageView } | { refusal: DealLinkRefusal }> {
  if (!isDealTokenShaped(token)) return { refusal: UNKNOWN_DEAL_LINK };
  const tokenHash = hashDealToken(token);
  const [row] = await dealPageStatement(db).execute({ tokenHash });
  // No share (or its record erased with it): a link that ended, or one never made.
  if (!row) return { refusal: await refusalOfMissingLink(db, tokenHash) };
  const { share, ...idea } = row;
  const refusal = refusalOfShare(share, now);
  if (refusal) return { refusal };
  return { view: viewOf(share, idea) };
}

/**
 * The share and what its page shows, by the token's hash: built and prepared once per database,
 * so a page costs neither building the statement's SQL (half a millisecond of the server's CPU
 * a page, measured at issue 36's load) nor, on PostgreSQL, planning it again.
 */
const dealPageStatement = preparedPerDatabase((db) =>
  db
    .select({ share: shares, ...IDEA_COLUMNS })
    .from(shares)
    .innerJoin(startupIdeas, eq(startupIdeas.id, shares.startupIdeaId))
    .innerJoin(investmentInterests, eq(investmentInterests.id, shares.investmentInterestId))
    .leftJoin(decks, shownDeck)
    .where(eq(shares.tokenHash, sql.placeholder("tokenHash")))
    .prepare("deal_page"),
);

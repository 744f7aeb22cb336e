import type { AdminDeck, DeckSummary } from "@shared/schemas/decks";
import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { deckPages, decks } from "../../db/schema";

/** An idea's deck row as the routes need it; null without a deck. */
export async function deckOfIdea(db: Database, ideaId: number) {
  const [deck] = await db.select().from(decks).where(eq(decks.startupIdeaId, ideaId));
  return deck ?? null;
}

export type DeckRow = NonNullable<Awaited<ReturnType<typeof deckOfIdea>>>;

export const summaryOf = (deck: DeckRow): DeckSummary => ({
  state: deck.state,
  fileName: deck.fileName,
  size: deck.byteSize,
  pages: deck.pages,
});

/** What the submitter's status page shows of their deck (contract §17); null without one. */
export async function deckSummaryOfIdea(db: Database, ideaId: number) {
  const deck = await deckOfIdea(db, ideaId);
  return deck && summaryOf(deck);
}

/** What the back office shows of an idea's deck; null without one. */
export async function adminDeckOfIdea(db: Database, ideaId: number): Promise<AdminDeck | null> {
  const deck = await deckOfIdea(db, ideaId);
  if (!deck) return null;
  const [made] = await db
    .select({ pages: count() })
    .from(deckPages)
    .where(eq(deckPages.deckId, deck.id));
  return {
    ...summaryOf(deck),
    uploadedAt: deck.uploadedAt.toISOString(),
    signature: deck.signature,
    pagesReady: made?.pages ?? 0,
  };
}

/** A page's WebP image (or its thumbnail) of an idea's readable deck; null when there is none. */
export async function deckPageImage(
  db: Database,
  ideaId: number,
  page: number,
  size: "full" | "thumbnail",
) {
  const [row] = await db
    .select({
      deckId: decks.id,
      image: size === "full" ? deckPages.image : deckPages.thumbnail,
    })
    .from(deckPages)
    .innerJoin(decks, eq(decks.id, deckPages.deckId))
    .where(and(eq(decks.startupIdeaId, ideaId), eq(deckPages.page, page)));
  return row ?? null;
}

import { DECK_MAX_PAGES } from "@shared/schemas/decks";
import { and, eq, sql } from "drizzle-orm";
import { byteaValue } from "../../db/bytea";
import { isForeignKeyViolation } from "../../db/constraint-violation";
import { deckPages, decks } from "../../db/schema";
import type { PdfLimits } from "../../lib/pdf/pdf-types";
import { PdfUnreadableError, WAIT_LIMIT } from "../../lib/pdf/pdf-unreadable-error";
import { RENDER_LIMITS, renderPdfPages } from "../../lib/pdf/render-pdf-pages";
import { readDeckFile } from "./deck-file";
import type { DeckWork, DueDeck } from "./deck-work";

/** When a drawing put off for a busy machine is tried again. */
const DRAW_AGAIN = sql`now() + interval '5 minutes'`;

/**
 * Makes a `clean` or `unscanned` deck's pages (ADR 050, ADR 051): the PDF is read from its
 * parts once and drawn in a child process with a time and memory limit, each page stored by a
 * statement of its own as it comes. A PDF that cannot be drawn leaves the deck `unreadable`
 * (staff may still download it), with the pages made before dropped. Then nothing is due. A
 * machine too busy to give the drawing its time (WAIT_LIMIT) is not the file's fault: the
 * deck is due again later, as it was.
 */
export async function makeDeckPages(
  { db, log }: DeckWork,
  deck: DueDeck,
  limits: PdfLimits = RENDER_LIMITS,
) {
  const claimed = and(eq(decks.id, deck.id), eq(decks.state, deck.state));
  const bytes = await readDeckFile(db, deck.id, deck.byteSize);
  // Deleted or replaced meanwhile: nothing left to draw.
  if (!bytes) return;
  await db.delete(deckPages).where(eq(deckPages.deckId, deck.id));
  let made = 0;
  try {
    for await (const page of renderPdfPages(bytes, { maxPages: DECK_MAX_PAGES, limits })) {
      await db.insert(deckPages).values({
        deckId: deck.id,
        page: page.page,
        image: byteaValue(page.image),
        thumbnail: byteaValue(page.thumbnail),
        width: page.width,
        height: page.height,
      });
      made = page.page;
    }
  } catch (error) {
    // Deleted or replaced while drawn: its pages went with it, and so does the rest of the work.
    if (isForeignKeyViolation(error)) return;
    if (!(error instanceof PdfUnreadableError)) throw error;
    await db.delete(deckPages).where(eq(deckPages.deckId, deck.id));
    if (error.reason === WAIT_LIMIT) {
      log.warn({ deckId: deck.id }, "deck pages put off: the machine was too busy to draw them");
      await db.update(decks).set({ workDueAt: DRAW_AGAIN }).where(claimed);
      return;
    }
    log.warn({ deckId: deck.id, reason: error.reason }, "deck pages could not be made");
    await db.update(decks).set({ state: "unreadable", workDueAt: null }).where(claimed);
    return;
  }
  await db
    .update(decks)
    .set({ pages: sql`coalesce(${decks.pages}, ${made})`, workDueAt: null })
    .where(claimed);
}

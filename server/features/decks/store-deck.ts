import { createHash } from "node:crypto";
import type { DeckSummary } from "@shared/schemas/decks";
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { decks, startupIdeas } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { forgetMarkedPages } from "../shares/end-shares";
import type { CheckedDeck } from "./check-deck";
import { storeDeckFile } from "./deck-file";

/**
 * Stores a checked deck for an idea in the caller's transaction, in place of the one it had
 * (whose parts and pages go with it): `scanning` when clamd will see it first (CLAMD_URL),
 * `unscanned` otherwise, due for the background worker at once. Logs `deck_added` or
 * `deck_replaced` (size and pages only: no file content, no file name).
 */
export async function storeDeck(
  tx: Transaction,
  ideaId: number,
  deck: CheckedDeck,
  scanned: boolean,
): Promise<DeckSummary> {
  const replaced = await tx.delete(decks).where(eq(decks.startupIdeaId, ideaId)).returning({
    id: decks.id,
  });
  // Backers' marked copies of the old pages (contract §18) are made again from the new ones.
  if (replaced.length > 0) await forgetMarkedPages(tx, ideaId);
  const state = scanned ? "scanning" : "unscanned";
  const [row] = await tx
    .insert(decks)
    .values({
      startupIdeaId: ideaId,
      state,
      fileName: deck.fileName,
      byteSize: deck.bytes.length,
      sha256: createHash("sha256").update(deck.bytes).digest("hex"),
      pages: deck.pages,
      workDueAt: sql`now()`,
    })
    .returning({ id: decks.id });
  if (!row) throw new Error("The deck was not stored");
  await storeDeckFile(tx, row.id, deck.bytes);
  await tx.update(startupIdeas).set({ hasDeck: true }).where(eq(startupIdeas.id, ideaId));
  await recordActivity(tx, {
    action: replaced.length > 0 ? "deck_replaced" : "deck_added",
    actorId: null,
    subject: { type: "startup_idea", id: ideaId },
    details: { size: deck.bytes.length, pages: deck.pages },
  });
  return { state, fileName: deck.fileName, size: deck.bytes.length, pages: deck.pages };
}

/** Removes an idea's deck (the status page's delete); false when it had none. */
export async function removeDeck(tx: Transaction, ideaId: number): Promise<boolean> {
  const removed = await tx.delete(decks).where(eq(decks.startupIdeaId, ideaId)).returning({
    id: decks.id,
  });
  if (removed.length === 0) return false;
  await forgetMarkedPages(tx, ideaId);
  await tx.update(startupIdeas).set({ hasDeck: false }).where(eq(startupIdeas.id, ideaId));
  return true;
}

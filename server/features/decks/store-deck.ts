import type { DeckSummary } from "@shared/schemas/decks";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { decks, startupIdeas } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { forgetMarkedPages } from "../shares/end-shares";
import type { CheckedDeck } from "./check-deck";
import { storeDeckFile } from "./deck-file";

/**
 * How long a staged deck may wait for its idea before the background worker removes it: the
 * request that staged it failed, or its process stopped, before it could attach it. Writing a
 * 25 MiB deck's parts takes seconds.
 */
const STAGED_DECK_GRACE = sql`now() + interval '15 minutes'`;

/** A deck whose file is stored but which belongs to no idea yet: nobody can see it. */
export type StagedDeck = { id: string; summary: DeckSummary };

/**
 * Stores a checked deck in two steps (ADR 051), so that other requests' statements run while its
 * file is written: first the deck and its parts, with no idea (so no reader can reach it, and
 * each part is committed on its own); then `attach`, which attaches it to its idea in a short
 * transaction of its own with `attachDeck`. If anything fails before it is attached, the
 * staged deck is deleted again; should that fail too (the process stopping), the worker
 * deletes it once its grace has passed. `scanning` when clamd will see it first (CLAMD_URL),
 * `unscanned` otherwise.
 */
export async function withStagedDeck<Result>(
  db: Database,
  deck: CheckedDeck,
  scanned: boolean,
  attach: (staged: StagedDeck) => Promise<Result>,
): Promise<Result> {
  const state = scanned ? "scanning" : "unscanned";
  const [row] = await db
    .insert(decks)
    .values({
      startupIdeaId: null,
      state,
      fileName: deck.fileName,
      byteSize: deck.bytes.length,
      sha256: deck.sha256,
      pages: deck.pages,
      workDueAt: STAGED_DECK_GRACE,
    })
    .returning({ id: decks.id });
  if (!row) throw new Error("The deck was not stored");
  const summary: DeckSummary = {
    state,
    fileName: deck.fileName,
    size: deck.bytes.length,
    pages: deck.pages,
  };
  try {
    await storeDeckFile(db, row.id, deck.bytes);
    return await attach({ id: row.id, summary });
  } catch (error) {
    await deleteStagedDeck(db, row.id).catch(() => {});
    throw error;
  }
}

/**
 * Deletes a deck that was staged and never attached (its parts go with it); attached decks
 * are left alone.
 */
export async function deleteStagedDeck(db: Database, deckId: string) {
  const deleted = await db
    .delete(decks)
    .where(and(eq(decks.id, deckId), isNull(decks.startupIdeaId)))
    .returning({ id: decks.id });
  return deleted.length > 0;
}

/**
 * Attaches a staged deck to an idea in the caller's transaction, in place of the one it had
 * (whose parts and pages go with it), due for the background worker at once. Logs `deck_added`
 * or `deck_replaced` (size and pages only: no file content, no file name).
 */
export async function attachDeck(
  tx: Transaction,
  ideaId: number,
  staged: StagedDeck,
): Promise<DeckSummary> {
  const replaced = await tx.delete(decks).where(eq(decks.startupIdeaId, ideaId)).returning({
    id: decks.id,
  });
  // Backers' marked copies of the old pages (contract §18) are made again from the new ones.
  if (replaced.length > 0) await forgetMarkedPages(tx, ideaId);
  const [attached] = await tx
    .update(decks)
    .set({ startupIdeaId: ideaId, workDueAt: sql`now()` })
    .where(and(eq(decks.id, staged.id), isNull(decks.startupIdeaId)))
    .returning({ id: decks.id });
  // Only if the upload outlived the grace and the worker deleted the deck meanwhile.
  if (!attached) throw new Error("The staged deck was gone before its idea could have it");
  await tx.update(startupIdeas).set({ hasDeck: true }).where(eq(startupIdeas.id, ideaId));
  await recordActivity(tx, {
    action: replaced.length > 0 ? "deck_replaced" : "deck_added",
    actorId: null,
    subject: { type: "startup_idea", id: ideaId },
    details: { size: staged.summary.size, pages: staged.summary.pages },
  });
  return staged.summary;
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

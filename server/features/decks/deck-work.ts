import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { deckParts, decks } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { ClamdUnavailableError, scanStream } from "../../lib/clamd/clamd-client";
import { deckFileParts } from "./deck-file";
import { makeDeckPages } from "./deck-pages";
import { nextScanDelayMs } from "./scan-retry";
import { deleteStagedDeck } from "./store-deck";

/**
 * How long a deck stays with the worker that claimed it: ample for a scan (clamd's own
 * timeout is a minute) or its pages (the renderer's time limit); if that worker's instance
 * stops, another takes the deck after it.
 */
const LEASE = sql`now() + interval '3 minutes'`;

/** The longest a scan may take, connecting included, before clamd counts as slow. */
const SCAN_TIMEOUT_MS = 60_000;

export type DueDeck = {
  id: string;
  /** Null for a deck staged and never attached to its idea (`withStagedDeck`). */
  startupIdeaId: number | null;
  state: (typeof decks.$inferSelect)["state"];
  byteSize: number;
  uploadedAt: Date;
};

/**
 * The deck that has waited longest for the worker, claimed (ADR 051, as images are in ADR
 * 046): its row taken `FOR UPDATE SKIP LOCKED` and its due time moved past the lease in one
 * statement, so no other instance takes it meanwhile and no transaction is held while it is
 * worked.
 */
export async function claimDueDeck(db: Database): Promise<DueDeck | null> {
  const due = db
    .select({ id: decks.id })
    .from(decks)
    .where(lte(decks.workDueAt, sql`now()`))
    .orderBy(decks.workDueAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [deck] = await db
    .update(decks)
    .set({ workDueAt: LEASE })
    .where(inArray(decks.id, due))
    .returning({
      id: decks.id,
      startupIdeaId: decks.startupIdeaId,
      state: decks.state,
      byteSize: decks.byteSize,
      uploadedAt: decks.uploadedAt,
    });
  return deck ?? null;
}

export type DeckWork = { db: Database; log: FastifyBaseLogger; clamdUrl: string | null };

/**
 * Takes a claimed deck one step on: a `scanning` deck to clamd, a `clean` or `unscanned` one to
 * its pages. A change is written only if the deck is still the one claimed in the state it
 * was claimed in (a replaced or deleted deck is another row, or none).
 */
export async function workOnDeck(work: DeckWork, deck: DueDeck) {
  const { startupIdeaId } = deck;
  // Staged and still no idea's after its grace: its upload failed, or its process stopped.
  if (startupIdeaId === null) {
    if (await deleteStagedDeck(work.db, deck.id)) {
      work.log.warn({ deckId: deck.id }, "a deck staged and never attached was deleted");
    }
    return;
  }
  if (deck.state === "scanning") return scanDeck(work, { ...deck, startupIdeaId });
  if (deck.state === "clean" || deck.state === "unscanned") return makeDeckPages(work, deck);
  await work.db.update(decks).set({ workDueAt: null }).where(eq(decks.id, deck.id));
}

/** The deck as it was claimed, for a change that must not touch a deck changed meanwhile. */
const stillAsClaimed = (deck: DueDeck) => and(eq(decks.id, deck.id), eq(decks.state, deck.state));

/**
 * Streams the deck's parts from the database to clamd (INSTREAM). Clean: due for its pages at
 * once. Infected: its bytes are deleted at once, the signature kept, `deck_refused` logged.
 * clamd down or slow (or CLAMD_URL since removed): still `scanning`, tried again later — it is
 * never shown unscanned (fail closed).
 */
async function scanDeck(
  { db, log, clamdUrl }: DeckWork,
  deck: DueDeck & { startupIdeaId: number },
) {
  let verdict: Awaited<ReturnType<typeof scanStream>>;
  try {
    if (!clamdUrl) throw new ClamdUnavailableError("CLAMD_URL is not set on this instance");
    verdict = await scanStream(clamdUrl, deckFileParts(db, deck.id), {
      timeoutMs: SCAN_TIMEOUT_MS,
    });
  } catch (error) {
    if (!(error instanceof ClamdUnavailableError)) throw error;
    const waitMs = nextScanDelayMs(Date.now() - deck.uploadedAt.getTime());
    log.warn({ deckId: deck.id, reason: error.reason, retryInMs: waitMs }, "deck scan put off");
    await db
      .update(decks)
      .set({
        scanFailures: sql`${decks.scanFailures} + 1`,
        workDueAt: sql`now() + ${`${waitMs} milliseconds`}::interval`,
      })
      .where(stillAsClaimed(deck));
    return;
  }
  if (verdict.verdict === "clean") {
    await db
      .update(decks)
      .set({ state: "clean", workDueAt: sql`now()` })
      .where(stillAsClaimed(deck));
    return;
  }
  const { signature } = verdict;
  await db.transaction(async (tx) => {
    const [refused] = await tx
      .update(decks)
      .set({ state: "infected", signature, workDueAt: null })
      .where(stillAsClaimed(deck))
      .returning({ id: decks.id });
    if (!refused) return;
    await tx.delete(deckParts).where(eq(deckParts.deckId, deck.id));
    await recordActivity(tx, {
      action: "deck_refused",
      actorId: null,
      subject: { type: "startup_idea", id: deck.startupIdeaId },
      details: { signature, size: deck.byteSize },
    });
  });
  log.warn({ deckId: deck.id, signature }, "deck refused: clamd found a virus");
}

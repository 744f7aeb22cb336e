import { performance } from "node:perf_hooks";
import type { LookTask } from "../../../lib/worker-task";
import { claimDueDeck, workOnDeck } from "../deck-work";

/** How long one look works on decks before the worker's other work comes in. */
const WORKING_MS_PER_LOOK = 5_000;

/**
 * Scans new pitch decks and makes their pages (ADR 051), a deck at a time, each claimed with
 * `FOR UPDATE SKIP LOCKED` so that it is worked once across instances. An upload wakes the
 * worker, so a deck is scanned within seconds; a scan put off, or a deck whose worker stopped,
 * is taken again when it is due.
 */
export const deckWorkTask = (clamdUrl: string | null): LookTask => ({
  name: "pitch-decks",
  when: "wake",
  async run({ db, log, signal, lookAgain }) {
    const until = performance.now() + WORKING_MS_PER_LOOK;
    while (!signal.aborted) {
      if (performance.now() >= until) {
        lookAgain();
        return;
      }
      const deck = await claimDueDeck(db);
      if (!deck) return;
      await workOnDeck({ db, log, clamdUrl }, deck);
    }
  },
});

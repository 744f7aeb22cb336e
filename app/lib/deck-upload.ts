import { DECK_FIELD, DECK_MAX_BYTES, DECK_MESSAGES } from "@shared/schemas/decks";
import { ApiError } from "./api-client";
import { answerOf, postWithProgress, type SendProgress } from "./post-with-progress";

/**
 * Why `file` cannot be a pitch deck, judged from its name, type and size before a byte is sent,
 * in the server's words (contract §17), or null. The server reads the bytes themselves: a
 * PDF's `%PDF-`, encryption, the page count.
 */
export function deckProblem(file: Pick<File, "name" | "type" | "size">): string | null {
  const looksLikePdf = file.type === "application/pdf" || /\.pdf$/i.test(file.name);
  if (!looksLikePdf || file.size === 0) return DECK_MESSAGES.notPdf;
  if (file.size > DECK_MAX_BYTES) return DECK_MESSAGES.tooLarge;
  return null;
}

/**
 * POSTs a multipart form that carries a deck in its part `deck`, telling `onProgress` the bytes
 * sent. A refusal throws an ApiError with the server's words (not a PDF, encrypted, too many
 * pages); a 413 without them (a proxy's) says the file is too large.
 */
export async function sendDeckForm<T>(
  url: string,
  form: FormData,
  onProgress: (progress: SendProgress) => void,
): Promise<T> {
  const file = form.get(DECK_FIELD);
  const problem = file instanceof File ? deckProblem(file) : null;
  if (problem) throw new ApiError(400, problem, false);
  const answer = await postWithProgress(url, form, onProgress);
  return answerOf<T>(answer, (status) =>
    status === 413 ? DECK_MESSAGES.tooLarge : `The file could not be sent (${status}).`,
  );
}

import { ApiError } from "./api-client";
import { answerOf, postWithProgress, type SendProgress } from "./post-with-progress";

/** A pitch deck's limits (contract §17): the server checks them; the page says them first. */
export const DECK_MAX_BYTES = 25 * 1024 * 1024;
export const DECK_MAX_PAGES = 60;
/** The multipart part that carries the file, on the idea form and the status page. */
export const DECK_PART = "deck";

export const DECK_STATES = ["scanning", "clean", "infected", "unscanned", "unreadable"] as const;
export type DeckState = (typeof DECK_STATES)[number];

/** What `POST /api/status/{token}/deck` answers, and an idea's `deck` (contract §17). */
export type UploadedDeck = {
  state: DeckState;
  fileName: string;
  size: number;
  pages: number | null;
};

export const DECK_PROBLEMS = {
  notPdf: "The pitch deck must be a PDF file.",
  tooLarge: "The pitch deck is larger than 25 MB. Please send a smaller PDF.",
  empty: "The chosen file is empty.",
} as const;

/**
 * Why `file` cannot be a deck, judged from its name, type and size before a byte is sent (the
 * server reads the bytes themselves: a PDF's `%PDF-`, encryption, the page count), or null.
 */
export function deckProblem(file: Pick<File, "name" | "type" | "size">): string | null {
  const looksLikePdf = file.type === "application/pdf" || /\.pdf$/i.test(file.name);
  if (!looksLikePdf) return DECK_PROBLEMS.notPdf;
  if (file.size > DECK_MAX_BYTES) return DECK_PROBLEMS.tooLarge;
  if (file.size === 0) return DECK_PROBLEMS.empty;
  return null;
}

/**
 * POSTs a multipart form that carries a deck, telling `onProgress` the bytes sent. A refusal
 * throws an ApiError with the server's words (not a PDF, encrypted, too many pages); a 413
 * without them (a proxy's) says the file is too large.
 */
export async function sendDeckForm<T>(
  url: string,
  form: FormData,
  onProgress: (progress: SendProgress) => void,
): Promise<T> {
  const file = form.get(DECK_PART);
  const problem = file instanceof File ? deckProblem(file) : null;
  if (problem) throw new ApiError(400, problem, false);
  const answer = await postWithProgress(url, form, onProgress);
  return answerOf<T>(answer, (status) =>
    status === 413 ? DECK_PROBLEMS.tooLarge : `The file could not be sent (${status}).`,
  );
}

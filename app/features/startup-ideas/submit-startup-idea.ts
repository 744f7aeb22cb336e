import { DECK_FIELD } from "@shared/schemas/decks";
import { HONEYPOT_FIELD } from "@shared/schemas/fields";
import type { StartupIdeaPayload } from "@shared/schemas/startup-idea";
import { apiRequest } from "~/lib/api-client";
import { sendDeckForm } from "~/lib/deck-upload";
import type { SendProgress } from "~/lib/post-with-progress";

const IDEAS_URL = "/api/ideas";

/** POST /api/ideas. `honeypot` is whatever the hidden trap field holds (empty for people). */
export function submitStartupIdea(payload: StartupIdeaPayload, honeypot: string) {
  return apiRequest<{ id: number }>(IDEAS_URL, {
    body: { ...payload, [HONEYPOT_FIELD]: honeypot },
  });
}

/**
 * POST /api/ideas as `multipart/form-data` (contract §17): the same fields, and the pitch deck
 * as the part `deck`, its bytes' progress told to `onProgress`. A deck the server refuses
 * (not a PDF, encrypted, too many pages, too large) throws its words and stores no idea.
 */
export function submitStartupIdeaWithDeck(
  payload: StartupIdeaPayload,
  honeypot: string,
  deck: File,
  onProgress: (progress: SendProgress) => void,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...payload, [HONEYPOT_FIELD]: honeypot })) {
    if (value !== undefined && value !== null) form.set(name, String(value));
  }
  form.set(DECK_FIELD, deck);
  return sendDeckForm<{ id: number }>(IDEAS_URL, form, onProgress);
}

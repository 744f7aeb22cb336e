import type { FastifyInstance } from "fastify";
import { multipartBody } from "./media-api";
import { statusIdea } from "./status-page";

/*
 * Pitch decks (contract §17) as the home page's form and the status page send them:
 * multipart/form-data with the file in the part `deck`.
 */

export type DeckFile = { name: string; bytes: Buffer };

/** POST /api/ideas as multipart: the form's fields, and a deck when given. */
export function submitIdeaWithDeck(
  app: FastifyInstance,
  deck: DeckFile | null,
  fields: Record<string, string> = statusIdea(),
) {
  const file = deck && { name: deck.name, type: "application/pdf", bytes: deck.bytes };
  const { payload, headers } = multipartBody(file, fields, "deck");
  return app.inject({ method: "POST", url: "/api/ideas", payload, headers });
}

/** POST /api/status/{token}/deck */
export function uploadStatusDeck(app: FastifyInstance, token: string, deck: DeckFile) {
  const file = { name: deck.name, type: "application/pdf", bytes: deck.bytes };
  const { payload, headers } = multipartBody(file, {}, "deck");
  return app.inject({ method: "POST", url: `/api/status/${token}/deck`, payload, headers });
}

import multipart from "@fastify/multipart";
import { DECK_MESSAGES, deckSummary } from "@shared/schemas/decks";
import { MESSAGE_TEXTS } from "@shared/schemas/messages";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { startupIdeas } from "../../db/schema";
import { HttpError } from "../../lib/errors";
import { documented } from "../../lib/openapi/operation";
import {
  ideaOfStatusWrite,
  STATUS_PAGE_TAG,
  STATUS_WRITE_NOTE,
  statusNotFound,
} from "../messages/status-page-writes";
import { checkDeck } from "./check-deck";
import type { DeckSetup } from "./deck-setup";
import { DECK_UPLOAD_LIMITS, readDeckOnly } from "./read-deck-upload";
import { attachDeck, removeDeck, withStagedDeck } from "./store-deck";

/**
 * The founder adds, replaces or removes their idea's pitch deck from the status page (contract
 * §17), mounted at /api/status. An investment interest's token has no deck: a 404, as for an
 * unknown token.
 */
export const statusDeckRoutes: FastifyPluginAsync<{
  db: Database;
  limits: boolean;
  decks: DeckSetup;
}> = async (app, { db, limits, decks }) => {
  await app.register(multipart, { limits: DECK_UPLOAD_LIMITS, throwFileSizeLimit: true });
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const ideaOf = (request: FastifyRequest<{ Params: { token: string } }>) =>
    ideaOfStatusWrite(db, { clientAddress: request.ip, token: request.params.token, limits });

  const upload = documented({
    summary: "Add a pitch deck to the idea, or replace the one it has",
    description: `${STATUS_WRITE_NOTE} The old deck is deleted.`,
    tag: STATUS_PAGE_TAG,
    multipart: {
      files: { deck: "The PDF: at most 25 MiB and 60 pages, not encrypted" },
      required: ["deck"],
    },
    responses: { 201: deckSummary },
    errors: {
      400: "No deck, or not a PDF, encrypted, or over 60 pages",
      404: MESSAGE_TEXTS.statusNotFound,
      413: DECK_MESSAGES.tooLarge,
    },
  });
  app.post<{ Params: { token: string } }>("/:token/deck", upload, async (request, reply) => {
    const ideaId = await ideaOf(request);
    const deck = await checkDeck(await readDeckOnly(request, reply));
    const stored = await withStagedDeck(db, deck, decks.clamdUrl !== null, (staged) =>
      db.transaction(async (tx) => {
        // Held until the deck is in: a withdrawal meanwhile waits, then takes the deck with it.
        const [idea] = await tx
          .select({ id: startupIdeas.id })
          .from(startupIdeas)
          .where(eq(startupIdeas.id, ideaId))
          .for("update");
        // Withdrawn while the deck was staged: the staged deck is deleted.
        if (!idea) throw statusNotFound();
        return attachDeck(tx, ideaId, staged);
      }),
    );
    decks.queued();
    return reply.code(201).send(stored);
  });

  const remove = documented({
    summary: "Remove the idea's pitch deck",
    description: STATUS_WRITE_NOTE,
    tag: STATUS_PAGE_TAG,
    responses: { 204: { description: "Removed, with its pages" } },
    errors: { 404: `${MESSAGE_TEXTS.statusNotFound}, or the idea has no deck` },
  });
  app.delete<{ Params: { token: string } }>("/:token/deck", remove, async (request, reply) => {
    const ideaId = await ideaOf(request);
    if (!(await db.transaction((tx) => removeDeck(tx, ideaId)))) {
      throw new HttpError(404, DECK_MESSAGES.notFound);
    }
    return reply.code(204).send();
  });
};

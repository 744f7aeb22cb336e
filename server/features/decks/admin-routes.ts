import { Readable } from "node:stream";
import { recordIdParams } from "@shared/schemas/admin-lists";
import { adminDeck, DECK_MESSAGES, deckPageParams, deckPageQuery } from "@shared/schemas/decks";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { HttpError, parseInput } from "../../lib/errors";
import { documented } from "../../lib/openapi/operation";
import { signedInStaff } from "../../lib/signed-in-staff";
import { deckFileParts } from "./deck-file";
import { adminDeckOfIdea, deckOfIdea, deckPageImage } from "./deck-queries";

const TAG = "Pitch decks";
const notFound = () => new HttpError(404, DECK_MESSAGES.notFound);

/**
 * A startup idea's pitch deck in the back office (contract §17): what it is, its pages as
 * images, and the original file. Registered in the reviewers' scope (admin, reviewer).
 */
export const deckAdminRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const read = documented({
    summary: "An idea's pitch deck: its state, file, pages and, when infected, the virus",
    tag: TAG,
    params: recordIdParams,
    responses: { 200: adminDeck },
    errors: { 404: DECK_MESSAGES.notFound },
  });
  app.get("/startup-ideas/:id/deck", read, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const deck = await adminDeckOfIdea(db, id);
    if (!deck) throw notFound();
    return deck;
  });

  const page = documented({
    summary: "A page of an idea's pitch deck as a WebP image (`?size=thumbnail`: its thumbnail)",
    description:
      "Pages exist once the background worker made them (`pagesReady`); a deck that is " +
      "scanning, infected or unreadable has none. `Cache-Control: private` with an `ETag`.",
    tag: TAG,
    params: deckPageParams,
    query: deckPageQuery,
    responses: { 200: { description: "The page", contentType: "image/webp", binary: true } },
    errors: { 404: DECK_MESSAGES.pageNotFound },
  });
  app.get("/startup-ideas/:id/deck/pages/:n", page, async (request, reply) => {
    const { id, n } = parseInput(deckPageParams, request.params);
    const { size } = parseInput(deckPageQuery, request.query);
    const image = await deckPageImage(db, id, n, size);
    if (!image) throw new HttpError(404, DECK_MESSAGES.pageNotFound);
    // A replaced deck has another id, so a page kept by the browser is never a stale one.
    const etag = `"${image.deckId}-${n}-${size}"`;
    reply.header("cache-control", "private, no-cache").header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.header("content-type", "image/webp").send(image.image);
  });

  const file = documented({
    summary: "Download an idea's pitch deck as it was uploaded (logged `deck_downloaded`)",
    description:
      "`Content-Disposition: attachment`. Refused while the deck is being scanned (409); " +
      "an infected deck's file is gone (410).",
    tag: TAG,
    params: recordIdParams,
    responses: {
      200: { description: "The PDF", contentType: "application/pdf", binary: true },
    },
    errors: {
      404: DECK_MESSAGES.notFound,
      409: DECK_MESSAGES.stillScanning,
      410: DECK_MESSAGES.infected,
    },
  });
  app.get("/startup-ideas/:id/deck/file", file, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    const deck = await deckOfIdea(db, id);
    if (!deck) throw notFound();
    if (deck.state === "scanning") throw new HttpError(409, DECK_MESSAGES.stillScanning);
    if (deck.state === "infected") throw new HttpError(410, DECK_MESSAGES.infected);
    await recordActivity(db, {
      action: "deck_downloaded",
      actorId: signedInStaff(request).id,
      subject: { type: "startup_idea", id },
      details: { size: deck.byteSize },
    });
    return reply
      .header("content-type", "application/pdf")
      .header("content-length", deck.byteSize)
      .header("content-disposition", attachment(deck.fileName))
      .header("x-content-type-options", "nosniff")
      .send(Readable.from(deckFileParts(db, deck.id)));
  });
};

/** `attachment` with the uploaded name: ASCII in `filename`, the exact name in `filename*`. */
function attachment(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

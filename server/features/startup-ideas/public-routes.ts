import multipart from "@fastify/multipart";
import { DECK_MAX_BYTES, DECK_MESSAGES } from "@shared/schemas/decks";
import { startupIdeaPayload } from "@shared/schemas/startup-idea";
import { submittedStartupIdea } from "@shared/schemas/submitted";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { startupIdeas } from "../../db/schema";
import { parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { documented } from "../../lib/openapi/operation";
import { checkDeck } from "../decks/check-deck";
import type { DeckSetup } from "../decks/deck-setup";
import { DECK_UPLOAD_LIMITS, readDeckForm } from "../decks/read-deck-upload";
import { attachDeck, withStagedDeck } from "../decks/store-deck";
import { acceptSubmission, storeSubmissionWith } from "../submissions/store-submission";
import { isHoneypotFilled } from "../submissions/submission-guard";
import { submissionLimit } from "../submissions/submission-limit";

export const startupIdeaPublicRoutes: FastifyPluginAsync<{
  db: Database;
  mail: MailSetup;
  limits: boolean;
  decks: DeckSetup;
}> = async (app, { db, mail, limits, decks }) => {
  // Only this scope takes multipart: the form with a pitch deck (contract §17).
  await app.register(multipart, { limits: DECK_UPLOAD_LIMITS, throwFileSizeLimit: true });

  const operation = documented({
    summary: "Submit a startup idea (the home page's form)",
    description:
      "JSON, or `multipart/form-data` with the same fields as form fields and an optional PDF " +
      `in the file part \`deck\` (at most ${DECK_MAX_BYTES / 1024 / 1024} MiB and 60 pages, ` +
      "not encrypted): the answer then carries `deck` (null without one). With a deck that is " +
      "refused, no idea is stored.",
    tag: "Public forms",
    body: startupIdeaPayload,
    multipart: {
      fields: startupIdeaPayload,
      files: { deck: "Optional: the pitch deck, a PDF of at most 25 MiB and 60 pages" },
    },
    responses: { 201: submittedStartupIdea },
    errors: {
      400: "A field is invalid, or the deck is not a PDF, is encrypted or has over 60 pages",
      413: DECK_MESSAGES.tooLarge,
      429: "Too many submissions from this address (Retry-After)",
    },
  });
  app.post("/ideas", operation, async (request, reply) => {
    const limit = submissionLimit("POST /api/ideas", request.ip, limits);
    if (!request.isMultipart()) {
      const input = parseInput(startupIdeaPayload, request.body);
      const submission = { table: startupIdeas, kind: "startup_idea" as const, input, mail, limit };
      return reply.code(201).send(await acceptSubmission(db, submission, request.body));
    }
    const form = await readDeckForm(request, reply);
    const input = parseInput(startupIdeaPayload, form.fields);
    const deck = form.deck && (await checkDeck(form.deck));
    const submission = { table: startupIdeas, kind: "startup_idea" as const, input, mail, limit };
    if (!deck || isHoneypotFilled(form.fields)) {
      const stored = await acceptSubmission(db, submission, form.fields);
      return reply.code(201).send({ ...stored, deck: deck && decoyDeck(deck, decks) });
    }
    // The idea arrives with its deck or not at all: the deck is staged first, then attached in
    // the idea's own transaction (ADR 051).
    const { record, attached } = await withStagedDeck(db, deck, decks.clamdUrl !== null, (staged) =>
      storeSubmissionWith(db, submission, (tx, ideaId) => attachDeck(tx, ideaId, staged)),
    );
    decks.queued();
    return reply.code(201).send({ ...record, deck: attached });
  });
};

/** What a bot that filled the honeypot is told of its deck, which is never stored. */
const decoyDeck = (deck: Awaited<ReturnType<typeof checkDeck>>, decks: DeckSetup) => ({
  state: decks.clamdUrl ? ("scanning" as const) : ("unscanned" as const),
  fileName: deck.fileName,
  size: deck.bytes.length,
  pages: deck.pages,
});

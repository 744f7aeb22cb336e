import { startupIdeaPayload } from "@shared/schemas/startup-idea";
import { submittedStartupIdea } from "@shared/schemas/submitted";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { startupIdeas } from "../../db/schema";
import { parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { documented } from "../../lib/openapi/operation";
import { acceptSubmission } from "../submissions/store-submission";
import { submissionLimit } from "../submissions/submission-limit";

export const startupIdeaPublicRoutes: FastifyPluginAsync<{
  db: Database;
  mail: MailSetup;
  limits: boolean;
}> = async (app, { db, mail, limits }) => {
  const operation = documented({
    summary: "Submit a startup idea (the home page's form)",
    tag: "Public forms",
    body: startupIdeaPayload,
    responses: { 201: submittedStartupIdea },
    errors: { 429: "Too many submissions from this address (Retry-After)" },
  });
  app.post("/ideas", operation, async (request, reply) => {
    const input = parseInput(startupIdeaPayload, request.body);
    const limit = submissionLimit("POST /api/ideas", request.ip, limits);
    const submission = { table: startupIdeas, kind: "startup_idea" as const, input, mail, limit };
    return reply.code(201).send(await acceptSubmission(db, submission, request.body));
  });
};

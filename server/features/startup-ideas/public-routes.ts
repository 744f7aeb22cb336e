import { startupIdeaPayload } from "@shared/schemas/startup-idea";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { startupIdeas } from "../../db/schema";
import { parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { acceptSubmission } from "../submissions/store-submission";
import { submissionLimit } from "../submissions/submission-limit";

export const startupIdeaPublicRoutes: FastifyPluginAsync<{
  db: Database;
  mail: MailSetup;
  limits: boolean;
}> = async (app, { db, mail, limits }) => {
  app.post("/ideas", async (request, reply) => {
    const input = parseInput(startupIdeaPayload, request.body);
    const limit = submissionLimit("POST /api/ideas", request.ip, limits);
    const submission = { table: startupIdeas, kind: "startup_idea" as const, input, mail, limit };
    return reply.code(201).send(await acceptSubmission(db, submission, request.body));
  });
};

import { startupIdeaPayload } from "@shared/schemas/startup-idea";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import {
  decoyRecord,
  isHoneypotFilled,
  submissionRateLimit,
} from "../submissions/submission-guard";
import { createStartupIdea } from "./create-startup-idea";

export const startupIdeaPublicRoutes: FastifyPluginAsync<{
  db: Database;
  mail: MailSetup;
}> = async (app, { db, mail }) => {
  app.post("/ideas", { config: { rateLimit: submissionRateLimit } }, async (request, reply) => {
    const input = parseInput(startupIdeaPayload, request.body);
    if (isHoneypotFilled(request.body)) return reply.code(201).send(decoyRecord(input));
    return reply.code(201).send(await createStartupIdea(db, mail, input));
  });
};

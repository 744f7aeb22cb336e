import { startupIdeaPayload } from "@shared/schemas/startup-idea";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { decoyRecord, isHoneypotFilled } from "../submissions/submission-guard";
import { spendHit, submissionLimit } from "../submissions/submission-limit";
import { createStartupIdea } from "./create-startup-idea";

export const startupIdeaPublicRoutes: FastifyPluginAsync<{
  db: Database;
  mail: MailSetup;
  limits: boolean;
}> = async (app, { db, mail, limits }) => {
  app.post("/ideas", async (request, reply) => {
    const input = parseInput(startupIdeaPayload, request.body);
    const limit = submissionLimit("POST /api/ideas", request.ip, limits);
    if (isHoneypotFilled(request.body)) {
      await spendHit(db, limit);
      return reply.code(201).send(decoyRecord(input));
    }
    return reply.code(201).send(await createStartupIdea(db, mail, limit, input));
  });
};

import { startupIdeaPayload } from "@shared/schemas/startup-idea";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { startupIdeas } from "../../db/schema";
import { parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { storeSubmission } from "../submissions/store-submission";
import { decoyRecord, isHoneypotFilled } from "../submissions/submission-guard";
import { spendSubmission, submissionLimit } from "../submissions/submission-limit";

export const startupIdeaPublicRoutes: FastifyPluginAsync<{
  db: Database;
  mail: MailSetup;
  limits: boolean;
}> = async (app, { db, mail, limits }) => {
  app.post("/ideas", async (request, reply) => {
    const input = parseInput(startupIdeaPayload, request.body);
    const limit = submissionLimit("POST /api/ideas", request.ip, limits);
    if (isHoneypotFilled(request.body)) {
      await spendSubmission(db, limit);
      return reply.code(201).send(decoyRecord(input));
    }
    const stored = await storeSubmission(db, {
      table: startupIdeas,
      kind: "startup_idea",
      input,
      mail,
      limit,
    });
    return reply.code(201).send(stored);
  });
};

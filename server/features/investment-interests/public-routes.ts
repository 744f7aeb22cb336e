import { investmentInterestSchemaFor } from "@shared/schemas/investment-interest";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { investmentInterests } from "../../db/schema";
import { parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { acceptSubmission } from "../submissions/store-submission";
import { submissionLimit } from "../submissions/submission-limit";

export const investmentInterestPublicRoutes: FastifyPluginAsync<{
  db: Database;
  mail: MailSetup;
  limits: boolean;
}> = async (app, { db, mail, limits }) => {
  app.post("/investment-interests", async (request, reply) => {
    const input = parseInput(investmentInterestSchemaFor(request.body), request.body);
    const limit = submissionLimit("POST /api/investment-interests", request.ip, limits);
    const submission = {
      table: investmentInterests,
      kind: "investment_interest" as const,
      input,
      mail,
      limit,
    };
    return reply.code(201).send(await acceptSubmission(db, submission, request.body));
  });
};

import { investmentInterestSchemaFor } from "@shared/schemas/investment-interest";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { investmentInterests } from "../../db/schema";
import { parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { storeSubmission } from "../submissions/store-submission";
import { decoyRecord, isHoneypotFilled } from "../submissions/submission-guard";
import { spendSubmission, submissionLimit } from "../submissions/submission-limit";

export const investmentInterestPublicRoutes: FastifyPluginAsync<{
  db: Database;
  mail: MailSetup;
  limits: boolean;
}> = async (app, { db, mail, limits }) => {
  app.post("/investment-interests", async (request, reply) => {
    const input = parseInput(investmentInterestSchemaFor(request.body), request.body);
    const limit = submissionLimit("POST /api/investment-interests", request.ip, limits);
    if (isHoneypotFilled(request.body)) {
      await spendSubmission(db, limit);
      return reply.code(201).send(decoyRecord(input));
    }
    const stored = await storeSubmission(db, {
      table: investmentInterests,
      kind: "investment_interest",
      input,
      mail,
      limit,
    });
    return reply.code(201).send(stored);
  });
};

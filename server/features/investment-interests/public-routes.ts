import { investmentInterestSchemaFor } from "@shared/schemas/investment-interest";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { decoyRecord, isHoneypotFilled } from "../submissions/submission-guard";
import { spendHit, submissionLimit } from "../submissions/submission-limit";
import { createInvestmentInterest } from "./create-investment-interest";

export const investmentInterestPublicRoutes: FastifyPluginAsync<{
  db: Database;
  mail: MailSetup;
  limits: boolean;
}> = async (app, { db, mail, limits }) => {
  app.post("/investment-interests", async (request, reply) => {
    const input = parseInput(investmentInterestSchemaFor(request.body), request.body);
    const limit = submissionLimit("POST /api/investment-interests", request.ip, limits);
    if (isHoneypotFilled(request.body)) {
      await spendHit(db, limit);
      return reply.code(201).send(decoyRecord(input));
    }
    return reply.code(201).send(await createInvestmentInterest(db, mail, limit, input));
  });
};

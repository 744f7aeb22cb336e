import { investmentInterestSchemaFor } from "@shared/schemas/investment-interest";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import {
  decoyRecord,
  isHoneypotFilled,
  submissionRateLimit,
} from "../submissions/submission-guard";
import { createInvestmentInterest } from "./create-investment-interest";

export const investmentInterestPublicRoutes: FastifyPluginAsync<{
  db: Database;
  mail: MailSetup;
}> = async (app, { db, mail }) => {
  app.post(
    "/investment-interests",
    { config: { rateLimit: submissionRateLimit } },
    async (request, reply) => {
      const input = parseInput(investmentInterestSchemaFor(request.body), request.body);
      if (isHoneypotFilled(request.body)) return reply.code(201).send(decoyRecord(input));
      return reply.code(201).send(await createInvestmentInterest(db, mail, input));
    },
  );
};

import {
  investmentInterestSchemaFor,
  investPagePayload,
  startupsPagePayload,
} from "@shared/schemas/investment-interest";
import { submittedInvestmentInterest } from "@shared/schemas/submitted";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { investmentInterests } from "../../db/schema";
import { parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { documented } from "../../lib/openapi/operation";
import { acceptSubmission } from "../submissions/store-submission";
import { submissionLimit } from "../submissions/submission-limit";

export const investmentInterestPublicRoutes: FastifyPluginAsync<{
  db: Database;
  mail: MailSetup;
  limits: boolean;
}> = async (app, { db, mail, limits }) => {
  const operation = documented({
    summary: "Register investment interest (either page's form)",
    description:
      "The /investment-interest page sends `sectors` and `investmentAmount`; the startups page " +
      "sends `agIndustry` and `investmentCapital` (told apart by `agIndustry`).",
    tag: "Public forms",
    // The two shapes investmentInterestSchemaFor chooses between.
    body: z.union([investPagePayload, startupsPagePayload]),
    responses: { 201: submittedInvestmentInterest },
    errors: { 429: "Too many submissions from this address (Retry-After)" },
  });
  app.post("/investment-interests", operation, async (request, reply) => {
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

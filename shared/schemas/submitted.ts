import { z } from "zod";
import { deckSummary } from "./decks";
import { INVESTMENT_AMOUNTS } from "./investment-interest";
import { STARTUP_SECTORS, STARTUP_STAGES } from "./startup-idea";
import { SUBMISSION_STATUSES } from "./submission-status";

/**
 * What the public forms' POST answers with its 201: the record as stored, without the team's
 * bookkeeping (owner aside, always empty on a new record).
 */
const storedFields = {
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  notes: z.null(),
  assigneeId: z.null().optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

/** POST /api/ideas */
export const submittedStartupIdea = z.object({
  ...storedFields,
  idea: z.string(),
  sector: z.enum(STARTUP_SECTORS),
  stage: z.enum(STARTUP_STAGES),
  deck: deckSummary
    .nullable()
    .optional()
    .describe("Sent as multipart: the pitch deck (null without one); left out for JSON"),
});

/** POST /api/investment-interests, whichever page's shape was sent. */
export const submittedInvestmentInterest = z.object({
  ...storedFields,
  additionalInfo: z.string().nullable(),
  sectors: z.array(z.string()).describe("Industry codes"),
  investmentAmount: z.enum(INVESTMENT_AMOUNTS),
});

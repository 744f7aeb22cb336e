import { z } from "zod";
import { SUBMISSION_STATUSES } from "./submission-status";
import { tag } from "./tags";

/**
 * What the admin API answers, as the client receives it (dates are ISO-8601 strings).
 * Lists carry a summary row without the long texts and private notes; a detail
 * (and a status update) carries the whole record.
 */

const timestamp = z.iso.datetime({ offset: true });

/** The fields every summary row of either kind carries. */
const summaryFields = {
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  /** The staff member who owns it (contract §10); null when nobody does. */
  assigneeId: z.number().int().nullable(),
  /** Incoming messages no staff member has opened yet (contract §13). */
  unreadMessages: z.number().int(),
  /** Its tags, by name (contract §14). */
  tags: z.array(tag),
  /** When the status last changed; its creation until it first does (contract §14). */
  statusChangedAt: timestamp,
  /**
   * The reviews' mean, rounded to two decimals (contract §14); null with none, and for a
   * reviewer who has not reviewed it yet (blind until then).
   */
  score: z.number().nullable(),
  /** How many staff members reviewed it. */
  reviewCount: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
};

export const startupIdeaSummary = z
  .object({
    ...summaryFields,
    sector: z.string(),
    stage: z.string(),
    hasDeck: z.boolean().describe("A pitch deck is attached (contract §17)"),
  })
  .meta({ id: "StartupIdeaSummary" });
export type StartupIdeaSummary = z.infer<typeof startupIdeaSummary>;

export const startupIdeaRecord = startupIdeaSummary
  .extend({ phone: z.string().nullable(), idea: z.string(), notes: z.string().nullable() })
  .meta({ id: "StartupIdeaRecord" });
export type StartupIdeaRecord = z.infer<typeof startupIdeaRecord>;

export const investmentInterestSummary = z
  .object({
    ...summaryFields,
    /** Industry codes (see INDUSTRIES in investment-interest.ts for their labels). */
    sectors: z.array(z.string()),
    investmentAmount: z.string(),
  })
  .meta({ id: "InvestmentInterestSummary" });
export type InvestmentInterestSummary = z.infer<typeof investmentInterestSummary>;

export const investmentInterestRecord = investmentInterestSummary
  .extend({
    phone: z.string().nullable(),
    additionalInfo: z.string().nullable(),
    notes: z.string().nullable(),
  })
  .meta({ id: "InvestmentInterestRecord" });
export type InvestmentInterestRecord = z.infer<typeof investmentInterestRecord>;

/** GET /api/admin/dashboard/stats */
export const dashboardStats = z
  .object({
    totalStartupIdeas: z.number().int(),
    totalInvestmentInterests: z.number().int(),
    /** The 5 newest, newest first. */
    recentStartupIdeas: z.array(startupIdeaSummary),
    recentInvestmentInterests: z.array(investmentInterestSummary),
  })
  .meta({ id: "DashboardStats" });
export type DashboardStats = z.infer<typeof dashboardStats>;

import type { SubmissionStatus } from "./submission-status";
import type { Tag } from "./tags";

/**
 * What the admin API answers, as the client receives it (dates are ISO-8601 strings).
 * Lists carry a summary row without the long texts and private notes; a detail
 * (and a status update) carries the whole record.
 */

export type StartupIdeaSummary = {
  id: number;
  name: string;
  email: string;
  sector: string;
  stage: string;
  status: SubmissionStatus;
  /** The staff member who owns it (contract §10); null when nobody does. */
  assigneeId: number | null;
  /** Incoming messages no staff member has opened yet (contract §13). */
  unreadMessages: number;
  /** Its tags, by name (contract §14). */
  tags: Tag[];
  /** When the status last changed; its creation until it first does (contract §14). */
  statusChangedAt: string;
  /**
   * The reviews' mean, rounded to two decimals (contract §14); null with none, and for a
   * reviewer who has not reviewed it yet (blind until then).
   */
  score: number | null;
  /** How many staff members reviewed it. */
  reviewCount: number;
  createdAt: string;
  updatedAt: string;
};

export type StartupIdeaRecord = StartupIdeaSummary & {
  phone: string | null;
  idea: string;
  notes: string | null;
};

export type InvestmentInterestSummary = {
  id: number;
  name: string;
  email: string;
  /** Industry codes (see INDUSTRIES in investment-interest.ts for their labels). */
  sectors: string[];
  investmentAmount: string;
  status: SubmissionStatus;
  /** The staff member who owns it (contract §10); null when nobody does. */
  assigneeId: number | null;
  /** Incoming messages no staff member has opened yet (contract §13). */
  unreadMessages: number;
  /** Its tags, by name (contract §14). */
  tags: Tag[];
  /** When the status last changed; its creation until it first does (contract §14). */
  statusChangedAt: string;
  /**
   * The reviews' mean, rounded to two decimals (contract §14); null with none, and for a
   * reviewer who has not reviewed it yet (blind until then).
   */
  score: number | null;
  /** How many staff members reviewed it. */
  reviewCount: number;
  createdAt: string;
  updatedAt: string;
};

export type InvestmentInterestRecord = InvestmentInterestSummary & {
  phone: string | null;
  additionalInfo: string | null;
  notes: string | null;
};

/** GET /api/admin/dashboard/stats */
export type DashboardStats = {
  totalStartupIdeas: number;
  totalInvestmentInterests: number;
  /** The 5 newest, newest first. */
  recentStartupIdeas: StartupIdeaSummary[];
  recentInvestmentInterests: InvestmentInterestSummary[];
};

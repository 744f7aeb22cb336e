import { paths } from "@shared/config/paths";
import type {
  InvestmentInterestRecord,
  InvestmentInterestSummary,
  StartupIdeaRecord,
  StartupIdeaSummary,
} from "@shared/schemas/admin-records";

/**
 * The two kinds of submission staff triage. Lists and detail screens are one
 * implementation; what differs between ideas and interests is described here.
 */
export const SUBMISSION_KINDS = {
  "startup-ideas": {
    apiPath: "/api/admin/startup-ideas",
    exportPath: "/api/admin/export/startup-ideas",
    adminPath: paths.admin.startupIdeas,
    boardPath: paths.admin.startupIdeasBoard,
    detailPath: paths.admin.startupIdea,
    listTitle: "Startup Ideas",
    listSubtitle: "View and manage startup idea submissions",
    searchPlaceholder: "Search by name, email, or content...",
    emptyList: "No startup ideas found",
    listError: "Error loading startup ideas",
    recordLabel: "Startup Idea",
    detailError: "Error loading startup idea",
    notFound: "Startup idea not found",
    statusUpdated: "The startup idea status has been updated successfully",
  },
  "investment-interests": {
    apiPath: "/api/admin/investment-interests",
    exportPath: "/api/admin/export/investment-interests",
    adminPath: paths.admin.investmentInterests,
    boardPath: paths.admin.investmentInterestsBoard,
    detailPath: paths.admin.investmentInterest,
    listTitle: "Investment Interests",
    listSubtitle: "View and manage investment interest submissions",
    searchPlaceholder: "Search by name, email, or additional info...",
    emptyList: "No investment interests found",
    listError: "Error loading investment interests",
    recordLabel: "Investment Interest",
    detailError: "Error loading investment interest",
    notFound: "Investment interest not found",
    statusUpdated: "The investment interest status has been updated successfully",
  },
} as const;

export type SubmissionKind = keyof typeof SUBMISSION_KINDS;

export type SummaryOf<K extends SubmissionKind> = K extends "startup-ideas"
  ? StartupIdeaSummary
  : InvestmentInterestSummary;
export type RecordOf<K extends SubmissionKind> = K extends "startup-ideas"
  ? StartupIdeaRecord
  : InvestmentInterestRecord;

/** 'reviewing' → 'Reviewing', as the status badge and the status select write it. */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

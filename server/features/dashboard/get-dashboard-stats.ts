import type { SubmissionListQuery } from "@shared/schemas/admin-lists";
import type { Database } from "../../db/client";
import { listSubmissions } from "../submissions/list-submissions";
import type { SubmissionSource } from "../submissions/submission-source";

/** The two kinds of submission the dashboard counts (the admin API passes them in). */
export type DashboardSources = {
  startupIdeas: SubmissionSource;
  investmentInterests: SubmissionSource;
};

const NEWEST_FIVE: SubmissionListQuery = {
  sort: "createdAt",
  direction: "desc",
  filter: null,
  limit: 5,
  offset: 0,
};

/** Totals and the 5 newest of each kind: an unfiltered first page of each list. */
export async function getDashboardStats(db: Database, sources: DashboardSources) {
  const [ideas, interests] = await Promise.all([
    listSubmissions(db, sources.startupIdeas, NEWEST_FIVE),
    listSubmissions(db, sources.investmentInterests, NEWEST_FIVE),
  ]);
  return {
    totalStartupIdeas: ideas.total,
    totalInvestmentInterests: interests.total,
    recentStartupIdeas: ideas.rows,
    recentInvestmentInterests: interests.rows,
  };
}

import type { SubmissionListQuery } from "@shared/schemas/admin-lists";
import type { Database } from "../../db/client";
import { listSubmissions } from "../submissions/list-submissions";
import type { Resolved } from "../submissions/submission-query";
import type { SubmissionSource } from "../submissions/submission-source";

/** The two kinds of submission the dashboard counts (the admin API passes them in). */
export type DashboardSources = {
  startupIdeas: SubmissionSource;
  investmentInterests: SubmissionSource;
};

const NEWEST_FIVE: Resolved<SubmissionListQuery> = {
  sort: "createdAt",
  direction: "desc",
  filter: null,
  limit: 5,
  offset: 0,
  cursor: null,
};

/**
 * Totals and the 5 newest of each kind: an unfiltered first page of each list. Without
 * `withRecent` the lists come back empty and only the totals are counted.
 */
export async function getDashboardStats(
  db: Database,
  sources: DashboardSources,
  { withRecent }: { withRecent: boolean },
) {
  const query = { ...NEWEST_FIVE, limit: withRecent ? NEWEST_FIVE.limit : 0 };
  const [ideas, interests] = await Promise.all([
    listSubmissions(db, sources.startupIdeas, query),
    listSubmissions(db, sources.investmentInterests, query),
  ]);
  return {
    totalStartupIdeas: ideas.total,
    totalInvestmentInterests: interests.total,
    recentStartupIdeas: ideas.rows,
    recentInvestmentInterests: interests.rows,
  };
}

import type { SubmissionListQuery } from "@shared/schemas/admin-lists";
import type { Database } from "../../db/client";
import { investmentInterestSource } from "../investment-interests/investment-interest-source";
import { startupIdeaSource } from "../startup-ideas/startup-idea-source";
import { listSubmissions } from "../submissions/list-submissions";

const NEWEST_FIVE: SubmissionListQuery = {
  sort: "createdAt",
  direction: "desc",
  filter: null,
  limit: 5,
  offset: 0,
};

/** Totals and the 5 newest of each kind: an unfiltered first page of each list. */
export async function getDashboardStats(db: Database) {
  const [ideas, interests] = await Promise.all([
    listSubmissions(db, startupIdeaSource, NEWEST_FIVE),
    listSubmissions(db, investmentInterestSource, NEWEST_FIVE),
  ]);
  return {
    totalStartupIdeas: ideas.total,
    totalInvestmentInterests: interests.total,
    recentStartupIdeas: ideas.rows,
    recentInvestmentInterests: interests.rows,
  };
}

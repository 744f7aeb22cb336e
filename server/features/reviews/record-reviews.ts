import type { ScorecardCriterion, ScorecardKind } from "@shared/schemas/evaluation";
import type { RecordReviews, Review } from "@shared/schemas/reviews";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { admins, reviews } from "../../db/schema";
import type { SubmissionSource } from "../submissions/submission-source";
import { reviewRecordColumn, roundScore, type ScoreSight } from "../submissions/visible-score";
import { disagreements, spread, weightedMean } from "./review-maths";
import { readCriteria } from "./scorecards";

/** The scorecard that rates this kind of record (its path names it). */
export const scorecardKindOf = (source: SubmissionSource) => source.path as ScorecardKind;

/** The columns a review is read with, its reviewer named through a join of `admins`. */
export const reviewColumns = {
  reviewerId: reviews.reviewerId,
  username: admins.username,
  displayName: admins.displayName,
  scores: reviews.scores,
  recommendation: reviews.recommendation,
  comment: reviews.comment,
  updatedAt: reviews.updatedAt,
};
type ReviewRow = {
  reviewerId: number;
  username: string;
  displayName: string | null;
  scores: Record<string, number>;
  recommendation: Review["recommendation"];
  comment: string | null;
  updatedAt: Date;
};

/** A review as the API answers it, with its weighted mean under the current criteria. */
export function presentReview(row: ReviewRow, criteria: ScorecardCriterion[]) {
  return {
    reviewer: { id: row.reviewerId, username: row.username, displayName: row.displayName },
    scores: row.scores,
    recommendation: row.recommendation,
    comment: row.comment,
    updatedAt: row.updatedAt,
    weightedMean: roundScore(weightedMean(row.scores, criteria)),
  };
}

/**
 * GET …/{id}/reviews (contract §14): the team's reviews, oldest first, with the score, the
 * spread and where they disagree; for a reviewer who has not reviewed the record yet only how
 * many there are (blind). Undefined for an unknown record.
 */
export async function listRecordReviews(
  db: Database,
  source: SubmissionSource,
  id: number,
  sight: ScoreSight,
): Promise<RecordReviews | undefined> {
  const { table } = source;
  const [record] = await db
    .select({ score: table.reviewScore, count: table.reviewCount })
    .from(table)
    .where(eq(table.id, id));
  if (!record) return undefined;
  const rows: ReviewRow[] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(admins, eq(admins.id, reviews.reviewerId))
    .where(eq(reviewRecordColumn(source), id))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
  const blind =
    sight === "none" ||
    (typeof sight === "object" && !rows.some((row) => row.reviewerId === sight.reviewerId));
  if (blind) return { count: record.count };
  const criteria = await readCriteria(db, scorecardKindOf(source));
  const means = rows.map((row) => weightedMean(row.scores, criteria));
  return {
    count: record.count,
    score: roundScore(record.score),
    reviews: rows.map((row) => ({
      ...presentReview(row, criteria),
      updatedAt: row.updatedAt.toISOString(),
    })),
    spread: roundScore(spread(means)),
    disagreements: disagreements(
      rows.map((row) => row.scores),
      criteria,
    ),
  };
}

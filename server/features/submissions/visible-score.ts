import type { StaffRole } from "@shared/schemas/staff-roles";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { reviews } from "../../db/schema";
import type { SubmissionSource } from "./submission-source";

/**
 * Whose eyes read a record's score (contract §14, ADR 037): an admin sees every score; a
 * reviewer only the scores of the records they have reviewed themselves (blind until then);
 * "none" for a reader that shows no scores at all (the dashboard, which editors see too).
 */
export type ScoreSight = "all" | "none" | { reviewerId: number };

export const scoreSightOf = (staff: { id: number; role: StaffRole }): ScoreSight =>
  staff.role === "admin" ? "all" : { reviewerId: staff.id };

/** The column of `reviews` that names a record of this kind. */
export const reviewRecordColumn = (source: SubmissionSource) =>
  source.activitySubject === "startup_idea" ? reviews.startupIdeaId : reviews.investmentInterestId;

/**
 * True for the outer query's record when this reviewer has a review of it, else null. A scalar
 * subquery (one row at most: a reviewer has one review per record), not EXISTS: PostgreSQL may
 * run an EXISTS in a select list as a hashed subplan that reads all of the reviewer's reviews
 * first (tens of thousands at scale) to answer a page of 50; this probes the unique index once
 * per row instead.
 */
export function ownReviewExists(source: SubmissionSource, reviewerId: number): SQL<boolean | null> {
  return sql<
    boolean | null
  >`(select true from ${reviews} where ${reviewRecordColumn(source)} = ${source.table.id} and ${reviews.reviewerId} = ${reviewerId})`;
}

/** The record's stored score as this reader may see it: null where they are blind. */
export function visibleScore(source: SubmissionSource, sight: ScoreSight): SQL<number | null> {
  const { reviewScore } = source.table;
  if (sight === "all") return sql<number | null>`${reviewScore}`;
  if (sight === "none") return sql<number | null>`null::double precision`;
  return sql<
    number | null
  >`case when ${ownReviewExists(source, sight.reviewerId)} then ${reviewScore} end`;
}

/** A score as the API sends it: a number rounded to two decimals, or null. */
export const roundScore = (score: number | null | undefined): number | null =>
  score === null || score === undefined ? null : Math.round(score * 100) / 100;

/** Whether this reader sees the score of record `id`. */
export async function seesScoreOf(
  db: Database,
  source: SubmissionSource,
  id: number,
  sight: ScoreSight,
): Promise<boolean> {
  if (sight === "all" || sight === "none") return sight === "all";
  const [own] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviewRecordColumn(source), id), eq(reviews.reviewerId, sight.reviewerId)));
  return own !== undefined;
}

/**
 * A stored record as the admin API shows it to this reader: `score` blind as contract §14
 * says and rounded, `reviewCount` as it is, and the stored `reviewScore` never sent.
 */
export async function withVisibleScore<Stored extends { id: number; reviewScore: number | null }>(
  db: Database,
  source: SubmissionSource,
  record: Stored,
  sight: ScoreSight,
): Promise<Omit<Stored, "reviewScore"> & { score: number | null }> {
  const { reviewScore, ...rest } = record;
  const sees = await seesScoreOf(db, source, record.id, sight);
  return { ...rest, score: sees ? roundScore(reviewScore) : null };
}

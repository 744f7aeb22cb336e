import type { ScorecardCriterion } from "@shared/schemas/evaluation";
import type { StaffRef } from "@shared/schemas/record-work";
import {
  missingScoresMessage,
  type reviewPayload,
  unknownCriteriaMessage,
} from "@shared/schemas/reviews";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Transaction } from "../../db/client";
import { reviews } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import type { SubmissionSource } from "../submissions/submission-source";
import { reviewRecordColumn } from "../submissions/visible-score";
import { presentReview, scorecardKindOf } from "./record-reviews";
import { refreshRecordScore } from "./refresh-scores";
import { readCriteria } from "./scorecards";

type Payload = z.output<typeof reviewPayload>;

/** Why the scores do not fit the scorecard as it is now, or null when they do. */
export function scoresProblem(
  scores: Record<string, number>,
  criteria: ScorecardCriterion[],
): string | null {
  const keys = new Set(criteria.map((criterion) => criterion.key));
  const unknown = Object.keys(scores).filter((key) => !keys.has(key));
  if (unknown.length > 0) return unknownCriteriaMessage(unknown);
  const missing = criteria.filter((criterion) => scores[criterion.key] === undefined);
  return missing.length > 0 ? missingScoresMessage(missing.map((c) => c.label)) : null;
}

/**
 * PUT …/{id}/reviews/me (contract §14): stores the staff member's review of the record (their
 * only one: a second PUT changes it), brings the record's score and count up to date and logs
 * `reviewed` (never the scores: the log is read by people who may still be blind), all in one
 * transaction (locks: lockForReview).
 */
export async function saveReview(
  db: Database,
  source: SubmissionSource,
  id: number,
  reviewer: StaffRef,
  payload: Payload,
) {
  return db.transaction(async (tx) => {
    const criteria = await lockForReview(tx, source, id);
    if (!criteria) return { outcome: "not-found" } as const;
    const problem = scoresProblem(payload.scores, criteria);
    if (problem) return { outcome: "invalid", message: problem } as const;

    const recordColumn = reviewRecordColumn(source);
    const mine = and(eq(recordColumn, id), eq(reviews.reviewerId, reviewer.id));
    const [before] = await tx.select().from(reviews).where(mine);
    const values = {
      scores: payload.scores,
      recommendation: payload.recommendation,
      comment: payload.comment ? payload.comment : null,
    };
    const [saved] = before
      ? await tx
          .update(reviews)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(reviews.id, before.id))
          .returning()
      : await tx
          .insert(reviews)
          .values({ ...values, ...recordKey(source, id), reviewerId: reviewer.id })
          .returning();
    if (!saved) throw new Error("The review was not stored");
    await refreshRecordScore(tx, source, criteria, id);

    const changed = before ? changedParts(before, values) : [];
    if (!before || changed.length > 0) {
      await recordActivity(tx, {
        action: "reviewed",
        actorId: reviewer.id,
        subject: { type: source.activitySubject, id },
        details: before ? { review: "changed", changed } : { review: "added" },
      });
    }
    const review = presentReview(
      {
        ...saved,
        reviewerId: reviewer.id,
        username: reviewer.username,
        displayName: reviewer.displayName,
      },
      criteria,
    );
    return { outcome: "saved", review } as const;
  });
}

/**
 * Locks the kind's scorecard (shared) and then the record, in the order a scorecard change
 * takes them, so the two never wait on each other in a circle. Answers the scorecard's
 * criteria, or undefined for an unknown record.
 */
async function lockForReview(tx: Transaction, source: SubmissionSource, id: number) {
  const criteria = await readCriteria(tx, scorecardKindOf(source), "share");
  const [record] = await tx
    .select({ id: source.table.id })
    .from(source.table)
    .where(eq(source.table.id, id))
    .for("update");
  return record ? criteria : undefined;
}

/** The record column of a new review. */
const recordKey = (source: SubmissionSource, id: number) =>
  source.activitySubject === "startup_idea" ? { startupIdeaId: id } : { investmentInterestId: id };

/** Which parts of a review changed: named, never valued. */
function changedParts(
  before: { scores: Record<string, number>; recommendation: string; comment: string | null },
  after: { scores: Record<string, number>; recommendation: string; comment: string | null },
) {
  const sameScores =
    Object.keys(before.scores).length === Object.keys(after.scores).length &&
    Object.entries(after.scores).every(([key, score]) => before.scores[key] === score);
  return [
    ...(sameScores ? [] : ["scores"]),
    ...(before.recommendation === after.recommendation ? [] : ["recommendation"]),
    ...(before.comment === after.comment ? [] : ["comment"]),
  ];
}

/**
 * DELETE …/{id}/reviews/me: removes the staff member's review, re-scores the record and logs
 * `review_deleted`, in one transaction. "not-found" for an unknown record, "no-review" when
 * they have none on it.
 */
export async function deleteReview(
  db: Database,
  source: SubmissionSource,
  id: number,
  reviewerId: number,
) {
  return db.transaction(async (tx) => {
    const criteria = await lockForReview(tx, source, id);
    if (!criteria) return "not-found" as const;
    const mine = and(eq(reviewRecordColumn(source), id), eq(reviews.reviewerId, reviewerId));
    const removed = await tx.delete(reviews).where(mine).returning({ id: reviews.id });
    if (removed.length === 0) return "no-review" as const;
    await refreshRecordScore(tx, source, criteria, id);
    await recordActivity(tx, {
      action: "review_deleted",
      actorId: reviewerId,
      subject: { type: source.activitySubject, id },
    });
    return "deleted" as const;
  });
}

import type { ScorecardCriterion } from "@shared/schemas/evaluation";
import { type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { reviews } from "../../db/schema";
import type { SubmissionSource } from "../submissions/submission-source";
import { reviewRecordColumn } from "../submissions/visible-score";

/**
 * Each review's weighted mean under these criteria (contract §14), one row per review:
 * Σ weight × score ÷ Σ weight over the criteria it scored; null when it scored none of them
 * (review-maths.ts states the same rule for the reviews panel).
 */
function reviewMeans(source: SubmissionSource, criteria: ScorecardCriterion[], where: SQL) {
  const record = reviewRecordColumn(source);
  const current = JSON.stringify(criteria.map(({ key, weight }) => ({ key, weight })));
  return sql`select ${record} as record_id,
      sum(c.weight * (${reviews.scores} ->> c.key)::double precision) / sum(c.weight) as mean
    from ${reviews}
    left join jsonb_to_recordset(${current}::jsonb) as c(key text, weight double precision)
      on ${reviews.scores} ? c.key
    where ${where}
    group by ${reviews.id}, ${record}`;
}

/**
 * Brings record `id`'s review count and score up to date, and the copy of the score each of
 * its reviews keeps for a reviewer's sorted list (ADR 037). Run in the transaction that changed
 * its reviews.
 */
export async function refreshRecordScore(
  tx: Transaction,
  source: SubmissionSource,
  criteria: ScorecardCriterion[],
  id: number,
): Promise<void> {
  const { table } = source;
  const record = reviewRecordColumn(source);
  await tx.execute(sql`update ${table} set
      review_count = (select count(*) from ${reviews} where ${record} = ${id}),
      review_score = (select avg(m.mean) from (${reviewMeans(source, criteria, sql`${record} = ${id}`)}) m)
    where ${table.id} = ${id}`);
  await tx.execute(sql`update ${reviews}
    set record_score = (select ${table.reviewScore} from ${table} where ${table.id} = ${id})
    where ${record} = ${id}`);
}

/**
 * After the criteria changed: every reviewed record of the kind gets its score under the new
 * weights, and its reviews the copy. Only rows whose score moves are written.
 */
export async function refreshKindScores(
  tx: Transaction,
  source: SubmissionSource,
  criteria: ScorecardCriterion[],
): Promise<void> {
  const { table } = source;
  const record = reviewRecordColumn(source);
  await tx.execute(sql`update ${table} set review_score = s.score
    from (select m.record_id, avg(m.mean) as score
      from (${reviewMeans(source, criteria, sql`${record} is not null`)}) m
      group by m.record_id) s
    where ${table.id} = s.record_id and ${table.reviewScore} is distinct from s.score`);
  await tx.execute(sql`update ${reviews} set record_score = ${table.reviewScore}
    from ${table}
    where ${record} = ${table.id} and ${reviews.recordScore} is distinct from ${table.reviewScore}`);
}

import type { ScorecardCriterion, ScorecardKind } from "@shared/schemas/evaluation";
import type { Scorecard } from "@shared/schemas/reviews";
import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { scorecards } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import type { SubmissionSource } from "../submissions/submission-source";
import { refreshKindScores } from "./refresh-scores";

/**
 * The kind's criteria. `lock` (in a transaction that stores a review) holds them steady until
 * it commits, so a score is never worked out with weights an admin is replacing.
 */
export async function readCriteria(
  db: Database | Transaction,
  kind: ScorecardKind,
  lock?: "share",
): Promise<ScorecardCriterion[]> {
  const query = db
    .select({ criteria: scorecards.criteria })
    .from(scorecards)
    .where(eq(scorecards.kind, kind));
  const [row] = await (lock ? query.for(lock) : query);
  // The migration seeds both kinds; a missing row would be a broken database, not an input.
  if (!row) throw new Error(`No scorecard for ${kind}`);
  return row.criteria;
}

export async function getScorecard(db: Database, kind: ScorecardKind): Promise<Scorecard> {
  return { criteria: await readCriteria(db, kind) };
}

/**
 * Replaces the kind's criteria (admin), re-scores every reviewed record of the kind under the
 * new weights, and logs `scorecard_changed` with which keys came, went or changed: all in one
 * transaction. Saving the same criteria again changes and logs nothing.
 */
export async function saveScorecard(
  db: Database,
  source: SubmissionSource,
  kind: ScorecardKind,
  criteria: ScorecardCriterion[],
  actorId: number,
): Promise<Scorecard> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ criteria: scorecards.criteria })
      .from(scorecards)
      .where(eq(scorecards.kind, kind))
      .for("update");
    const changes = describeChanges(before?.criteria ?? [], criteria);
    if (!changes) return { criteria };
    await tx
      .update(scorecards)
      .set({ criteria, updatedAt: sql`now()` })
      .where(eq(scorecards.kind, kind));
    await refreshKindScores(tx, source, criteria);
    await recordActivity(tx, {
      action: "scorecard_changed",
      actorId,
      details: { kind, ...changes },
    });
    return { criteria };
  });
}

/** Which keys were added, removed or edited (label, description, weight), and whether the order moved; null for no change. */
export function describeChanges(before: ScorecardCriterion[], after: ScorecardCriterion[]) {
  const old = new Map(before.map((criterion) => [criterion.key, criterion]));
  const now = new Set(after.map((criterion) => criterion.key));
  const added = after.filter((c) => !old.has(c.key)).map((c) => c.key);
  const removed = before.filter((c) => !now.has(c.key)).map((c) => c.key);
  const edited = after
    .filter((c) => {
      const was = old.get(c.key);
      return (
        was !== undefined &&
        (was.label !== c.label || was.description !== c.description || was.weight !== c.weight)
      );
    })
    .map((c) => c.key);
  const kept = (list: ScorecardCriterion[]) =>
    list.filter((c) => old.has(c.key) && now.has(c.key)).map((c) => c.key);
  const reordered = kept(before).join() !== kept(after).join();
  if (added.length + removed.length + edited.length === 0 && !reordered) return null;
  return { added, removed, edited, reordered };
}

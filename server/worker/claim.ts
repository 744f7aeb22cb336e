import { and, eq, lte, sql } from "drizzle-orm";
import type { Transaction } from "../db/client";
import { scheduledJobs } from "../db/schema";

/**
 * The worker's claim on a scheduled task's turn (ADR 028): its `scheduled_jobs` row, when
 * due, locked `FOR UPDATE SKIP LOCKED` in the caller's transaction. An instance that finds it
 * locked (another is running the task) or no longer due (another has run it) gets nothing,
 * so the turn is taken once across instances; row locks work alike on PGlite and PostgreSQL.
 * Returns when the turn was due, or undefined.
 */
export async function claimDueTurn(tx: Transaction, name: string): Promise<Date | undefined> {
  const [due] = await tx
    .select({ nextRunAt: scheduledJobs.nextRunAt })
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.name, name), lte(scheduledJobs.nextRunAt, sql`now()`)))
    .for("update", { skipLocked: true });
  return due?.nextRunAt;
}

/** Ends a claimed turn: the task's next one is at `next`. Commits with the task's work. */
export async function moveToNextTurn(tx: Transaction, name: string, next: Date) {
  await tx
    .update(scheduledJobs)
    .set({ nextRunAt: next, lastRunAt: sql`now()` })
    .where(eq(scheduledJobs.name, name));
}

import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { scheduledJobs } from "../../db/schema";

/**
 * The mailbox is read by one instance at a time (contract §13, ADR 031). The turn is a lease
 * on the task's `scheduled_jobs` row rather than the worker's claim (ADR 028), which holds a
 * transaction for the task's whole run: reading a mailbox is network work, and an open
 * transaction holds all of the embedded PGlite.
 */
export const READ_REPLIES_TURN = "read-replies";

/** A turn longer than this is taken to have crashed: another instance may take the next. */
const LEASE = sql`now() + interval '2 minutes'`;

/** Puts the turn on the table, due now, unless it is there. */
export async function putTurnOnTable(db: Database) {
  await db
    .insert(scheduledJobs)
    .values({ name: READ_REPLIES_TURN, nextRunAt: sql`now()` })
    .onConflictDoNothing();
}

/**
 * Takes the turn when it is due, in one statement: with two instances at once, the second
 * waits for the first's row lock and then finds the turn no longer due.
 */
export async function takeTurn(db: Database): Promise<boolean> {
  const taken = await db
    .update(scheduledJobs)
    .set({ nextRunAt: LEASE })
    .where(and(eq(scheduledJobs.name, READ_REPLIES_TURN), lte(scheduledJobs.nextRunAt, sql`now()`)))
    .returning({ name: scheduledJobs.name });
  return taken.length > 0;
}

/** Ends the turn: the next is due in `seconds` (0: at the next poll). */
export async function endTurn(db: Database, seconds: number) {
  await db
    .update(scheduledJobs)
    .set({ nextRunAt: sql`now() + make_interval(secs => ${seconds})`, lastRunAt: sql`now()` })
    .where(eq(scheduledJobs.name, READ_REPLIES_TURN));
}

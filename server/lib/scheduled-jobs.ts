import { CronExpressionParser } from "cron-parser";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { scheduledJobs } from "../db/schema";

/** Work that runs on a schedule, once across every instance (contract §11, §12). */
export type ScheduledJob = {
  name: string;
  /** Five-field cron, read in `timeZone`: "0 8 * * *" is 08:00 there, summer or winter. */
  cron: string;
  timeZone: string;
  /** Also run once whenever an instance starts (the retention purge). */
  runAtStartUp?: boolean;
  /** Runs in the transaction that moves the job to its next time: both happen or neither. */
  run(tx: Transaction, firedAt: Date): Promise<void>;
};

export function nextRun(job: Pick<ScheduledJob, "cron" | "timeZone">, after: Date): Date {
  return CronExpressionParser.parse(job.cron, { currentDate: after, tz: job.timeZone })
    .next()
    .toDate();
}

/**
 * Puts each job on the schedule once; a job already there keeps its time, except that a job
 * run at start-up is made due now (the first look of the worker runs it, on one instance).
 */
export async function scheduleJobs(db: Database, jobs: readonly ScheduledJob[], now = new Date()) {
  if (jobs.length === 0) return;
  await db
    .insert(scheduledJobs)
    .values(jobs.map((job) => ({ name: job.name, nextRunAt: nextRun(job, now) })))
    .onConflictDoNothing();
  const atStartUp = jobs.filter((job) => job.runAtStartUp).map((job) => job.name);
  if (atStartUp.length > 0) {
    await db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`least(${scheduledJobs.nextRunAt}, now())` })
      .where(inArray(scheduledJobs.name, atStartUp));
  }
}

/**
 * Runs each job that is due. The row is locked with `SKIP LOCKED` and moved on in the
 * job's own transaction, so an instance that finds it taken or already moved does nothing.
 * Returns the names of the jobs this call ran.
 */
export async function runDueJobs(db: Database, jobs: readonly ScheduledJob[]): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ nextRunAt: scheduledJobs.nextRunAt })
        .from(scheduledJobs)
        .where(and(eq(scheduledJobs.name, job.name), lte(scheduledJobs.nextRunAt, sql`now()`)))
        .for("update", { skipLocked: true });
      if (!due) return false;
      await job.run(tx, due.nextRunAt);
      await tx
        .update(scheduledJobs)
        .set({ nextRunAt: nextRun(job, new Date()), lastRunAt: sql`now()` })
        .where(eq(scheduledJobs.name, job.name));
      return true;
    });
    if (done) ran.push(job.name);
  }
  return ran;
}

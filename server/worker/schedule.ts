import { site } from "@shared/config/site";
import { CronExpressionParser } from "cron-parser";
import { inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { scheduledJobs } from "../db/schema";
import type { ScheduledTask } from "../lib/worker-task";
import { claimDueTurn, moveToNextTurn } from "./claim";

/** The first time `cron` fires after `after`, read in the company's time zone (DST included). */
export function nextRun(cron: string, after: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: after, tz: site.timeZone })
    .next()
    .toDate();
}

/**
 * Puts each task on the schedule once; a task already there keeps its time, except that one
 * run at start-up is made due now (the first look of one instance runs it).
 */
export async function putOnSchedule(
  db: Database,
  tasks: readonly ScheduledTask[],
  now = new Date(),
) {
  if (tasks.length === 0) return;
  await db
    .insert(scheduledJobs)
    .values(tasks.map((task) => ({ name: task.name, nextRunAt: nextRun(task.when.cron, now) })))
    .onConflictDoNothing();
  const atStartUp = tasks.filter((task) => task.when.atStartUp).map((task) => task.name);
  if (atStartUp.length > 0) {
    await db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`least(${scheduledJobs.nextRunAt}, now())` })
      .where(inArray(scheduledJobs.name, atStartUp));
  }
}

/**
 * Runs each task whose turn is due and this instance can claim, each in its own transaction
 * with the move to its next turn. A task that fails is rolled back (its turn stays due, for
 * the next beat) and logged; the others still run. Returns the names of the tasks it ran.
 */
export async function runDueScheduledTasks(
  db: Database,
  tasks: readonly ScheduledTask[],
  log: FastifyBaseLogger,
): Promise<string[]> {
  const ran: string[] = [];
  for (const task of tasks) {
    try {
      const done = await db.transaction(async (tx) => {
        const firedAt = await claimDueTurn(tx, task.name);
        if (!firedAt) return false;
        await task.run({ tx, firedAt, log });
        await moveToNextTurn(tx, task.name, nextRun(task.when.cron, new Date()));
        return true;
      });
      if (done) ran.push(task.name);
    } catch (error) {
      log.error(
        { err: error, task: task.name },
        "scheduled task failed; it runs again at the next poll",
      );
    }
  }
  return ran;
}

import { eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../server/db/client";
import { scheduledJobs } from "../../server/db/schema";

/** The worker's scheduled turns (scheduled_jobs, ADR 028) as the tests set and read them. */

type Db = DatabaseHandle["db"];

/** Makes a scheduled task's turn due now. */
export const makeTurnDue = (db: Db, name: string) =>
  db
    .update(scheduledJobs)
    .set({ nextRunAt: sql`now() - interval '1 second'` })
    .where(eq(scheduledJobs.name, name));

/** A scheduled task's stored turn, if it has one. */
export const turnOf = async (db: Db, name: string) =>
  (await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0];

/** The hour ("08") a time falls on in Detroit, the company's clock (contract §11). */
export const detroitHour = (time: Date | undefined) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Detroit",
    hour: "numeric",
    hour12: false,
  }).format(time);

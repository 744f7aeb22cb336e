import { site } from "@shared/config/site";
import { RETENTION_MONTHS, type RetentionSettings } from "@shared/schemas/personal-data";
import { count, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { investmentInterests, siteSettings, startupIdeas } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import type { ScheduledJob } from "../../lib/scheduled-jobs";

const SETTING = "retention_months";
const TABLES = [
  { table: startupIdeas, subject: "startup_idea" },
  { table: investmentInterests, subject: "investment_interest" },
] as const;
/** A purge deletes this many rows a statement, so a first purge of years never runs long. */
const PURGE_BATCH = 1_000;

type Reader = Pick<Database, "select">;

async function retentionMonths(db: Reader): Promise<number> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, SETTING));
  return typeof row?.value === "number" ? row.value : RETENTION_MONTHS.default;
}

/** Submissions not updated for `months` are due (the privacy policy's "after the last contact"). */
const cutoff = (months: number) => sql`now() - make_interval(months => ${months})`;

/** GET /api/admin/settings/retention: the period, and how many submissions it deletes now. */
export async function readRetention(db: Database): Promise<RetentionSettings> {
  const months = await retentionMonths(db);
  let dueNow = 0;
  for (const { table } of TABLES) {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(lt(table.updatedAt, cutoff(months)));
    dueNow += row?.n ?? 0;
  }
  return { months, dueNow };
}

/** PUT /api/admin/settings/retention. */
export async function saveRetention(db: Database, months: number): Promise<RetentionSettings> {
  await db
    .insert(siteSettings)
    .values({ key: SETTING, value: months })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: months, updatedAt: sql`now()` },
    });
  return readRetention(db);
}

/**
 * Deletes every submission past the retention period (comments cascade; owed mail is never
 * written) and logs `retention_purged` with the counts when there were any. Returns the total.
 */
export async function purgeDue(tx: Transaction): Promise<number> {
  const months = await retentionMonths(tx);
  const purged: Record<string, number> = {};
  let total = 0;
  for (const { table, subject } of TABLES) {
    purged[subject] = 0;
    for (;;) {
      const due = tx
        .select({ id: table.id })
        .from(table)
        .where(lt(table.updatedAt, cutoff(months)))
        .limit(PURGE_BATCH);
      const gone = await tx.delete(table).where(inArray(table.id, due)).returning({ id: table.id });
      if (gone.length === 0) break;
      purged[subject] += gone.length;
      total += gone.length;
    }
  }
  if (total > 0) {
    await recordActivity(tx, {
      action: "retention_purged",
      actorId: null,
      details: { count: total, months, ...purged },
    });
  }
  return total;
}

/** Daily at 03:30 studio time, and at every start-up (contract §12). */
export const retentionJob: ScheduledJob = {
  name: "retention",
  cron: "30 3 * * *",
  timeZone: site.timeZone,
  runAtStartUp: true,
  async run(tx) {
    await purgeDue(tx);
  },
};

import { eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import {
  investmentInterests,
  siteSettings,
  startupIdeas,
  submissionDailyCounts,
  submissionDayChanges,
} from "./schema";

/** The site_settings key the SQL function company_time_zone() reads (migration 0009). */
const SETTING = "time_zone";

type Reader = Pick<Database, "select">;

/** The zone the database counts days in; undefined until the server first wrote one. */
export async function storedTimeZone(db: Reader): Promise<string | undefined> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, SETTING));
  return typeof row?.value === "string" ? row.value : undefined;
}

/**
 * Makes `timeZone` the database's company time zone: the server calls it with site.timeZone
 * (shared/config/site.ts, the one home of the zone) each time it opens the database, before
 * anything else uses it (ADR 012). The count triggers cut days in whatever zone is stored, so
 * when it is new (a fresh or upgraded database) or changed, the daily counts are rebuilt in it
 * from the tables, while the submission tables take no writes. The same zone again changes
 * nothing and takes no lock. An unknown zone is refused here, not by a submission's trigger.
 */
export async function syncCompanyTimeZone(db: Database, timeZone: string): Promise<void> {
  if ((await storedTimeZone(db)) === timeZone) return;
  await db.transaction(async (tx) => {
    // Writers take the submission tables, then the day changes; a fold the changes, then the
    // counts. Locking in that order waits for both and deadlocks with neither; reads go on.
    await tx.execute(
      sql`lock table ${startupIdeas}, ${investmentInterests}, ${submissionDayChanges}, ${submissionDailyCounts} in exclusive mode`,
    );
    if ((await storedTimeZone(tx)) === timeZone) return;
    await tx.execute(sql`select now() at time zone ${timeZone}`);
    await tx.delete(submissionDayChanges);
    await tx.delete(submissionDailyCounts);
    // The kinds are the names the triggers write.
    await tx.execute(sql`
      insert into ${submissionDailyCounts} (kind, day, count)
      select 'startup_idea', (${startupIdeas.createdAt} at time zone ${timeZone})::date, count(*)
      from ${startupIdeas} group by 2
      union all
      select 'investment_interest', (${investmentInterests.createdAt} at time zone ${timeZone})::date, count(*)
      from ${investmentInterests} group by 2`);
    await tx
      .insert(siteSettings)
      .values({ key: SETTING, value: timeZone })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: timeZone, updatedAt: sql`now()` },
      });
  });
}

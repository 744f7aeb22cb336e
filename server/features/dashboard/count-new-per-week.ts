import type { WeekCount } from "@shared/schemas/dashboard-charts";
import { count, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { investmentInterests, startupIdeas } from "../../db/schema";

type SubmissionTable = typeof startupIdeas | typeof investmentInterests;

/**
 * New records per week since `firstMonday` (YYYY-MM-DD, midnight in `timeZone`), keyed by the
 * week's Monday. The range condition on created_at lets the created_at index limit the scan to
 * the weeks charted, however old the table; the database cuts the weeks in the zone, so a
 * record from Sunday 23:30 in Detroit counts in its week whatever the UTC date.
 */
async function countPerWeek(
  db: Database,
  table: SubmissionTable,
  firstMonday: string,
  timeZone: string,
): Promise<Map<string, number>> {
  const weekOf = sql<string>`to_char(date_trunc('week', ${table.createdAt} at time zone ${timeZone}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ weekStart: weekOf, count: count() })
    .from(table)
    .where(gte(table.createdAt, sql`(${firstMonday}::date::timestamp at time zone ${timeZone})`))
    // By position: the week expression carries parameters, which GROUP BY cannot repeat.
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.weekStart, row.count]));
}

/** New ideas and new interests in each of the weeks starting on `mondays` (oldest first). */
export async function countNewPerWeek(
  db: Database,
  mondays: string[],
  timeZone: string,
): Promise<WeekCount[]> {
  const [firstMonday] = mondays;
  if (!firstMonday) return [];
  const [ideas, interests] = await Promise.all([
    countPerWeek(db, startupIdeas, firstMonday, timeZone),
    countPerWeek(db, investmentInterests, firstMonday, timeZone),
  ]);
  return mondays.map((weekStart) => ({
    weekStart,
    startupIdeas: ideas.get(weekStart) ?? 0,
    investmentInterests: interests.get(weekStart) ?? 0,
  }));
}

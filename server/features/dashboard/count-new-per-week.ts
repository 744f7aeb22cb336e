import type { WeekCount } from "@shared/schemas/dashboard-charts";
import type { Database } from "../../db/client";
import { countPerWeek } from "../submissions/submission-counts";

/**
 * New ideas and new interests in each of the weeks starting on `mondays` (oldest first), from
 * the daily counts (ADR 026): a day is the creation date in the site's time zone, so a record
 * from Sunday 23:30 in Detroit counts in its week whatever the UTC date.
 */
export async function countNewPerWeek(db: Database, mondays: string[]): Promise<WeekCount[]> {
  const [firstMonday] = mondays;
  if (!firstMonday) return [];
  const weeks = await countPerWeek(db, ["startup_idea", "investment_interest"], firstMonday);
  return mondays.map((weekStart) => ({
    weekStart,
    startupIdeas: weeks.get("startup_idea")?.get(weekStart) ?? 0,
    investmentInterests: weeks.get("investment_interest")?.get(weekStart) ?? 0,
  }));
}

import { site } from "@shared/config/site";
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { rowsOf } from "../../server/db/rows";

/*
 * Records created around midnights, and what the daily counts (ADR 026) should hold for them
 * in a given zone by the JavaScript clock, for the tests of the company time zone (ADR 012).
 */

/** A zone whose midnights are not site.timeZone's, to see the counts move with the zone. */
export const OTHER_ZONE =
  (site.timeZone as string) === "Asia/Tokyo" ? "Pacific/Honolulu" : "Asia/Tokyo";

/** Every three hours over two days: some instants fall either side of midnight in any zone. */
export const INSTANTS = Array.from(
  { length: 16 },
  (_, index) => new Date(Date.UTC(2026, 0, 14, 1 + 3 * index, 30)),
);

/** The calendar date (YYYY-MM-DD) an instant falls on in `timeZone`, by the JavaScript clock. */
const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);

type Kind = "startup_idea" | "investment_interest";

/** What the daily counts should hold for these records: "kind day" → how many. */
export function expectedCounts(records: { kind: Kind; createdAt: Date }[], timeZone: string) {
  const counts: Record<string, number> = {};
  for (const { kind, createdAt } of records) {
    const key = `${kind} ${dayIn(createdAt, timeZone)}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The daily counts as the chart reads them: folded rows plus changes not folded yet. */
export async function countsByDay(db: Database) {
  const rows = await rowsOf<{ kind: string; day: string; count: number }>(
    db,
    sql`select kind, day::text as day, sum(count)::integer as count from (
          select kind, day, count from submission_daily_counts
          union all select kind, day, delta from submission_day_changes
        ) as all_counts group by kind, day having sum(count) <> 0`,
  );
  return Object.fromEntries(rows.map((row) => [`${row.kind} ${row.day}`, row.count]));
}

/**
 * Inserts an idea and an interest created at each instant; answers the ideas' ids. Plain SQL
 * naming only the columns every release has, so it also fills a database of an older release.
 */
export async function insertRecords(db: Database, instants: Date[]) {
  const ids: number[] = [];
  for (const [index, createdAt] of instants.entries()) {
    const name = `Person ${index}`;
    const email = `p${index}@farm.example`;
    const at = createdAt.toISOString();
    const [idea] = await rowsOf<{ id: number }>(
      db,
      sql`insert into startup_ideas (name, email, idea, sector, stage, created_at)
        values (${name}, ${email}, 'Hedgerows that pay rent', 'Biotech', 'Other', ${at}) returning id`,
    );
    await db.execute(
      sql`insert into investment_interests (name, email, sectors, investment_amount, created_at)
        values (${name}, ${email}, '{robotics}', '$25,000+', ${at})`,
    );
    if (idea) ids.push(Number(idea.id));
  }
  return ids;
}

/** An idea and an interest created at each instant. */
export const both = (instants: Date[]) => [
  ...instants.map((createdAt) => ({ kind: "startup_idea" as const, createdAt })),
  ...instants.map((createdAt) => ({ kind: "investment_interest" as const, createdAt })),
];

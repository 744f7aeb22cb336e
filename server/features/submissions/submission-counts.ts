import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { submissionCountChanges, submissionCounts, submissionDailyCounts } from "../../db/schema";
import type { ResolvedFilter } from "./submission-query";
import type { SubmissionSource } from "./submission-source";

/**
 * Counts read from the maintained counts (ADR 026) instead of counting a table: the folded
 * rows of `submission_counts` plus the changes appended since. Both are read by one statement,
 * so a fold running meanwhile is seen wholly or not at all.
 */

/** The counted values a breakdown can group by. */
export type CountedValue = "status" | "choice" | "stage" | "owner";

/** Folded counts and pending changes of one kind, as one relation (`counted`). */
function counted(kind: SubmissionSource["activitySubject"]) {
  return sql`(
    select ${submissionCounts.status} as status, ${submissionCounts.choice} as choice,
      ${submissionCounts.stage} as stage, ${submissionCounts.owner} as owner, ${submissionCounts.count} as n
    from ${submissionCounts} where ${submissionCounts.kind} = ${kind}
    union all
    select ${submissionCountChanges.status}, ${submissionCountChanges.choice},
      ${submissionCountChanges.stage}, ${submissionCountChanges.owner}, ${submissionCountChanges.delta}
    from ${submissionCountChanges} where ${submissionCountChanges.kind} = ${kind}
  ) as counted`;
}

/** The condition on `counted` that matches a list filter other than a text search. */
function countedCondition(filter: Exclude<ResolvedFilter, { kind: "search" }> | null): SQL {
  if (!filter) return sql`true`;
  switch (filter.kind) {
    case "status":
      return sql`status = ${filter.status}`;
    case "choice":
      return filter.values.length === 0
        ? sql`false`
        : sql`choice in (${sql.join(
            filter.values.map((value) => sql`${value}`),
            sql`, `,
          )})`;
    case "assignee":
      return sql`owner = ${filter.assignee ?? 0}`;
  }
}

/** Both drivers answer { rows }; Drizzle's generic result type does not say so. */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** How many records of `source` a list filter (not a text search) matches. */
export async function countMatching(
  db: Database,
  source: SubmissionSource,
  filter: Exclude<ResolvedFilter, { kind: "search" }> | null,
): Promise<number> {
  const [row] = await rowsOf<{ total: string | number | null }>(
    db,
    sql`select sum(n) as total from ${counted(source.activitySubject)} where ${countedCondition(filter)}`,
  );
  return Number(row?.total ?? 0);
}

/** How many records hold each combination of the named values (the dashboard's breakdowns). */
export function countCombinations<Name extends CountedValue>(
  db: Database,
  kind: SubmissionSource["activitySubject"],
  values: readonly Name[],
): Promise<(Record<Name, string | number> & { count: number })[]> {
  const columns = sql.raw(values.join(", "));
  return rowsOf(
    db,
    sql`select ${columns}, sum(n)::integer as count from ${counted(kind)} group by ${columns} having sum(n) <> 0`,
  );
}

/** New records of `kind` per week (by Monday, YYYY-MM-DD) from `firstMonday` on. */
export async function countPerWeek(
  db: Database,
  kind: SubmissionSource["activitySubject"],
  firstMonday: string,
): Promise<Map<string, number>> {
  const rows = await rowsOf<{ week: string; count: number }>(
    db,
    sql`select to_char(date_trunc('week', day), 'YYYY-MM-DD') as week, sum(n)::integer as count
        from (
          select ${submissionDailyCounts.day} as day, ${submissionDailyCounts.count} as n
          from ${submissionDailyCounts}
          where ${submissionDailyCounts.kind} = ${kind} and ${submissionDailyCounts.day} >= ${firstMonday}::date
          union all
          select ${submissionCountChanges.day}, ${submissionCountChanges.delta}
          from ${submissionCountChanges}
          where ${submissionCountChanges.kind} = ${kind} and ${submissionCountChanges.day} >= ${firstMonday}::date
        ) as days
        group by 1`,
  );
  return new Map(rows.map((row) => [row.week, Number(row.count)]));
}

/** The most changes one fold moves, so a fold stays short after a bulk write. */
const FOLD_BATCH = 50_000;

/**
 * Moves pending changes into the counts, in one statement: the changes it takes are deleted
 * and added to their rows. Changes another instance is folding are skipped, so each is folded
 * once. Returns how many change rows it moved.
 */
export async function foldCountChanges(db: Database): Promise<number> {
  const rows = await rowsOf<{ moved: number }>(
    db,
    sql`with moved as (
          delete from ${submissionCountChanges}
          where ${submissionCountChanges.id} in (
            select ${submissionCountChanges.id} from ${submissionCountChanges}
            order by ${submissionCountChanges.id} limit ${FOLD_BATCH} for update skip locked
          )
          returning kind, status, choice, stage, owner, day, delta
        ),
        combinations as (
          insert into ${submissionCounts} (kind, status, choice, stage, owner, count)
          select kind, status, choice, stage, owner, sum(delta) from moved
          group by kind, status, choice, stage, owner
          on conflict (kind, status, choice, stage, owner)
          do update set count = ${submissionCounts.count} + excluded.count
        ),
        days as (
          insert into ${submissionDailyCounts} (kind, day, count)
          select kind, day, sum(delta) from moved group by kind, day
          on conflict (kind, day) do update set count = ${submissionDailyCounts.count} + excluded.count
        )
        select count(*)::integer as moved from moved`,
  );
  return Number(rows[0]?.moved ?? 0);
}

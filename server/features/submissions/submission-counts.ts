import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { isLockTimeout } from "../../db/constraint-violation";
import { rowsOf } from "../../db/rows";
import {
  submissionCountChanges,
  submissionCounts,
  submissionDailyCounts,
  submissionDayChanges,
} from "../../db/schema";
import type { ResolvedFilter } from "./submission-query";
import type { SubmissionSource } from "./submission-source";

/**
 * Counts read from the maintained counts (ADR 026) instead of counting a table: the folded
 * rows of `submission_counts` plus the changes appended since. Both are read by one statement,
 * so a fold running meanwhile is seen wholly or not at all.
 */

/**
 * What the maintained counts count: each kind of submission, and the industry codes the
 * interests hold (`interest_sector`: a row per code an interest holds, by status; the choice is
 * the code), which "Matching backers" totals (contract §18).
 */
export type CountedKind = SubmissionSource["activitySubject"] | "interest_sector";

/** The counted values a breakdown can group by. */
export type CountedValue = "status" | "choice" | "stage" | "owner";

/** The kinds as a list for `in (…)`. */
const kindList = (kinds: readonly CountedKind[]) =>
  sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );

/** Folded counts and pending changes of some kinds, as one relation (`counted`). */
function counted(...kinds: readonly CountedKind[]) {
  return sql`(
    select ${submissionCounts.kind} as kind, ${submissionCounts.status} as status,
      ${submissionCounts.choice} as choice, ${submissionCounts.stage} as stage,
      ${submissionCounts.owner} as owner, ${submissionCounts.count} as n
    from ${submissionCounts} where ${submissionCounts.kind} in (${kindList(kinds)})
    union all
    select ${submissionCountChanges.kind}, ${submissionCountChanges.status}, ${submissionCountChanges.choice},
      ${submissionCountChanges.stage}, ${submissionCountChanges.owner}, ${submissionCountChanges.delta}
    from ${submissionCountChanges} where ${submissionCountChanges.kind} in (${kindList(kinds)})
  ) as counted`;
}

/** A list filter the maintained counts answer: not a text search, unread messages, a tag nor staleness. */
export type CountedFilter = Exclude<
  ResolvedFilter,
  { kind: "search" | "unread" | "tag" | "stale" }
>;

/** The condition on `counted` that matches a list filter other than a text search. */
function countedCondition(filter: CountedFilter | null): SQL {
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

/** How many records of `source` a list filter (not a text search) matches. */
export async function countMatching(
  db: Database,
  source: SubmissionSource,
  filter: CountedFilter | null,
): Promise<number> {
  const [row] = await rowsOf<{ total: string | number | null }>(
    db,
    sql`select sum(n) as total from ${counted(source.activitySubject)} where ${countedCondition(filter)}`,
  );
  return Number(row?.total ?? 0);
}

/**
 * How many records of `kind` not archived hold one of these choices (contract §18: an
 * interest's matching ideas, the ideas in its sectors; an idea's matching backers, the
 * interests holding its code as `interest_sector`).
 */
export async function countOpenWithChoice(
  db: Database,
  kind: CountedKind,
  values: readonly string[],
): Promise<number> {
  const [row] = await rowsOf<{ total: string | number | null }>(
    db,
    sql`select sum(n) as total from ${counted(kind)}
        where status <> 'archived' and ${countedCondition({ kind: "choice", values: [...values] })}`,
  );
  return Number(row?.total ?? 0);
}

/**
 * For each of `kinds`, how many records hold each value of each of the named values, counted
 * apart (the dashboard's breakdowns), in one statement: one grouping set per kind and named
 * value, so the answer is a row per value held (tens), not a row per combination of them
 * (thousands at a million records, each sent and parsed). `held` is the value as text; a value
 * no record holds is left out.
 */
export function countEachValue<
  Kind extends SubmissionSource["activitySubject"],
  Name extends CountedValue,
>(
  db: Database,
  kinds: readonly Kind[],
  values: readonly Name[],
): Promise<{ kind: Kind; value: Name; held: string; count: number }[]> {
  const which = values.map((value) => `when grouping(${value}) = 0 then '${value}'`).join(" ");
  // Every counted value is NOT NULL: in each row, the one its set groups by is the one not null.
  const held = values.map((value) => `${value}::text`).join(", ");
  const sets = values.map((value) => `(kind, ${value})`).join(", ");
  return rowsOf(
    db,
    sql`select kind, case ${sql.raw(which)} end as value, coalesce(${sql.raw(held)}) as held,
          sum(n)::integer as count
        from ${counted(...kinds)} group by grouping sets (${sql.raw(sets)}) having sum(n) <> 0`,
  );
}

/**
 * New records of each of `kinds` per week (by Monday, YYYY-MM-DD) from `firstMonday` on, in one
 * statement.
 */
export async function countPerWeek<Kind extends SubmissionSource["activitySubject"]>(
  db: Database,
  kinds: readonly Kind[],
  firstMonday: string,
): Promise<Map<Kind, Map<string, number>>> {
  const rows = await rowsOf<{ kind: Kind; week: string; count: number }>(
    db,
    sql`select kind, to_char(date_trunc('week', day), 'YYYY-MM-DD') as week, sum(n)::integer as count
        from (
          select ${submissionDailyCounts.kind} as kind, ${submissionDailyCounts.day} as day,
            ${submissionDailyCounts.count} as n
          from ${submissionDailyCounts}
          where ${submissionDailyCounts.kind} in (${kindList(kinds)}) and ${submissionDailyCounts.day} >= ${firstMonday}::date
          union all
          select ${submissionDayChanges.kind}, ${submissionDayChanges.day}, ${submissionDayChanges.delta}
          from ${submissionDayChanges}
          where ${submissionDayChanges.kind} in (${kindList(kinds)}) and ${submissionDayChanges.day} >= ${firstMonday}::date
        ) as days
        group by 1, 2`,
  );
  const weeks = new Map(kinds.map((kind) => [kind, new Map<string, number>()]));
  for (const row of rows) weeks.get(row.kind)?.set(row.week, Number(row.count));
  return weeks;
}

/** The most change rows one statement of a fold moves, so each stays short after a bulk write. */
const FOLD_BATCH = 10_000;
/**
 * Statements per fold and kind of change at most: a million changes (an import, a restore)
 * are folded in one look of the worker, about 100 short statements, so that the lists are
 * fast again within seconds (issue 26); a stopping worker ends the fold between statements.
 */
const FOLD_ROUNDS = 100;
/**
 * A fold that moved this many changes leaves as many dead rows in the change tables, which
 * every count reads until they are vacuumed: such a fold vacuums them at once rather than
 * waiting for autovacuum (a minute or more, and lists 2–5× slower meanwhile).
 */
export const VACUUM_AFTER_FOLDING = 10_000;

/** Takes up to FOLD_BATCH change rows of `changes` no other fold holds, deleting them. */
function takeChanges(changes: typeof submissionCountChanges | typeof submissionDayChanges) {
  return sql`delete from ${changes} where ${changes.id} in (
      select ${changes.id} from ${changes} order by ${changes.id} limit ${FOLD_BATCH} for update skip locked
    )`;
}

/** One statement: a batch of combination changes added to their rows. */
async function foldCombinations(db: Database) {
  const [row] = await rowsOf<{ moved: number }>(
    db,
    sql`with moved as (${takeChanges(submissionCountChanges)} returning kind, status, choice, stage, owner, delta),
        added as (
          insert into ${submissionCounts} (kind, status, choice, stage, owner, count)
          select kind, status, choice, stage, owner, sum(delta) from moved
          group by kind, status, choice, stage, owner
          on conflict (kind, status, choice, stage, owner)
          do update set count = ${submissionCounts.count} + excluded.count
        )
        select count(*)::integer as moved from moved`,
  );
  return Number(row?.moved ?? 0);
}

/** One statement: a batch of day changes added to their days. */
async function foldDays(db: Database) {
  const [row] = await rowsOf<{ moved: number }>(
    db,
    sql`with moved as (${takeChanges(submissionDayChanges)} returning kind, day, delta),
        added as (
          insert into ${submissionDailyCounts} (kind, day, count)
          select kind, day, sum(delta) from moved group by kind, day
          on conflict (kind, day) do update set count = ${submissionDailyCounts.count} + excluded.count
        )
        select count(*)::integer as moved from moved`,
  );
  return Number(row?.moved ?? 0);
}

/**
 * From this many pending changes of one kind (a bulk load, an import, a restore), a fold takes
 * them all at once instead of in batches: a million changes then settle in seconds, where
 * batches of row-locked deletes took 17 s per million and left dead rows to vacuum (issue 26).
 */
export const WHOLE_FOLD_FROM = 50_000;

/** Adds every change of a change table to its counts, grouped (a bulk fold's one statement). */
const FOLD_ALL = {
  combinations: sql`insert into ${submissionCounts} (kind, status, choice, stage, owner, count)
      select kind, status, choice, stage, owner, sum(delta) from ${submissionCountChanges}
      group by kind, status, choice, stage, owner
      on conflict (kind, status, choice, stage, owner)
      do update set count = ${submissionCounts.count} + excluded.count`,
  days: sql`insert into ${submissionDailyCounts} (kind, day, count)
      select kind, day, sum(delta) from ${submissionDayChanges} group by kind, day
      on conflict (kind, day) do update set count = ${submissionDailyCounts.count} + excluded.count`,
};

const CHANGE_TABLES = [
  { changes: submissionCountChanges, foldBatch: foldCombinations, foldAll: FOLD_ALL.combinations },
  { changes: submissionDayChanges, foldBatch: foldDays, foldAll: FOLD_ALL.days },
] as const;

async function pendingAtLeast(
  db: Database,
  changes: (typeof CHANGE_TABLES)[number]["changes"],
  atLeast: number,
) {
  const [row] = await rowsOf<{ many: boolean }>(
    db,
    sql`select count(*) >= ${atLeast} as many from (select 1 from ${changes} limit ${atLeast}) as pending`,
  );
  return row?.many === true;
}

/**
 * Every change of a table folded in one transaction that holds the table against writers
 * (a submission's trigger waits for it, a second or two at most), which then empties it by
 * TRUNCATE: no dead rows are left, so nothing needs vacuuming. Readers see the counts before
 * or after, never between. When the table cannot be had within 2 s (a long write holds it),
 * this gives up and the batches fold it instead; any other failure is thrown as it is.
 * Returns how many changes it moved.
 */
async function foldWholeTable(
  db: Database,
  table: (typeof CHANGE_TABLES)[number],
): Promise<number | null> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '2s'`);
      await tx.execute(sql`lock table ${table.changes} in exclusive mode`);
      const [row] = await rowsOf<{ moved: number }>(
        tx,
        sql`select count(*)::integer as moved from ${table.changes}`,
      );
      await tx.execute(table.foldAll);
      await tx.execute(sql`truncate ${table.changes}`);
      return Number(row?.moved ?? 0);
    });
  } catch (error) {
    if (isLockTimeout(error)) return null;
    throw error;
  }
}

/**
 * Moves pending changes into the counts: each statement deletes the changes it takes and adds
 * them to their rows, so a count reads the same before and after. Changes another instance is
 * folding are skipped, so each is folded once. A backlog of WHOLE_FOLD_FROM changes or more is
 * folded whole (foldWholeTable). After a large fold in batches the change tables are vacuumed
 * (VACUUM_AFTER_FOLDING). Returns how many change rows it moved.
 */
export async function foldCountChanges(
  db: Database,
  signal?: AbortSignal,
  options: { wholeFrom?: number } = {},
): Promise<number> {
  const { wholeFrom = WHOLE_FOLD_FROM } = options;
  let moved = 0;
  let movedInBatches = 0;
  for (const table of CHANGE_TABLES) {
    if (signal?.aborted) break;
    if (await pendingAtLeast(db, table.changes, wholeFrom)) {
      const whole = await foldWholeTable(db, table);
      if (whole !== null) {
        moved += whole;
        continue;
      }
    }
    for (let round = 0; round < FOLD_ROUNDS && !signal?.aborted; round++) {
      const batch = await table.foldBatch(db);
      movedInBatches += batch;
      if (batch < FOLD_BATCH) break;
    }
  }
  if (movedInBatches >= VACUUM_AFTER_FOLDING) await vacuumChangeTables(db);
  return moved + movedInBatches;
}

/**
 * Gives the change tables' dead rows back (emptied pages are cut off the end of the file).
 * SKIP_LOCKED: another instance vacuuming them already does the same.
 */
async function vacuumChangeTables(db: Database) {
  await db.execute(sql`vacuum (skip_locked) ${submissionCountChanges}, ${submissionDayChanges}`);
}

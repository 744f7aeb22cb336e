import type { ScorecardKind } from "@shared/schemas/evaluation";
import {
  MENTIONS_WITHIN_DAYS,
  MY_WORK_COUNT_LIMIT,
  MY_WORK_LISTED,
  type MyWork,
  type MyWorkRecord,
  type MyWorkSection,
  STALE_AFTER_DAYS,
} from "@shared/schemas/my-work";
import { and, asc, count, desc, eq, gt, gte, lt, ne, notExists, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { commentMentions, investmentInterests, reviews, startupIdeas } from "../../db/schema";
import { listMentions } from "../submissions/list-mentions";

export const KINDS = [
  { kind: "startup-ideas", table: startupIdeas, reviewColumn: reviews.startupIdeaId },
  {
    kind: "investment-interests",
    table: investmentInterests,
    reviewColumn: reviews.investmentInterestId,
  },
] as const;

export type Kind = (typeof KINDS)[number];
type Table = Kind["table"];

/** One section of Your work: which records, and in what order (the first few are listed). */
type Section = {
  where: (kind: Kind, me: number, now: Date) => SQL | undefined;
  order: (t: Table) => SQL[];
  /** The same order over listed records of both kinds. */
  compare: (a: MyWorkRecord, b: MyWorkRecord) => number;
};

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
const newestFirst = (a: MyWorkRecord, b: MyWorkRecord) => b.createdAt.localeCompare(a.createdAt);

const mine = ({ table: t }: Kind, me: number) =>
  and(eq(t.assigneeId, me), ne(t.status, "archived"));

/**
 * Each walks an index the lists already have: mine along `*_assignee_idx` (my records
 * only), awaiting review along `*_status_idx` with one probe per record into the reviews'
 * unique (record, reviewer) index.
 */
const SECTIONS = {
  assigned: {
    where: (kind, me) => mine(kind, me),
    order: (t) => [desc(t.createdAt), desc(t.id)],
    compare: newestFirst,
  },
  awaitingReview: {
    where: ({ table: t, reviewColumn }, me) =>
      and(
        eq(t.status, "reviewing"),
        notExists(
          sql`(select 1 from ${reviews} where ${reviewColumn} = ${t.id} and ${reviews.reviewerId} = ${me})`,
        ),
      ),
    order: (t) => [asc(t.createdAt), asc(t.id)],
    compare: (a, b) => a.createdAt.localeCompare(b.createdAt),
  },
  stale: {
    where: (kind, me, now) =>
      and(mine(kind, me), lt(kind.table.statusChangedAt, daysBefore(now, STALE_AFTER_DAYS))),
    order: (t) => [asc(t.statusChangedAt), asc(t.id)],
    compare: (a, b) => a.statusChangedAt.localeCompare(b.statusChangedAt),
  },
  unread: {
    where: ({ table: t }, me) => and(eq(t.assigneeId, me), gt(t.unreadMessages, 0)),
    order: (t) => [desc(t.createdAt), desc(t.id)],
    compare: newestFirst,
  },
} satisfies Record<string, Section>;

/** Your work for staff member `me` (issue 23), as of `now`. */
export async function getMyWork(db: Database, me: number, now = new Date()): Promise<MyWork> {
  const [assigned, awaitingReview, stale, unread, mentions] = await Promise.all([
    recordSection(db, "assigned", me, now),
    recordSection(db, "awaitingReview", me, now),
    recordSection(db, "stale", me, now),
    recordSection(db, "unread", me, now),
    mentionSection(db, me, now),
  ]);
  return { assigned, awaitingReview, stale, unread, mentions };
}

/**
 * The two reads of one section for one kind: its first few records in the section's order,
 * and how many there are up to MY_WORK_COUNT_LIMIT.
 */
export function sectionQueries(
  db: Database,
  name: keyof typeof SECTIONS,
  kind: Kind,
  me: number,
  now: Date,
) {
  const section: Section = SECTIONS[name];
  const t = kind.table;
  const where = section.where(kind, me, now);
  return {
    listed: db
      .select({
        id: t.id,
        name: t.name,
        status: t.status,
        createdAt: t.createdAt,
        statusChangedAt: t.statusChangedAt,
        unreadMessages: t.unreadMessages,
      })
      .from(t)
      .where(where)
      .orderBy(...section.order(t))
      .limit(MY_WORK_LISTED),
    counted: cappedCount(db, t, where),
  };
}

async function recordSection(
  db: Database,
  name: keyof typeof SECTIONS,
  me: number,
  now: Date,
): Promise<MyWorkSection<MyWorkRecord>> {
  const perKind = await Promise.all(
    KINDS.map(async (kind) => {
      const { listed, counted } = sectionQueries(db, name, kind, me, now);
      const [rows, [total]] = await Promise.all([listed, counted]);
      const items = rows.map((row) => ({
        ...row,
        kind: kind.kind as ScorecardKind,
        createdAt: row.createdAt.toISOString(),
        statusChangedAt: row.statusChangedAt.toISOString(),
      }));
      return { items, counted: total?.n ?? 0 };
    }),
  );
  const total = perKind.reduce((sum, each) => sum + each.counted, 0);
  return {
    count: Math.min(total, MY_WORK_COUNT_LIMIT),
    capped: total >= MY_WORK_COUNT_LIMIT,
    items: perKind
      .flatMap((each) => each.items)
      .sort(SECTIONS[name].compare)
      .slice(0, MY_WORK_LISTED),
  };
}

/** How many rows of `table` match, reading at most MY_WORK_COUNT_LIMIT of them. */
function cappedCount(db: Database, table: PgTable, where: SQL | undefined) {
  const matching = db
    .select({ one: sql`1`.as("one") })
    .from(table)
    .where(where)
    .limit(MY_WORK_COUNT_LIMIT)
    .as("matching");
  return db.select({ n: count() }).from(matching);
}

async function mentionSection(db: Database, me: number, now: Date) {
  const since = daysBefore(now, MENTIONS_WITHIN_DAYS);
  const [mentions, [counted]] = await Promise.all([
    listMentions(db, { mentionedIds: [me], since, limit: MY_WORK_LISTED }),
    cappedCount(
      db,
      commentMentions,
      and(eq(commentMentions.mentionedId, me), gte(commentMentions.createdAt, since)),
    ),
  ]);
  const total = counted?.n ?? 0;
  return {
    count: total,
    capped: total >= MY_WORK_COUNT_LIMIT,
    items: mentions.map(({ commentId, record, author, createdAt }) => ({
      commentId,
      record,
      author,
      createdAt: createdAt.toISOString(),
    })),
  };
}

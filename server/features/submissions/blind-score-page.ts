import type { ListCursor, SortDirection } from "@shared/schemas/admin-lists";
import { and, asc, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { reviews } from "../../db/schema";
import type { SubmissionSource } from "./submission-source";
import { reviewRecordColumn } from "./visible-score";

type Page = {
  direction: SortDirection;
  /** The list's filter, if any. */
  where: SQL | undefined;
  reviewerId: number;
  limit: number;
  offset: number;
  cursor: ListCursor | null;
};

type Columns = Record<string, PgColumn | SQL>;
/** Where a segment starts: strictly beyond this key in the direction it is walked. */
type Bound = { score: number; id: number } | { id: number };

const beyond = (walk: SortDirection) => (walk === "asc" ? sql`>` : sql`<`);
const flip = (direction: SortDirection): SortDirection => (direction === "asc" ? "desc" : "asc");

/**
 * One page of a list sorted by score as a reviewer sees it (ADR 037). Blind to the scores of
 * records they have not reviewed, their order is two segments: the records they reviewed that
 * have a score, by score ("own", few, walked along their reviews in score order), then every
 * other record by id ("rest", walked along the primary key). That is exactly the order of the
 * score sort key for a reviewer (submission-query.ts), read without working the key out for
 * every row of the table. Keyset pages hold: a cursor record is found in its segment first.
 */
export async function blindScorePage<Row extends Record<string, unknown>>(
  db: Database,
  source: SubmissionSource,
  columns: Columns,
  page: Page,
): Promise<Row[]> {
  const { table } = source;
  const record = reviewRecordColumn(source);
  const { direction, where, reviewerId, limit } = page;

  const own = async (walk: SortDirection, count: number, bound?: Bound): Promise<Row[]> => {
    if (count <= 0) return [];
    const by = walk === "asc" ? asc : desc;
    const from =
      bound && "score" in bound
        ? sql`(${reviews.recordScore}, ${record}) ${beyond(walk)} (${bound.score}::double precision, ${bound.id})`
        : undefined;
    const rows = await db
      .select(columns)
      .from(reviews)
      .innerJoin(table, eq(table.id, record))
      .where(
        and(
          eq(reviews.reviewerId, reviewerId),
          isNotNull(record),
          isNotNull(reviews.recordScore),
          where,
          from,
        ),
      )
      .orderBy(by(reviews.recordScore), by(record))
      .limit(count);
    return rows as Row[];
  };

  const rest = async (walk: SortDirection, count: number, bound?: Bound): Promise<Row[]> => {
    if (count <= 0) return [];
    const by = walk === "asc" ? asc : desc;
    const notOwn = sql`not exists (select 1 from ${reviews} where ${record} = ${table.id} and ${reviews.reviewerId} = ${reviewerId} and ${reviews.recordScore} is not null)`;
    const from = bound ? sql`${table.id} ${beyond(walk)} ${bound.id}` : undefined;
    const rows = await db
      .select(columns)
      .from(table)
      .where(and(where, notOwn, from))
      .orderBy(by(table.id))
      .limit(count);
    return rows as Row[];
  };

  const { cursor } = page;
  if (!cursor) {
    const wanted = page.offset + limit;
    const first = await own(direction, wanted);
    const second = await rest(direction, wanted - first.length);
    return [...first, ...second].slice(page.offset, wanted);
  }
  const bound = await cursorBound(db, source, reviewerId, cursor.id);
  if (!bound) return [];
  if (cursor.from === "after") {
    if ("score" in bound) {
      const first = await own(direction, limit, bound);
      return [...first, ...(await rest(direction, limit - first.length))];
    }
    return rest(direction, limit, bound);
  }
  // Before the cursor: walked backwards from it, then turned around.
  const back = flip(direction);
  if ("score" in bound) return (await own(back, limit, bound)).reverse();
  const later = await rest(back, limit, bound);
  return [...later, ...(await own(back, limit - later.length))].reverse();
}

/** The cursor record's place: its score in the own segment, its id in the rest, or gone. */
async function cursorBound(
  db: Database,
  source: SubmissionSource,
  reviewerId: number,
  id: number,
): Promise<Bound | undefined> {
  const [found] = await db
    .select({ id: source.table.id, score: reviews.recordScore })
    .from(source.table)
    .leftJoin(
      reviews,
      and(eq(reviewRecordColumn(source), source.table.id), eq(reviews.reviewerId, reviewerId)),
    )
    .where(eq(source.table.id, id));
  if (!found) return undefined;
  return found.score === null ? { id } : { score: found.score, id };
}

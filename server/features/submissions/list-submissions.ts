import type { SubmissionListQuery } from "@shared/schemas/admin-lists";
import { byTagName, type Tag } from "@shared/schemas/tags";
import { and, count, inArray, type SQL, sql } from "drizzle-orm";
import { type PgColumn, PgTimestamp } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { blindScorePage } from "./blind-score-page";
import { isoTimestamp } from "./csv";
import { countTagged, tagsOfListedRecord } from "./record-tags";
import { countMatching } from "./submission-counts";
import {
  beyondRecord,
  filterCondition,
  ordering,
  type Resolved,
  reversed,
} from "./submission-query";
import type { SubmissionSource } from "./submission-source";
import { roundScore, visibleScore } from "./visible-score";

/**
 * A text search counts its matches up to this many (ADR 026): a common word matches most of a
 * large table, and counting every match would read it all. Past it the list says "more than".
 * The stale filter (contract §14) is counted the same way.
 */
export const SEARCH_COUNT_LIMIT = 1_000;

/**
 * One page of a submission list, and how many rows match in all (X-Total-Count): from the
 * maintained counts, or for a text search up to SEARCH_COUNT_LIMIT (`totalCapped` when more
 * match). Each row carries its tags, read in the page's statement.
 */
export async function listSubmissions(
  db: Database,
  source: SubmissionSource,
  query: Resolved<SubmissionListQuery>,
) {
  const listed = await listSubmissionRows(db, source, query);
  for (const row of listed.rows) row.tags.sort(byTagName);
  return listed;
}

/**
 * A list row's columns, built once per kind: the summary's, its timestamps written by the
 * database as JSON writes them (toISOString's form), and its tags. Making a Date of each
 * timestamp and JSON text of it again had been a tenth of a list read's CPU.
 */
const listedColumnsOf = new WeakMap<SubmissionSource, Record<string, PgColumn | SQL>>();
function listedColumns(source: SubmissionSource) {
  let columns = listedColumnsOf.get(source);
  if (!columns) {
    columns = {
      ...Object.fromEntries(
        Object.entries(source.summaryColumns).map(([name, column]) => [
          name,
          column instanceof PgTimestamp ? isoTimestamp(column) : column,
        ]),
      ),
      tags: tagsOfListedRecord(source),
    };
    listedColumnsOf.set(source, columns);
  }
  return columns;
}

async function listSubmissionRows(
  db: Database,
  source: SubmissionSource,
  query: Resolved<SubmissionListQuery>,
) {
  const { filter, cursor } = query;
  const where = filterCondition(source, filter);
  const backwards = cursor?.from === "before";
  const sight = query.scoreSight ?? "none";
  // The score as this reader may see it (contract §14: blind until they have reviewed).
  const columns = { ...listedColumns(source), score: visibleScore(source, sight) };
  type Row = { id: number; score: number | null; tags: Tag[] } & Record<string, unknown>;
  const scored = (rows: object[]) =>
    (rows as Row[]).map((row) => ({ ...row, score: roundScore(row.score) }));
  /** The rows with these ids, in the ids' order: a page chosen by id first. */
  const rowsInOrder = async (reader: Database, ids: number[]) => {
    if (ids.length === 0) return [];
    const found = await reader
      .select(columns)
      .from(source.table)
      .where(inArray(source.table.id, ids))
      .then(scored);
    const byId = new Map(found.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  };
  const page = async (reader: Database) => {
    if (query.sort === "score" && typeof sight === "object" && filter?.kind !== "search") {
      const blind = { ...query, where, reviewerId: sight.reviewerId };
      if (query.offset === 0) return scored(await blindScorePage(reader, source, columns, blind));
      // Past an offset the skipped rows are read too: only their ids.
      const chosen = await blindScorePage<{ id: number }>(
        reader,
        source,
        { id: source.table.id },
        blind,
      );
      return rowsInOrder(
        reader,
        chosen.map((row) => row.id),
      );
    }
    const order = ordering(source, backwards ? reversed(query) : query);
    const within = cursor ? and(where, beyondRecord(source, query, cursor)) : where;
    const page = reader.select(columns).from(source.table);
    // PostgreSQL writes a row's selected expressions (its tags, its timestamps as text) before
    // an offset skips it: a page past an offset, like a tag's (ADR 035), is chosen by id from
    // the indexes first, and only its own rows are read.
    const rows =
      filter?.kind === "tag" || query.offset > 0
        ? await page
            .where(inArray(source.table.id, pageIds(reader, source, within, order, query)))
            .orderBy(...order)
        : await page
            .where(within)
            .orderBy(...order)
            .limit(query.limit);
    return scored(backwards ? rows.reverse() : rows);
  };
  if (filter?.kind !== "search") {
    const [rows, counted] = await Promise.all([page(db), countFiltered(db, source, filter, where)]);
    return { rows, ...counted };
  }
  // A text search is an ILIKE over name, e-mail and text, which the trigram index serves in a
  // few milliseconds. The planner's costs rate a sequential scan cheaper, and on embedded PGlite
  // (WebAssembly) that scan takes 80 ms for 10,000 ideas; here it is told to use the index.
  const { matches, rows } = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const reader = tx as unknown as Database;
    const counted = reader
      .select({ id: source.table.id })
      .from(source.table)
      .where(where)
      // In the page's order, so that a common word is counted along the path the page walks.
      .orderBy(...ordering(source, query))
      .limit(SEARCH_COUNT_LIMIT + 1);
    if (cursor || query.offset + query.limit > SEARCH_COUNT_LIMIT) {
      const [rows, [total]] = await Promise.all([
        page(reader),
        reader.select({ n: count() }).from(counted.as("matches")),
      ]);
      return { matches: total?.n ?? 0, rows };
    }
    // Within the counted matches: one index scan gives both the count and the page's ids.
    const ids = (await counted).map((match) => match.id);
    const rows = await rowsInOrder(reader, ids.slice(query.offset, query.offset + query.limit));
    return { matches: ids.length, rows };
  });
  return {
    rows,
    total: Math.min(matches, SEARCH_COUNT_LIMIT),
    totalCapped: matches > SEARCH_COUNT_LIMIT,
  };
}

/**
 * The ids of a tag filter's page, chosen from the indexes alone (ADR 035): a common tag walks
 * the sort's index and probes the tag's, a rare one looks each of its records up in the sort
 * keys' covering index, and only the page's rows are read from the table afterwards. Reading
 * whole rows while choosing fetched a table row per record examined: about 1,000 for a tag on
 * one idea in a thousand, 500 for one in ten sorted by name, most of them for nothing.
 */
function pageIds(
  reader: Database,
  source: SubmissionSource,
  where: SQL | undefined,
  order: SQL[],
  query: { limit: number; offset: number },
) {
  return reader
    .select({ id: source.table.id })
    .from(source.table)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
}

/**
 * How many records a list other than a text search holds, each filter from where it is
 * cheapest to read: the maintained counts, a tag's own count, the unread records' partial
 * index, or for staleness a count up to SEARCH_COUNT_LIMIT.
 */
async function countFiltered(
  db: Database,
  source: SubmissionSource,
  filter: Exclude<Resolved<SubmissionListQuery>["filter"], { kind: "search" }>,
  where: SQL | undefined,
): Promise<{ total: number; totalCapped: boolean }> {
  switch (filter?.kind) {
    case "unread": {
      // Few records wait to be read at any time: the partial index counts them directly.
      const [counted] = await db.select({ n: count() }).from(source.table).where(where);
      return { total: counted?.n ?? 0, totalCapped: false };
    }
    case "tag":
      return { total: await countTagged(db, source, filter.tagId), totalCapped: false };
    case "stale": {
      // Staleness moves with the clock, so no maintained count holds it, and a long-quiet
      // inbox may hold a million stale records: like a search, it is counted up to
      // SEARCH_COUNT_LIMIT, along the stale index (ADR 036).
      const matching = db
        .select({ id: source.table.id })
        .from(source.table)
        .where(where)
        .limit(SEARCH_COUNT_LIMIT + 1)
        .as("matching");
      const [counted] = await db.select({ n: count() }).from(matching);
      const matches = counted?.n ?? 0;
      return {
        total: Math.min(matches, SEARCH_COUNT_LIMIT),
        totalCapped: matches > SEARCH_COUNT_LIMIT,
      };
    }
    default:
      return { total: await countMatching(db, source, filter), totalCapped: false };
  }
}

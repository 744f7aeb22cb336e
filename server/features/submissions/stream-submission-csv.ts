import type { SubmissionExportQuery } from "@shared/schemas/admin-lists";
import { and, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { csvRow } from "./csv";
import {
  afterCursor,
  cursorKey,
  filterCondition,
  type KeysetCursor,
  ordering,
  type Resolved,
} from "./submission-query";
import type { SubmissionSource } from "./submission-source";
import { visibleScore } from "./visible-score";

/** One record as read: its id and sort key (the next batch's cursor), then its cells. */
type ExportRow = { id: number; cursor_key: string } & Record<string, string | number | null>;

/**
 * The score (two decimals, empty where there is none or the reader is blind to it, contract
 * §14) and the number of reviews, after the kind's own columns.
 */
function reviewCsvColumns(source: SubmissionSource, query: Resolved<SubmissionExportQuery>) {
  const score = visibleScore(source, query.scoreSight ?? "none");
  return [
    { header: "Score", text: sql`to_char(${score}, 'FM999990.00')` },
    { header: "Reviews", text: sql`${source.table.reviewCount}::text` },
  ];
}

/** Rows read per query: memory holds two batches (one sent, the next read), whatever the number of rows. */
export const EXPORT_BATCH_SIZE = 1000;
/**
 * Rows per chunk of text handed on: about 50 kB, small enough for V8's young generation, so each
 * is collected as soon as it is sent. Whole batches (500 kB strings) went to the large-object
 * space, freed only by full collections: a million-row export grew the server's RSS by 127 MB.
 */
const CHUNK_ROWS = 100;

/**
 * Every record the query matches, as CSV text, one batch of rows at a time. Batches
 * are read by keyset (after the last row's sort key and id), which costs the same
 * on every page and works alike on PGlite and node-postgres; the next batch is read while
 * the current one is written and sent, so the database and the server work at once. Reading
 * stops as soon as the consumer stops pulling (a client that disconnects ends the export).
 */
export async function* streamSubmissionCsv(
  db: Database,
  source: SubmissionSource,
  query: Resolved<SubmissionExportQuery>,
): AsyncGenerator<string> {
  const columns = [...source.csvColumns, ...reviewCsvColumns(source, query)];
  yield csvRow(columns.map((column) => column.header));
  const where = filterCondition(source, query.filter);
  // Each cell as text, made by the database, and the rows read as the driver gives them
  // (ADR 026): Drizzle's mapping of each row and Date objects cost more than writing the CSV.
  // Named c0, c1, … in order: unnamed, two to_char columns would share one name.
  const cells = sql.join(
    columns.map((column, index) => sql`${column.text} as ${sql.identifier(`c${index}`)}`),
    sql`, `,
  );
  const order = sql.join(ordering(source, query), sql`, `);
  const readBatch = (cursor: KeysetCursor | undefined) => {
    const condition = cursor ? and(where, afterCursor(source, query, cursor)) : where;
    return rowsOf<ExportRow>(
      db,
      sql`select ${source.table.id} as id, ${cursorKey(source, query)} as cursor_key, ${cells}
          from ${source.table} ${condition ? sql`where ${condition}` : sql``}
          order by ${order} limit ${EXPORT_BATCH_SIZE}`,
    );
  };
  let next = readBatch(undefined);
  try {
    for (;;) {
      const batch = await next;
      const last = batch.at(-1);
      if (!last) return;
      const more = batch.length === EXPORT_BATCH_SIZE;
      if (more) next = readBatch({ key: last.cursor_key, id: last.id });
      for (let start = 0; start < batch.length; start += CHUNK_ROWS) {
        yield batch
          .slice(start, start + CHUNK_ROWS)
          .map((row) => csvRow(Object.values(row).slice(2) as (string | null)[]))
          .join("");
      }
      if (!more) return;
    }
  } finally {
    // A consumer that stopped leaves the batch read ahead unread: its failure is nobody's.
    next.catch(() => {});
  }
}

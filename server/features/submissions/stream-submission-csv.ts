import type { SubmissionExportQuery } from "@shared/schemas/admin-lists";
import { and, getTableColumns } from "drizzle-orm";
import type { Database } from "../../db/client";
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

/** Rows read per query: memory holds one batch, whatever the number of rows. */
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
 * on every page and works alike on PGlite and node-postgres. Reading stops as soon
 * as the consumer stops pulling (a client that disconnects ends the export).
 */
export async function* streamSubmissionCsv(
  db: Database,
  source: SubmissionSource,
  query: Resolved<SubmissionExportQuery>,
): AsyncGenerator<string> {
  yield csvRow(source.csvColumns.map((column) => column.header));
  const where = filterCondition(source, query.filter);
  let cursor: KeysetCursor | undefined;
  for (;;) {
    const batch = await db
      .select({ record: getTableColumns(source.table), cursorKey: cursorKey(source, query) })
      .from(source.table)
      .where(cursor ? and(where, afterCursor(source, query, cursor)) : where)
      .orderBy(...ordering(source, query))
      .limit(EXPORT_BATCH_SIZE);
    const last = batch.at(-1);
    if (!last) return;
    for (let start = 0; start < batch.length; start += CHUNK_ROWS) {
      yield batch
        .slice(start, start + CHUNK_ROWS)
        .map(({ record }) => csvRow(source.csvColumns.map((column) => column.cell(record))))
        .join("");
    }
    if (batch.length < EXPORT_BATCH_SIZE) return;
    cursor = { key: last.cursorKey, id: last.record.id };
  }
}

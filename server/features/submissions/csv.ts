import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * RFC 4180 CSV, written by hand: quoting is a few lines, and the export streams rows
 * itself, so a CSV library would add a dependency without removing any code.
 */

/** A cell starting with one of these is run as a formula by spreadsheets (CSV injection). */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;
/** A cell holding one of these must be quoted (RFC 4180 §2.6). */
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_TRIGGER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds), made by the database. */
export const isoTimestamp = (column: PgColumn): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

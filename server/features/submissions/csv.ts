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

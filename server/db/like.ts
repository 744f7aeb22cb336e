import { type SQL, sql } from "drizzle-orm";

/**
 * `expression` contains `text`, case-insensitively. The user's text is matched literally:
 * LIKE's wildcards and its escape character are escaped. Written as `(expression) ilike …`
 * so that a trigram index built on the same expression can serve it.
 */
export function containsText(expression: SQL, text: string): SQL {
  return sql`(${expression}) ilike ${`%${escapeLike(text)}%`}`;
}

/** `text` as a LIKE pattern that matches it literally: `%`, `_` and `\` are escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

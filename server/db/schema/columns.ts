import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, customType, timestamp } from "drizzle-orm/pg-core";

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** The columns a helper reads, by their property names. */
export type Columns<Name extends string> = Record<Name, AnyPgColumn>;

/** `'a', 'b'`: a list of values as SQL string literals (for a CHECK or an array literal). */
export const quotedList = (values: readonly string[]) =>
  values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");

/**
 * `column in ('a', 'b', …)`, from the list the code knows the values by (a CHECK's
 * condition), so the database allows exactly what the shared schema names.
 */
export const isOneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(quotedList(values))})`;

/** Binary data, read and written as a Node Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

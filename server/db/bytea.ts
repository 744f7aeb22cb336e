import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/*
 * Binary data crosses the driver as base64 text, encoded and decoded by the database: both
 * drivers' own bytea handling is far slower (PGlite took 2.2 s to send 10 MB as a parameter
 * and 0.9 s to read it back, against 0.2 s and 0.08 s as base64), and PGlite works on the
 * server's own thread.
 */

/** `bytes` as a value to insert into a bytea column. */
export const byteaValue = (bytes: Buffer): SQL =>
  sql`decode(${bytes.toString("base64")}, 'base64')`;

/** A bytea column selected as base64 text; `fromBase64` makes it bytes again. */
export const byteaAsBase64 = (column: AnyPgColumn) => sql<string>`encode(${column}, 'base64')`;

/** PostgreSQL's base64 breaks lines every 76 characters; Node's decoder skips them. */
export const fromBase64 = (text: string) => Buffer.from(text, "base64");

/**
 * The most bytes of a stored file (an image's original, a pitch deck) one row holds, and one
 * statement writes or reads: a few milliseconds of the embedded database's time, even on a
 * busy small server (ADR 039).
 */
export const PART_BYTES = 256 * 1024;

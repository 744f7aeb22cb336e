import { setImmediate as nextTurn } from "node:timers/promises";
import { and, asc, eq } from "drizzle-orm";
import { byteaAsBase64, byteaValue, fromBase64, PART_BYTES } from "../../db/bytea";
import type { Database } from "../../db/client";
import { deckParts } from "../../db/schema";

/**
 * Between two parts, the event loop gets a turn. Embedded PGlite runs each statement on this
 * thread and answers it without any I/O, so a loop of awaited statements runs as one chain of
 * microtasks: without this, the 84 parts of a 20 MB deck held every other request for the whole
 * loop (ADR 051: 0.4–0.9 s written, 0.2–0.6 s read). On PostgreSQL it costs nothing.
 */
const betweenParts = () => nextTurn();

/**
 * Stores a deck's PDF in parts, each by a statement of its own (ADR 039, ADR 051) and, outside
 * a transaction, committed on its own: other requests' statements run between two parts.
 */
export async function storeDeckFile(db: Database, deckId: string, bytes: Buffer) {
  for (let part = 0; part * PART_BYTES < bytes.length; part++) {
    if (part > 0) await betweenParts();
    const slice = bytes.subarray(part * PART_BYTES, (part + 1) * PART_BYTES);
    await db.insert(deckParts).values({ deckId, part, bytes: byteaValue(slice) });
  }
}

/**
 * A deck's PDF part by part, each read by a statement of its own: clamd and a download get it
 * as it is read, so a 25 MB deck is never held whole for them. Ends early (shorter) when the
 * deck is deleted meanwhile; the caller compares the bytes it got with the deck's size.
 */
export async function* deckFileParts(db: Database, deckId: string): AsyncGenerator<Buffer> {
  const parts = await db
    .select({ part: deckParts.part })
    .from(deckParts)
    .where(eq(deckParts.deckId, deckId))
    .orderBy(asc(deckParts.part));
  for (const [index, { part }] of parts.entries()) {
    if (index > 0) await betweenParts();
    const [row] = await db
      .select({ bytes: byteaAsBase64(deckParts.bytes) })
      .from(deckParts)
      .where(and(eq(deckParts.deckId, deckId), eq(deckParts.part, part)));
    if (!row) return;
    yield fromBase64(row.bytes);
  }
}

/** The whole PDF in one buffer (for making its pages, and the person export); null when gone. */
export async function readDeckFile(db: Database, deckId: string, size: number) {
  const whole = Buffer.allocUnsafe(size);
  let filled = 0;
  for await (const part of deckFileParts(db, deckId)) {
    if (filled + part.length > size) return null;
    part.copy(whole, filled);
    filled += part.length;
  }
  return filled === size ? whole : null;
}

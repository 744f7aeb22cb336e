import { and, asc, eq } from "drizzle-orm";
import { byteaAsBase64, byteaValue, fromBase64, PART_BYTES } from "../../db/bytea";
import type { Database, Transaction } from "../../db/client";
import { mediaParts } from "../../db/schema";

/** Stores an image's original in parts, each by a statement of its own (ADR 039). */
export async function storeOriginal(db: Database | Transaction, mediaId: string, bytes: Buffer) {
  for (let part = 0; part * PART_BYTES < bytes.length; part++) {
    const slice = bytes.subarray(part * PART_BYTES, (part + 1) * PART_BYTES);
    await db.insert(mediaParts).values({ mediaId, part, bytes: byteaValue(slice) });
  }
}

/** An image's original, read part by part; null when there is no such image. */
export async function readOriginal(db: Database, mediaId: string): Promise<Buffer | null> {
  const parts = await db
    .select({ part: mediaParts.part })
    .from(mediaParts)
    .where(eq(mediaParts.mediaId, mediaId))
    .orderBy(asc(mediaParts.part));
  if (parts.length === 0) return null;
  const buffers: Buffer[] = [];
  for (const { part } of parts) {
    const [row] = await db
      .select({ bytes: byteaAsBase64(mediaParts.bytes) })
      .from(mediaParts)
      .where(and(eq(mediaParts.mediaId, mediaId), eq(mediaParts.part, part)));
    // Deleted while it was being read.
    if (!row) return null;
    buffers.push(fromBase64(row.bytes));
  }
  return Buffer.concat(buffers);
}

import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { media } from "../../db/schema";

/** The width and height of the uploaded images `ids` (unknown ids are left out). */
export async function mediaDimensions(
  db: Database,
  ids: string[],
): Promise<Record<string, { width: number; height: number }>> {
  if (ids.length === 0) return {};
  const rows = await db
    .select({ id: media.id, width: media.width, height: media.height })
    .from(media)
    .where(inArray(media.id, ids));
  return Object.fromEntries(rows.map(({ id, ...size }) => [id, size]));
}

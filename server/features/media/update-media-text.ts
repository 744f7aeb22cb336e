import {
  largestMediaUrl,
  type MediaFormat,
  type MediaTextUpdate,
  type UploadedMedia,
} from "@shared/schemas/media";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { media } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { mediaColumns } from "./list-media";

/**
 * Changes an image's alt text or its decorative mark; null when there is no such image.
 * Marking it decorative empties the alt (a decorative image says nothing on purpose); giving
 * it alt text without saying otherwise makes it no longer decorative. The change and its
 * `media_changed` entry share a transaction.
 */
export async function updateMediaText(
  db: Database,
  id: string,
  update: MediaTextUpdate,
  actorId: number | null,
): Promise<UploadedMedia | null> {
  const decorative = update.decorative ?? (update.alt ? false : undefined);
  const alt = decorative ? "" : update.alt;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(media)
      .set({
        ...(alt === undefined ? {} : { alt }),
        ...(decorative === undefined ? {} : { decorative }),
      })
      .where(eq(media.id, id))
      .returning(mediaColumns);
    if (!row) return null;
    await recordActivity(tx, {
      action: "media_changed",
      actorId,
      details: { mediaId: row.id, alt: row.alt, decorative: row.decorative },
    });
    return {
      id: row.id,
      url: largestMediaUrl(row.id, row.width, row.format as MediaFormat),
      width: row.width,
      height: row.height,
      alt: row.alt,
      decorative: row.decorative,
    };
  });
}

import {
  largestMediaUrl,
  type MediaFormat,
  type MediaTextUpdate,
  type UploadedMedia,
} from "@shared/schemas/media";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { media } from "../../db/schema";

/**
 * Changes an image's alt text or its decorative mark; null when there is no such image.
 * Marking it decorative empties the alt (a decorative image says nothing on purpose); giving
 * it alt text without saying otherwise makes it no longer decorative.
 */
export async function updateMediaText(
  db: Database,
  id: string,
  update: MediaTextUpdate,
): Promise<UploadedMedia | null> {
  const decorative = update.decorative ?? (update.alt ? false : undefined);
  const alt = decorative ? "" : update.alt;
  const [row] = await db
    .update(media)
    .set({
      ...(alt === undefined ? {} : { alt }),
      ...(decorative === undefined ? {} : { decorative }),
    })
    .where(eq(media.id, id))
    .returning({
      id: media.id,
      format: media.format,
      width: media.width,
      height: media.height,
      alt: media.alt,
      decorative: media.decorative,
    });
  if (!row) return null;
  return {
    id: row.id,
    url: largestMediaUrl(row.id, row.width, row.format as MediaFormat),
    width: row.width,
    height: row.height,
    alt: row.alt,
    decorative: row.decorative,
  };
}

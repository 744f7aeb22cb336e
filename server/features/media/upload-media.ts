import { largestMediaUrl, type UploadedMedia } from "@shared/schemas/media";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { media } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { storeOriginal } from "./media-original";
import type { PreparedImage } from "./prepare-upload";

/**
 * Stores a prepared upload, its original's parts and its `media_uploaded` entry in one
 * transaction; the image is then due for its variants (ADR 046).
 */
export async function storeUpload(
  db: Database,
  image: PreparedImage,
  text: { alt: string; decorative: boolean },
  uploadedBy: number | null,
): Promise<UploadedMedia> {
  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(media)
      .values({
        format: image.format,
        width: image.width,
        height: image.height,
        alt: text.alt,
        decorative: text.decorative,
        byteSize: image.bytes.length,
        uploadedBy,
        // Due for the background worker as soon as this commits.
        variantsDueAt: sql`now()`,
      })
      .returning({ id: media.id });
    if (!row) throw new Error("The image was not stored");
    await storeOriginal(tx, row.id, image.bytes);
    await recordActivity(tx, {
      action: "media_uploaded",
      actorId: uploadedBy,
      details: { mediaId: row.id, alt: text.alt, width: image.width, height: image.height },
    });
    return row;
  });
  return {
    id: stored.id,
    url: largestMediaUrl(stored.id, image.width, image.format),
    width: image.width,
    height: image.height,
    alt: text.alt,
    decorative: text.decorative,
  };
}

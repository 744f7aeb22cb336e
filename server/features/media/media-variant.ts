import {
  MEDIA_MAX_PIXELS,
  type MediaFormat,
  type MediaUrlParts,
  mediaFormatsOf,
  mediaWidths,
} from "@shared/schemas/media";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { isForeignKeyViolation } from "../../db/constraint-violation";
import { media, mediaVariants } from "../../db/schema";
import { runImageJob, sharp } from "./image-jobs";
import { encode } from "./prepare-upload";

/**
 * The bytes of `/media/{id}/{width}.{ext}`, or null when the image does not exist or is not
 * served in that width or format (contract §15: never wider than the original). A variant
 * is made with sharp on its first request and kept in `media_variants`, so no instance makes
 * it twice; the original's own width in its own format is the stored original itself.
 */
export async function mediaVariant(db: Database, wanted: MediaUrlParts): Promise<Buffer | null> {
  const [image] = await db
    .select({ format: media.format, width: media.width })
    .from(media)
    .where(eq(media.id, wanted.id));
  if (!image) return null;
  const format = image.format as MediaFormat;
  if (!mediaWidths(image.width).includes(wanted.width)) return null;
  if (!mediaFormatsOf(format).includes(wanted.format)) return null;
  if (wanted.width === image.width && wanted.format === format) return original(db, wanted.id);

  const [kept] = await db
    .select({ bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .where(
      and(
        eq(mediaVariants.mediaId, wanted.id),
        eq(mediaVariants.width, wanted.width),
        eq(mediaVariants.format, wanted.format),
      ),
    );
  if (kept) return kept.bytes;

  const source = await original(db, wanted.id);
  if (!source) return null;
  const bytes = await runImageJob(() => resize(source, format, wanted));
  try {
    await db
      .insert(mediaVariants)
      .values({ mediaId: wanted.id, width: wanted.width, format: wanted.format, bytes })
      .onConflictDoNothing();
  } catch (error) {
    // The image was deleted while its variant was being made: it is gone, as for a request
    // that came a moment later.
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }
  return bytes;
}

async function original(db: Database, id: string): Promise<Buffer | null> {
  const [row] = await db.select({ bytes: media.original }).from(media).where(eq(media.id, id));
  return row?.bytes ?? null;
}

/** The stored original (already upright, without metadata) at `width`, in `format`. */
function resize(source: Buffer, sourceFormat: MediaFormat, wanted: MediaUrlParts) {
  const animated = sourceFormat === "gif" || sourceFormat === "webp";
  const image = sharp(source, { limitInputPixels: MEDIA_MAX_PIXELS, animated }).resize({
    width: wanted.width,
    withoutEnlargement: true,
  });
  return encode(image, wanted.format).toBuffer();
}

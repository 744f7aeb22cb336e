import {
  MEDIA_MAX_PIXELS,
  type MediaFormat,
  type MediaUrlParts,
  mediaFormatsOf,
  mediaWidths,
} from "@shared/schemas/media";
import { and, eq } from "drizzle-orm";
import { byteaAsBase64, byteaValue, fromBase64 } from "../../db/bytea";
import type { Database } from "../../db/client";
import { isForeignKeyViolation } from "../../db/constraint-violation";
import { media, mediaVariants } from "../../db/schema";
import { runImageJob, type SharpFactory } from "./image-jobs";
import { readOriginal } from "./media-original";
import { encode, type PreparedImage } from "./prepare-upload";

/**
 * The bytes of `/media/{id}/{width}.{ext}`, or null when the image does not exist or is not
 * served in that width or format (contract §15: never wider than the original). Variants are
 * made when the image is uploaded (`keepVariants`) and kept in `media_variants`; one missing
 * (an image from before that, or one whose making was cut short) is made on its first
 * request. The original's own width in its own format is the stored original itself.
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
  if (wanted.width === image.width && wanted.format === format) {
    return readOriginal(db, wanted.id);
  }

  const [kept] = await db
    .select({ bytes: byteaAsBase64(mediaVariants.bytes) })
    .from(mediaVariants)
    .where(
      and(
        eq(mediaVariants.mediaId, wanted.id),
        eq(mediaVariants.width, wanted.width),
        eq(mediaVariants.format, wanted.format),
      ),
    );
  if (kept) return fromBase64(kept.bytes);

  const source = await readOriginal(db, wanted.id);
  if (!source) return null;
  return makeAndKeep(db, source, format, wanted);
}

/**
 * Makes every variant of a new upload from its prepared original, one after the other, while
 * the original is still in memory: the first visitors find them made, and nothing reads the
 * original back from the database.
 */
export async function keepVariants(db: Database, id: string, image: PreparedImage) {
  for (const width of mediaWidths(image.width)) {
    for (const format of mediaFormatsOf(image.format)) {
      if (width === image.width && format === image.format) continue;
      const kept = await makeAndKeep(db, image.bytes, image.format, { id, width, format });
      if (!kept) return;
    }
  }
}

/** Makes one variant and keeps it; null when the image was deleted meanwhile. */
async function makeAndKeep(
  db: Database,
  source: Buffer,
  sourceFormat: MediaFormat,
  wanted: MediaUrlParts,
): Promise<Buffer | null> {
  const bytes = await runImageJob((sharp) => resize(sharp, source, sourceFormat, wanted));
  try {
    await db
      .insert(mediaVariants)
      .values({
        mediaId: wanted.id,
        width: wanted.width,
        format: wanted.format,
        bytes: byteaValue(bytes),
      })
      .onConflictDoNothing();
  } catch (error) {
    // The image was deleted while its variant was being made: it is gone, as for a request
    // that came a moment later.
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }
  return bytes;
}

/** The stored original (already upright, without metadata) at `width`, in `format`. */
function resize(
  sharp: SharpFactory,
  source: Buffer,
  sourceFormat: MediaFormat,
  wanted: MediaUrlParts,
) {
  const animated = sourceFormat === "gif" || sourceFormat === "webp";
  const image = sharp(source, { limitInputPixels: MEDIA_MAX_PIXELS, animated }).resize({
    width: wanted.width,
    withoutEnlargement: true,
  });
  // WebP, the format browsers take, at the web's usual quality (cwebp's default): a third of
  // the bytes of quality 85 for a photo, which a phone on a slow network waits for.
  return (
    wanted.format === "webp" ? image.webp({ quality: 75 }) : encode(image, wanted.format)
  ).toBuffer();
}

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
import { runImageJob, type SharpFactory } from "../../lib/image-jobs";
import { readOriginal } from "./media-original";
import { encode } from "./prepare-upload";

/**
 * The bytes of `/media/{id}/{width}.{ext}`, or null when the image does not exist or is not
 * served in that width or format (contract §15: never wider than the original). Variants are
 * made by the background worker after the upload (ADR 046) and kept in `media_variants`; one
 * asked for before that (a page opened at once, the editor's own preview, an image from before
 * the worker made them) is made by its request, at the width and in the format asked, so a
 * page's `srcset` is right from the first moment. The original's own width in its own format
 * is the stored original itself.
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
  return makeVariant(db, format, wanted);
}

/**
 * The variants an image is served in besides its original, the one its upload answered (the
 * largest width in its own format, which the editor shows at once) first.
 */
export function variantsOf(image: { id: string; width: number; format: MediaFormat }) {
  const largest = Math.max(...mediaWidths(image.width));
  const variants = mediaWidths(image.width)
    .flatMap((width) =>
      mediaFormatsOf(image.format).map(
        (format): MediaUrlParts => ({ id: image.id, width, format }),
      ),
    )
    .filter(({ width, format }) => !(width === image.width && format === image.format));
  const answered = ({ width, format }: MediaUrlParts) =>
    width === largest && format === image.format;
  return [...variants.filter(answered), ...variants.filter((variant) => !answered(variant))];
}

/**
 * The originals this process is reading or working from, by image id, with how many are using
 * each: while the worker makes an image's variants, or a request makes one, a request for
 * another of them uses the same bytes rather than reading the original from the database again
 * (on the embedded database, each read is the server's own thread's time). Nothing is kept once
 * no one uses it.
 */
const originals = new Map<string, { bytes: Promise<Buffer | null>; users: number }>();

/** Runs `work` with an image's original (null when the image is gone), read once however many use it. */
export async function withOriginal<Result>(
  db: Database,
  id: string,
  work: (original: Buffer | null) => Promise<Result>,
): Promise<Result> {
  let held = originals.get(id);
  if (!held) {
    held = { bytes: readOriginal(db, id), users: 0 };
    originals.set(id, held);
  }
  held.users += 1;
  try {
    return await work(await held.bytes);
  } finally {
    held.users -= 1;
    if (held.users === 0) originals.delete(id);
  }
}

/** The variants being made in this process, by `id/width.format`. */
const making = new Map<string, Promise<Buffer | null>>();

/**
 * Makes one variant of an image whose original is `format` and keeps it; null when the image
 * was deleted meanwhile. While it is being made here, another request for it (or the worker)
 * waits for the same work; across instances the key of `media_variants` keeps one.
 */
export function makeVariant(
  db: Database,
  format: MediaFormat,
  wanted: MediaUrlParts,
): Promise<Buffer | null> {
  const key = `${wanted.id}/${wanted.width}.${wanted.format}`;
  let made = making.get(key);
  if (!made) {
    made = withOriginal(db, wanted.id, async (original) =>
      original ? makeAndKeep(db, original, format, wanted) : null,
    ).finally(() => making.delete(key));
    making.set(key, made);
  }
  return made;
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

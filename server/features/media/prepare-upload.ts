import { MEDIA_MAX_PIXELS, MEDIA_MESSAGES, type MediaFormat } from "@shared/schemas/media";
import type { FormatEnum, Metadata, Sharp } from "sharp";
import { HttpError } from "../../lib/errors";
import { runImageJob, type SharpFactory } from "../../lib/image-jobs";
import { detectImageFormat, looksLikeSvg } from "./image-format";

/** An upload made ready to store: its bytes without metadata, upright. */
export type PreparedImage = {
  format: MediaFormat;
  width: number;
  height: number;
  bytes: Buffer;
};

/** The format sharp names each accepted format by (AVIF is HEIF compressed with AV1). */
const SHARP_FORMAT: Record<MediaFormat, keyof FormatEnum> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  avif: "heif",
  gif: "gif",
};

const refuse = (message: string) => new HttpError(400, message);

/**
 * Checks an uploaded file and makes the original to store (contract §15): its format is told
 * by its bytes and sharp must agree; its size in pixels is read from the header before any
 * decoding; it must decode whole (a truncated file is refused). EXIF orientation is applied,
 * then every piece of metadata (EXIF, GPS, XMP, ICC comments) is left out of the stored copy.
 */
export async function prepareUpload(file: Buffer): Promise<PreparedImage> {
  const format = detectImageFormat(file);
  if (!format) throw refuse(looksLikeSvg(file) ? MEDIA_MESSAGES.svg : MEDIA_MESSAGES.notAnImage);
  return runImageJob(async (sharp) => {
    const metadata = await readHeader(sharp, file);
    if (metadata.format !== SHARP_FORMAT[format]) throw refuse(MEDIA_MESSAGES.notAnImage);
    if (format === "avif" && metadata.compression !== "av1")
      throw refuse(MEDIA_MESSAGES.notAnImage);
    const pageHeight = metadata.pageHeight ?? metadata.height;
    if (metadata.width * pageHeight * (metadata.pages ?? 1) > MEDIA_MAX_PIXELS) {
      throw refuse(MEDIA_MESSAGES.tooManyPixels);
    }
    try {
      const { data, info } = await encode(upright(sharp, file, metadata), format).toBuffer({
        resolveWithObject: true,
      });
      return { format, width: info.width, height: info.pageHeight ?? info.height, bytes: data };
    } catch {
      throw refuse(MEDIA_MESSAGES.damaged);
    }
  });
}

async function readHeader(sharp: SharpFactory, file: Buffer): Promise<Metadata> {
  try {
    return await sharp(file).metadata();
  } catch {
    throw refuse(MEDIA_MESSAGES.notAnImage);
  }
}

const isAnimated = (metadata: Metadata) => (metadata.pages ?? 1) > 1;

/**
 * The widest original kept: one and a half times the widest size served (1600), so that every
 * served width is made from a sharper image, while a camera's 24-megapixel photo is decoded at
 * half its size (JPEG's shrink-on-load): decoding it whole raised the server's RSS by some
 * 130 MB (ADR 039). Ghost keeps 2000 px for the same reason.
 */
export const STORED_MAX_WIDTH = 2400;

/**
 * The image decoded (all frames of an animation), turned as its EXIF orientation says, and
 * no wider than STORED_MAX_WIDTH.
 */
function upright(sharp: SharpFactory, file: Buffer, metadata: Metadata): Sharp {
  const image = sharp(file, {
    limitInputPixels: MEDIA_MAX_PIXELS,
    failOn: "error",
    animated: isAnimated(metadata),
  });
  return (isAnimated(metadata) ? image : image.rotate()).resize({
    width: STORED_MAX_WIDTH,
    withoutEnlargement: true,
  });
}

/** Writes `image` in its own format; sharp leaves all metadata out unless asked to keep it. */
export function encode(image: Sharp, format: MediaFormat): Sharp {
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: 88, mozjpeg: true });
    case "png":
      return image.png({ compressionLevel: 8 });
    case "webp":
      return image.webp({ quality: 85 });
    case "avif":
      return image.avif({ quality: 60 });
    case "gif":
      return image.gif();
  }
}

import { z } from "zod";
import {
  MEDIA_ALT_MAX,
  MEDIA_EXTENSIONS,
  MEDIA_FORMATS,
  type MediaFormat,
  mediaUrl,
} from "./media-texts";

/*
 * Uploaded images (contract §15): what an upload may be, the URLs they are served at, and
 * the records the admin API answers. Shared by the server, the editor and the public pages.
 */

/** The largest file an upload may be: 10 MiB. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels an image may have (width × height), read from its header before decoding. */
export const MEDIA_MAX_PIXELS = 40_000_000;
/**
 * The widths variants are made in, never wider than the original. 720 is what a phone of 360 px
 * at twice the density draws a full-width image at (a cover, a card): without it, such a phone
 * fetched the 960, nearly twice the bytes (ADR 039).
 */
export const MEDIA_WIDTHS = [480, 720, 960, 1600] as const;
export * from "./media-texts";

export const MEDIA_MESSAGES = {
  tooLarge: "The image is larger than 10 MiB. Please upload a smaller file.",
  tooManyPixels: "The image has more than 40 megapixels. Please upload a smaller image.",
  notAnImage: "The file is not a JPEG, PNG, WebP, AVIF or GIF image.",
  svg: "SVG images are not accepted (they can carry scripts). Please upload a PNG or WebP instead.",
  damaged: "The image could not be read: the file is damaged or incomplete.",
  noFile: "Send the image as multipart/form-data in the field “file”.",
  oneFile: "Send one image at a time.",
  altMax: `The alt text can be at most ${MEDIA_ALT_MAX} characters.`,
  notFound: "Image not found",
} as const;

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};

/** The widths an image of `originalWidth` is served in, narrowest first. */
export function mediaWidths(originalWidth: number): number[] {
  const widths: number[] = MEDIA_WIDTHS.filter((width) => width <= originalWidth);
  if (originalWidth < 1600 && !widths.includes(originalWidth)) widths.push(originalWidth);
  return widths;
}

/** The formats one image is served in: WebP, and its own. */
export function mediaFormatsOf(format: MediaFormat): MediaFormat[] {
  return format === "webp" ? ["webp"] : ["webp", format];
}

/** The URL an upload answers with: the largest width, in the original's format. */
export function largestMediaUrl(id: string, width: number, format: MediaFormat): string {
  return mediaUrl(id, Math.max(...mediaWidths(width)), format);
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const MEDIA_URL = new RegExp(`^/media/(${UUID})/([1-9][0-9]{0,4})\\.(webp|jpg|png|avif|gif)$`);

export type MediaUrlParts = { id: string; width: number; format: MediaFormat };

/** The parts of a site-relative `/media/{id}/{width}.{ext}` URL; null for anything else. */
export function parseMediaUrl(url: string): MediaUrlParts | null {
  const match = MEDIA_URL.exec(url);
  if (!match) return null;
  const [, id, width, extension] = match as unknown as [string, string, string, string];
  const format = MEDIA_FORMATS.find((candidate) => MEDIA_EXTENSIONS[candidate] === extension);
  return format ? { id, width: Number(width), format } : null;
}

/** The ids of every `/media/{id}/` image a piece of HTML or a URL refers to. */
export function mediaIdsIn(text: string): string[] {
  const ids = text.matchAll(new RegExp(`/media/(${UUID})/`, "g"));
  return [...new Set([...ids].map((match) => match[1] as string))];
}

export const mediaIdParams = z.object({ id: z.string() });

/** The text fields sent with an upload (multipart fields are strings). */
export const mediaUploadFields = z.object({
  alt: z.string().trim().max(MEDIA_ALT_MAX, MEDIA_MESSAGES.altMax).default(""),
  decorative: z
    .enum(["true", "false", "on", ""])
    .default("false")
    .transform((value) => value === "true" || value === "on"),
});

/**
 * A change to an image's text (PATCH /api/admin/media/{id}): its alt text, or marking it
 * decorative (which empties the alt on purpose). At least one of the two.
 */
export const mediaTextUpdate = z
  .object({
    alt: z.string().trim().max(MEDIA_ALT_MAX, MEDIA_MESSAGES.altMax).optional(),
    decorative: z.boolean().optional(),
  })
  .strict()
  .refine((update) => update.alt !== undefined || update.decorative !== undefined, {
    message: "Send alt, decorative or both.",
  });
export type MediaTextUpdate = z.infer<typeof mediaTextUpdate>;

/** What an upload answers (201), and PATCH …/media/{id}. */
export const uploadedMedia = z
  .object({
    id: z.uuid(),
    url: z.string().describe("The largest width, in the original's format (site-relative)"),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
    decorative: z.boolean(),
  })
  .meta({ id: "UploadedMedia" });
export type UploadedMedia = z.infer<typeof uploadedMedia>;

/** A perspective an image is used by. */
const mediaUse = z.object({ id: z.number().int(), title: z.string() });

/** One image of the media library (GET /api/admin/media), newest first. */
export const mediaRecord = uploadedMedia
  .extend({
    format: z.enum(MEDIA_FORMATS),
    byteSize: z.number().int(),
    createdAt: z.iso.datetime(),
    /** The perspectives whose content, cover or author photo uses it. */
    usedBy: z.array(z.number().int()),
    /** The same perspectives with their titles, for links. */
    usedIn: z.array(mediaUse),
  })
  .meta({ id: "MediaRecord" });
export type MediaRecord = z.infer<typeof mediaRecord>;

/** DELETE …/media/{id} of an image still in use (409): which perspectives use it. */
export const mediaInUse = z
  .object({ message: z.string(), usedBy: z.array(mediaUse) })
  .meta({ id: "MediaInUse" });

/** An `<img>` of article HTML: the whole tag, its `src` and its `alt` (null when absent). */
export type ContentImage = { tag: string; src: string; alt: string | null };

const IMG_TAG = /<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : null;
};

/**
 * The images of article HTML as the sanitizer leaves it (plain string work, so that the
 * editor's bundle and the public pages need no DOM); attribute values stay HTML-escaped.
 */
export function contentImages(html: string): ContentImage[] {
  return [...html.matchAll(IMG_TAG)].map(([tag]) => ({
    tag,
    src: attribute(tag, "src") ?? "",
    alt: attribute(tag, "alt"),
  }));
}

/** Alt text that says nothing (absent, empty or only blanks, also written as entities). */
export function isEmptyAlt(alt: string | null): boolean {
  return alt === null || alt.replace(/&(?:nbsp|#160|#xa0);/gi, " ").trim() === "";
}

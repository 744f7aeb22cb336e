/**
 * The media's formats, addresses and limits, without the schema library: the media library
 * draws its images and alt-text fields as it loads and validates nothing with zod then (ADR
 * 052). `media.ts` builds its schemas from them and re-exports them.
 */

/** Alt text longer than this helps nobody (screen readers read all of it). */
export const MEDIA_ALT_MAX = 500;

export const MEDIA_FORMATS = ["jpeg", "png", "webp", "avif", "gif"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** The file extension each format is served with. */
export const MEDIA_EXTENSIONS: Record<MediaFormat, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  avif: "avif",
  gif: "gif",
};

/** An image's address at one width, in one format. */
export function mediaUrl(id: string, width: number, format: MediaFormat): string {
  return `/media/${id}/${width}.${MEDIA_EXTENSIONS[format]}`;
}

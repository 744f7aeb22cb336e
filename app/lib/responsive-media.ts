import {
  contentImages,
  type MediaUrlParts,
  mediaUrl,
  mediaWidths,
  parseMediaUrl,
} from "@shared/schemas/media";

/*
 * Uploaded images on the public pages (ADR 039): a `srcset` of the WebP widths, so a phone
 * loads the 480 and a wide screen the 1600, and the image's own width and height, so the page
 * does not move when it arrives. Other images are left as they are.
 */

/** An image's size in pixels, by media id. */
export type MediaDimensions = Record<string, { width: number; height: number }>;

/** How wide each kind of image is drawn (the article column, the cover, a card). */
export const IMAGE_SIZES = {
  content: "(min-width: 48rem) 45rem, calc(100vw - 2rem)",
  cover: "(min-width: 64rem) 60rem, calc(100vw - 2rem)",
  card: "(min-width: 64rem) 22rem, (min-width: 40rem) 50vw, 100vw",
  avatar: "4rem",
} as const;

/**
 * The WebP candidates of an uploaded image. The URL an editor keeps is the largest width
 * (or a narrower one chosen on purpose), and every served width up to it exists, so the
 * set follows from the URL alone.
 */
function webpSrcSet({ id, width }: MediaUrlParts): string {
  return mediaWidths(width)
    .filter((candidate) => candidate <= width)
    .map((candidate) => `${mediaUrl(id, candidate, "webp")} ${candidate}w`)
    .join(", ");
}

/** `srcSet` and `sizes` for an `<img>` of `url` when it is an uploaded image; else nothing. */
export function responsiveImageProps(
  url: string | null,
  sizes: string,
): { srcSet?: string; sizes?: string } {
  const parts = url ? parseMediaUrl(url) : null;
  return parts ? { srcSet: webpSrcSet(parts), sizes } : {};
}

/**
 * Article HTML (as the sanitizer stored it) with every uploaded image given its srcset,
 * sizes, width, height and lazy loading (the article text is below the fold). The added
 * values are made here from ids and numbers, never taken from the stored HTML.
 */
export function responsiveContent(html: string, dimensions: MediaDimensions): string {
  let result = html;
  for (const image of contentImages(html)) {
    const parts = parseMediaUrl(image.src);
    const size = parts ? dimensions[parts.id] : undefined;
    if (!parts || !size) continue;
    const shown = Math.min(parts.width, size.width);
    const height = Math.round((size.height * shown) / size.width);
    const added = `srcset="${webpSrcSet(parts)}" sizes="${IMAGE_SIZES.content}" width="${shown}" height="${height}" loading="lazy" decoding="async"`;
    result = result.replace(image.tag, image.tag.replace(/^<img\b/i, `<img ${added}`));
  }
  return result;
}

import { parseMediaUrl } from "./media";
import { PERSPECTIVE_MESSAGES } from "./perspective";

/**
 * What an article's HTML must be to be stored (contract §5), in one place for the editor and
 * the server. Plain string work, no DOM and no sanitize-html, so that the editor's bundle
 * stays small; the server still sanitizes with sanitize-html and then asks these rules.
 */

/** The URL schemes a link keeps; any other href is dropped on write. */
export const LINK_SCHEMES = ["http:", "https:", "mailto:"] as const;
/** The URL schemes an image keeps; an image with any other source is removed on write. */
export const IMAGE_SCHEMES = ["http:", "https:"] as const;

/**
 * Whether a URL is absolute and of one of the schemes. Relative ("/x", "#x") and
 * protocol-relative ("//x") URLs are not: an article is shown on pages other than the one it
 * was written on, so a relative link would point somewhere else on each.
 */
function isAbsoluteWith(url: string, schemes: readonly string[]) {
  const value = url.trim();
  return value !== "" && URL.canParse(value) && schemes.includes(new URL(value).protocol);
}

/** A link's href that the article keeps: an http(s) or mailto URL. */
export const isAllowedLinkUrl = (url: string) => isAbsoluteWith(url, LINK_SCHEMES);

/** An image source that the article keeps: an http(s) URL, or an uploaded image (§15). */
export const isAllowedImageUrl = (url: string) =>
  isAbsoluteWith(url, IMAGE_SCHEMES) || parseMediaUrl(url.trim()) !== null;

/** A tag with its attributes; a quoted attribute may hold ">" (an alt text "a > b"). */
const TAG = /<(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
/** Named entities that stand for white space; any other entity is a visible character. */
const BLANK_ENTITY = /&(?:nbsp|ensp|emsp|thinsp|Tab|NewLine);/gi;
const NUMERIC_ENTITY = /&#(?:x([0-9a-f]+)|(\d+));/gi;

function decodeNumericEntity(_match: string, hex: string | undefined, decimal: string | undefined) {
  const code = hex === undefined ? Number(decimal) : Number.parseInt(hex, 16);
  return code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
}

/**
 * Whether a reader sees any text in the article: markup, images and white space (also written
 * as an entity, such as &nbsp;) are not text. Meant for article HTML as the editor writes it
 * or the sanitizer leaves it: there is no script or style in it whose code would count.
 */
export function hasVisibleText(html: string): boolean {
  const text = html
    .replace(COMMENT, "")
    .replace(TAG, "")
    .replace(BLANK_ENTITY, " ")
    .replace(NUMERIC_ENTITY, decodeNumericEntity);
  return /\S/.test(text);
}

/**
 * Why the article cannot be stored, or undefined when it can. An article without visible
 * text (only images, rules or empty paragraphs) is refused as too short: its markup may be
 * long, but there is nothing to read.
 */
export function articleContentError(html: string): string | undefined {
  return hasVisibleText(html) ? undefined : PERSPECTIVE_MESSAGES.contentMin;
}

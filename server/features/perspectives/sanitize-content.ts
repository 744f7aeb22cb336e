import {
  IMAGE_SCHEMES,
  isAllowedImageUrl,
  isAllowedLinkUrl,
  LINK_SCHEMES,
} from "@shared/schemas/article-content";
import sanitizeHtml from "sanitize-html";

/** The tags an article may hold (contract §5); everything else is removed on write. */
export const CONTENT_TAGS = [
  "p",
  "h2",
  "h3",
  "h4",
  "strong",
  "em",
  "u",
  "s",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "img",
  "figure",
  "figcaption",
  "hr",
  "br",
] as const;

/**
 * Tags removed together with everything inside them: their text is code, markup or
 * a fallback, never part of the article. Other tags outside the list are unwrapped
 * and their text kept.
 */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "template",
  "noscript",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "canvas",
  "audio",
  "video",
  "title",
  "head",
  "textarea",
  "select",
  "option",
  "xmp",
  "noembed",
  "noframes",
];

/** A URL attribute, trimmed, when the article's rule keeps it; otherwise undefined. */
function kept(value: string | undefined, isAllowed: (url: string) => boolean) {
  const url = value?.trim();
  return url && isAllowed(url) ? url : undefined;
}

/** Near relatives of the allowed tags, renamed rather than flattened to bare text. */
const RENAMED: Record<string, string> = {
  h1: "h2",
  h5: "h4",
  h6: "h4",
  b: "strong",
  i: "em",
  strike: "s",
  del: "s",
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_TAGS],
  allowedAttributes: { a: ["href", "rel"], img: ["src", "alt"] },
  // A second line of defence behind the shared URL rules: sanitize-html's own scheme check.
  allowedSchemes: [],
  allowedSchemesByTag: {
    a: LINK_SCHEMES.map((scheme) => scheme.slice(0, -1)),
    img: IMAGE_SCHEMES.map((scheme) => scheme.slice(0, -1)),
  },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    ...Object.fromEntries(
      Object.entries(RENAMED).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {})]),
    ),
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = kept(attribs.href, isAllowedLinkUrl);
      // A link to nowhere allowed keeps its text as an inert <a> without href. (Renaming it
      // to a tag outside the list would unwrap it, but sanitize-html then closes the
      // following element with the wrong tag.)
      return { tagName, attribs: { ...(href ? { href } : {}), rel: "noopener noreferrer" } };
    },
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const src = kept(attribs.src, isAllowedImageUrl);
      return {
        tagName,
        attribs: src ? { src, ...(attribs.alt === undefined ? {} : { alt: attribs.alt }) } : {},
      };
    },
  },
  // An image without an allowed source shows nothing: it goes.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/**
 * Article HTML reduced to the contract's allowlist (§5): the allowed tags, `href` on
 * links (http, https, mailto; always `rel="noopener noreferrer"`, no `target`), `src`
 * (http, https) and `alt` on images. Scripts, styles, frames, SVG, event and style
 * attributes, other URL schemes and comments never survive.
 */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

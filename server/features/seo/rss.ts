import { journal } from "@shared/config/journal";
import { site } from "@shared/config/site";
import { categoryLabel, type PerspectiveSummary } from "@shared/schemas/perspective";
import { element, escapeXml } from "./xml";

/** How many perspectives the feed carries (contract §7). */
export const FEED_SIZE = 20;

/** RFC 822 date-time as RSS 2.0 wants it ("Sat, 21 Nov 2026 11:44:29 GMT"). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/**
 * An RSS 2.0 feed of the given perspectives (newest first). Its build date is the newest
 * change, not the clock, so the same content gives the same bytes (and the same ETag).
 */
export function buildRssFeed(origin: string, perspectives: PerspectiveSummary[]): string {
  const listUrl = `${origin}${journal.path}`;
  const newest = perspectives
    .map((perspective) => perspective.updatedAt)
    .sort()
    .at(-1);
  const items = perspectives.map((perspective) => {
    const link = `${listUrl}/${encodeURIComponent(perspective.slug)}`;
    return [
      "<item>",
      element("title", perspective.title),
      element("link", link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      element("description", perspective.summary),
      element("category", categoryLabel(perspective.category)),
      element("dc:creator", perspective.authorName),
      element("pubDate", rfc822(perspective.publishedAt ?? perspective.createdAt)),
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", `${journal.title} | ${site.name}`),
    element("link", listUrl),
    element("description", journal.description),
    "<language>en-us</language>",
    newest ? element("lastBuildDate", rfc822(newest)) : "",
    `<atom:link href="${escapeXml(`${origin}${journal.feedPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ]
    .filter(Boolean)
    .join("\n");
}

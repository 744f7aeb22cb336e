import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  daysAgo,
  insertPerspectives,
  perspectiveSeed,
} from "../../../tests/support/perspective-seeds";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../tests/support/test-app";
import { FEED_SIZE } from "./rss";
import { PUBLIC_PAGES } from "./sitemap";

let t: TestApp;
const get = (url: string) => t.app.inject({ method: "GET", url });

// Arrays where the format allows repeats, so one item still parses as a list.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  isArray: (name) => name === "url" || name === "item",
});

/** Parses an XML body after checking it is well-formed (the parser alone is forgiving). */
function parseXml(body: string) {
  const valid = XMLValidator.validate(body);
  if (valid !== true) throw new Error(`not well-formed XML: ${JSON.stringify(valid.err)}`);
  return parser.parse(body);
}

const TRICKY_TITLE = `Fences & "Gates" <Part 2> — O'Brien's farm`;
const published = Array.from({ length: FEED_SIZE + 2 }, (_, index) =>
  perspectiveSeed(`feed-${index}`, {
    publishedAt: daysAgo(index + 1),
    updatedAt: daysAgo(index),
    category: index === 1 ? "expert_opinion" : "market_analysis",
    ...(index === 0
      ? { title: TRICKY_TITLE, summary: "Escapes & <survives>\u0007 a control character." }
      : {}),
  }),
);

beforeAll(async () => {
  t = await createTestApp();
  await insertPerspectives(t.database.db, [
    ...published,
    perspectiveSeed("hidden-draft", { published: false, publishedAt: null }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe("GET /robots.txt", () => {
  it("disallows the back office and the API and names the sitemap by its absolute URL", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = response.body.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /api");
    expect(lines).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
  });
});

describe("GET /sitemap.xml", () => {
  it("lists the public pages and every published perspective with its last change", async () => {
    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const { urlset } = parseXml(response.body);
    expect(urlset["@xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const entries = new Map<string, string | undefined>(
      urlset.url.map((url: { loc: string; lastmod?: string }) => [url.loc, url.lastmod]),
    );
    for (const path of PUBLIC_PAGES) expect(entries.has(`${TEST_PUBLIC_URL}${path}`)).toBe(true);
    for (const [index, seed] of published.entries()) {
      expect(entries.get(`${TEST_PUBLIC_URL}/perspectives/${seed.slug}`)).toBe(
        daysAgo(index).toISOString(),
      );
    }
    expect(entries.get(`${TEST_PUBLIC_URL}/perspectives`)).toBe(daysAgo(0).toISOString());
    expect([...entries.keys()].some((loc) => loc.includes("hidden-draft"))).toBe(false);
    expect(entries.size).toBe(PUBLIC_PAGES.length + published.length);
  });
});

describe("GET /perspectives/rss.xml", () => {
  it(`is an RSS 2.0 feed of the ${FEED_SIZE} newest published perspectives`, async () => {
    const response = await get("/perspectives/rss.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const { rss } = parseXml(response.body);
    expect(rss["@version"]).toBe("2.0");
    const channel = rss.channel;
    expect(channel.link).toBe(`${TEST_PUBLIC_URL}/perspectives`);
    expect(channel["atom:link"]["@href"]).toBe(`${TEST_PUBLIC_URL}/perspectives/rss.xml`);
    expect(channel.title).toContain("Strategic Perspectives");
    expect(channel.description).toBeTruthy();
    expect(channel.lastBuildDate).toBe(daysAgo(0).toUTCString());

    const items = channel.item;
    expect(items).toHaveLength(FEED_SIZE);
    expect(items.map((item: { link: string }) => item.link)).toEqual(
      published.slice(0, FEED_SIZE).map((seed) => `${TEST_PUBLIC_URL}/perspectives/${seed.slug}`),
    );
    const [first, second] = items;
    expect(first.guid["#text"]).toBe(first.link);
    expect(first.guid["@isPermaLink"]).toBe("true");
    // RFC 822 as RSS uses it: "Sat, 14 Mar 2026 12:00:00 GMT".
    expect(first.pubDate).toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    );
    expect(new Date(first.pubDate).toISOString()).toBe(daysAgo(1).toISOString());
    expect(first["dc:creator"]).toBe("Ada Fieldwright");
    expect(second.category).toBe("Expert Opinion");
  });

  it("escapes markup in the text and drops characters XML cannot hold", async () => {
    const body = (await get("/perspectives/rss.xml")).body;
    expect(body).toContain("Fences &amp; &quot;Gates&quot; &lt;Part 2&gt;");
    expect(body).not.toContain("\u0007");
    // Parsed back (entities decoded), the text is exactly what was stored, less the bell.
    const first = parseXml(body).rss.channel.item[0];
    expect(first.title).toBe(TRICKY_TITLE);
    expect(first.description).toBe("Escapes & <survives> a control character.");
  });
});

describe("an empty site", () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await createTestApp();
  });
  afterAll(async () => {
    await empty?.close();
  });

  it("still answers a valid sitemap and feed", async () => {
    const sitemap = await empty.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(parseXml(sitemap.body).urlset.url).toHaveLength(PUBLIC_PAGES.length);
    const feed = await empty.app.inject({ method: "GET", url: "/perspectives/rss.xml" });
    const channel = parseXml(feed.body).rss.channel;
    expect(channel.item).toBeUndefined();
    expect(channel.lastBuildDate).toBeUndefined();
  });
});

import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../tests/support/admin-session";
import { insertPerspectives, perspectiveSeed } from "../../tests/support/perspective-seeds";
import { createTestApp, JSON_HEADERS, type TestApp } from "../../tests/support/test-app";
import { strategicPerspectives } from "../db/schema";
import { notifyPerspectivesChanged } from "../features/perspectives/perspective-events";
import { PUBLIC_CACHE_CONTROL, PUBLIC_CDN_CACHE_CONTROL } from "./public-cache";

let t: TestApp;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

beforeAll(async () => {
  t = await createTestApp();
  await insertPerspectives(t.database.db, [
    perspectiveSeed("cached-one", { featured: true }),
    perspectiveSeed("cached-draft", { published: false }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const PUBLIC_URLS = [
  "/api/perspectives",
  "/api/perspectives?category=market_analysis",
  "/api/perspectives/featured",
  "/api/perspectives/cached-one",
  "/sitemap.xml",
  "/robots.txt",
  "/perspectives/rss.xml",
];

describe("HTTP caching of public data", () => {
  for (const url of PUBLIC_URLS) {
    it(`${url}: Cache-Control, a weak ETag, and 304 when it matches`, async () => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
      expect(first.headers["cdn-cache-control"]).toBe(PUBLIC_CDN_CACHE_CONTROL);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect((await get(url)).headers.etag).toBe(etag);

      const revalidated = await get(url, { "if-none-match": etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe("");
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
      expect(revalidated.headers["content-type"]).toBeUndefined();

      // Either form of the tag matches (weak comparison), also inside a list.
      const strong = etag.replace(/^W\//, "");
      expect((await get(url, { "if-none-match": `"other", ${strong}` })).statusCode).toBe(304);
      expect((await get(url, { "if-none-match": '"other"' })).statusCode).toBe(200);
    });
  }

  it("keeps serving what it rendered until a perspective write is announced", async () => {
    const before = await get("/api/perspectives");
    await t.database.db
      .update(strategicPerspectives)
      .set({ title: "Perspective cached-one, retitled" })
      .where(eq(strategicPerspectives.slug, "cached-one"));
    // Written behind the app's back (no announcement): the stored answer is still served.
    expect((await get("/api/perspectives")).body).toBe(before.body);

    // What every admin write does after it committed.
    await notifyPerspectivesChanged(t.database.db);
    const after = await get("/api/perspectives", { "if-none-match": String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json()[0].title).toBe("Perspective cached-one, retitled");
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("leaves errors, the health check and the admin API out", async () => {
    const notFound = await get("/api/perspectives/cached-draft");
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers["cache-control"]).toBeUndefined();
    expect(notFound.headers.etag).toBeUndefined();

    const invalid = await get("/api/perspectives?category=nope");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers.etag).toBeUndefined();

    const health = await get("/api/health");
    expect(health.headers["cache-control"]).toBeUndefined();
    expect(health.headers.etag).toBeUndefined();

    const admin = await get("/api/admin/me");
    expect(admin.statusCode).toBe(401);
    expect(admin.headers["cache-control"]).toBe("no-store");
    expect(admin.headers.etag).toBeUndefined();
  });

  it("answers a stored hit like the response it stored: the same body, compressed as asked", async () => {
    // Enough articles for a body above the compression threshold (1 kB).
    await insertPerspectives(
      t.database.db,
      ["a", "b", "c", "d", "e", "f"].map((letter) => perspectiveSeed(`cached-extra-${letter}`)),
    );
    await notifyPerspectivesChanged(t.database.db);
    const rendered = await get("/api/perspectives", { "accept-encoding": "gzip" });
    const stored = await get("/api/perspectives", { "accept-encoding": "gzip" });
    expect(stored.headers["content-encoding"]).toBe("gzip");
    expect(stored.headers["content-type"]).toBe(rendered.headers["content-type"]);
    expect(stored.headers.etag).toBe(rendered.headers.etag);
    // Every security header the rendered answer had, on the stored one and on its 304.
    const security = Object.keys(rendered.headers).filter((name) =>
      /^(x-|cross-origin-|origin-agent-|referrer-|strict-transport-)/.test(name),
    );
    expect(security).toEqual(expect.arrayContaining(["x-frame-options", "x-content-type-options"]));
    expect(security.length).toBeGreaterThanOrEqual(10);
    const notModified = await get("/api/perspectives", {
      "if-none-match": String(stored.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
    for (const name of security) {
      expect(stored.headers[name]).toBe(rendered.headers[name]);
      expect(notModified.headers[name]).toBe(rendered.headers[name]);
    }
    expect(stored.headers.vary).toBe("accept-encoding");
    const identity = await get("/api/perspectives");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(Number(identity.headers["content-length"])).toBe(identity.rawPayload.length);
    expect(identity.rawPayload.length).toBeGreaterThan(1024);
    expect(gunzipSync(stored.rawPayload).toString()).toBe(identity.body);

    const brotli = await get("/api/perspectives", { "accept-encoding": "gzip;q=0.5, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(identity.body);
    const refused = await get("/api/perspectives", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body).toBe(identity.body);
  });

  it("leaves HEAD requests alone", async () => {
    const head = await t.app.inject({ method: "HEAD", url: "/api/perspectives" });
    expect(head.headers.etag).toBeUndefined();
  });
});

describe("the public side after admin writes", () => {
  it("shows every change at once: create, edit, unpublish", async () => {
    const cookie = await signedInAdmin(t);
    const write = (method: "POST" | "PATCH", url: string, body: object) =>
      t.app.inject({
        method,
        url,
        headers: { ...JSON_HEADERS, cookie },
        payload: JSON.stringify(body),
      });
    // Stored in this process before the writes.
    await get("/api/perspectives");
    await get("/api/perspectives/featured");

    const created = await write("POST", "/api/admin/perspectives", {
      title: "Written through the admin API",
      summary: "A perspective written the way the editor writes it.",
      content: `<p>${"Enough words to pass the content minimum. ".repeat(2)}</p>`,
      category: "expert_opinion",
      authorName: "Ada Fieldwright",
      authorTitle: "Partner",
      featured: true,
    });
    expect(created.statusCode).toBe(201);
    const { id, slug } = created.json();
    expect((await get("/api/perspectives")).json()[0].slug).toBe(slug);
    expect((await get("/api/perspectives/featured")).json()[0].slug).toBe(slug);
    expect((await get(`/api/perspectives/${slug}`)).statusCode).toBe(200);

    await write("PATCH", `/api/admin/perspectives/${id}`, { title: "Retitled by the admin" });
    expect((await get(`/api/perspectives/${slug}`)).json().title).toBe("Retitled by the admin");

    await write("PATCH", `/api/admin/perspectives/${id}`, { published: false });
    expect((await get(`/api/perspectives/${slug}`)).statusCode).toBe(404);
    const slugs = (await get("/api/perspectives")).json().map((row: { slug: string }) => row.slug);
    expect(slugs).not.toContain(slug);
    expect((await get("/sitemap.xml")).body).not.toContain(slug);
  });
});

import { Readable } from "node:stream";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PUBLIC_CACHE_CONTROL, PUBLIC_CDN_CACHE_CONTROL, publicCache } from "./public-cache";
import { ResponseStore } from "./response-store";
import { security } from "./security";

/**
 * The cache plugin around HTML the way the page renderer sends it: a stream whose scripts
 * carry the response's CSP nonce.
 */
let app: FastifyInstance;
let store: ResponseStore;
let renders: number;
let version: string;

async function build(withStore: boolean) {
  renders = 0;
  version = "v1";
  store = new ResponseStore({ maxEntries: 10, maxChars: 100_000, ttlMs: 60_000 });
  app = Fastify();
  await app.register(security, { publicUrl: "http://localhost:3000", contentSecurityPolicy: true });
  await app.register(publicCache, { pages: true, store: withStore ? store : undefined });
  const page =
    (status = 200) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      renders++;
      const script = `<script nonce="${request.cspNonce}">`;
      const html = `<!DOCTYPE html><html><body><p>${version}</p>${script}1</script>${script}2</script></body></html>`;
      return reply
        .code(status)
        .type("text/html; charset=utf-8")
        .send(Readable.from([html]));
    };
  app.get("/page", page());
  app.get("/admin/page", page());
  app.get("/deal/:token", page());
  app.get("/missing", page(404));
  app.get("/with-cookie", async (request, reply) =>
    reply.header("set-cookie", "a=b").type("text/html").send(`<p nonce="${request.cspNonce}"></p>`),
  );
  await app.ready();
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

/** The nonces in the body and the one the CSP header allows. */
function nonces(response: Awaited<ReturnType<typeof get>>) {
  const inBody = new Set([...response.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
  const inHeader = String(response.headers["content-security-policy"]).match(
    /'nonce-([^']+)'/,
  )?.[1];
  return { inBody: [...inBody], inHeader };
}

afterEach(async () => {
  await app?.close();
});

describe("the caching policy of public answers", () => {
  const directives = (value: string) => value.split(",").map((part) => part.trim());

  it("has browsers revalidate on every use, so a publish shows on the next load", () => {
    expect(directives(PUBLIC_CACHE_CONTROL)).toContain("no-cache");
    expect(PUBLIC_CACHE_CONTROL).not.toMatch(/(^|[ ,])max-age=/);
  });

  it("gives shared caches a lifetime of their own, with stale-while-revalidate", () => {
    expect(directives(PUBLIC_CACHE_CONTROL)).toEqual(
      expect.arrayContaining(["public", "s-maxage=60", "stale-while-revalidate=300"]),
    );
    expect(directives(PUBLIC_CDN_CACHE_CONTROL)).toEqual(
      expect.arrayContaining(["max-age=60", "stale-while-revalidate=300"]),
    );
  });
});

describe("public HTML without the in-process store", () => {
  beforeEach(() => build(false));

  it("gives equal pages equal ETags although each carries its own nonce", async () => {
    const first = await get("/page");
    const second = await get("/page");
    expect(first.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.etag).toMatch(/^W\//);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(nonces(first).inBody).toEqual([nonces(first).inHeader]);
    expect(nonces(second).inBody).toEqual([nonces(second).inHeader]);
    expect(nonces(second).inHeader).not.toBe(nonces(first).inHeader);
  });

  it("answers 304 without a CSP, so the browser keeps the one that matches its copy", async () => {
    const etag = String((await get("/page")).headers.etag);
    const revalidated = await get("/page", { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.headers["content-security-policy"]).toBeUndefined();
    expect(revalidated.headers["content-type"]).toBeUndefined();
    version = "v2";
    expect((await get("/page", { "if-none-match": etag })).statusCode).toBe(200);
  });

  it("leaves admin pages, error pages and responses that set a cookie alone", async () => {
    for (const url of ["/admin/page", "/missing", "/with-cookie"]) {
      const response = await get(url);
      expect(response.headers["cache-control"]).toBeUndefined();
      expect(response.headers.etag).toBeUndefined();
    }
  });
});

describe("public HTML with the in-process store", () => {
  beforeEach(() => build(true));

  it("serves a stored page with this response's nonce, never the stored one", async () => {
    const first = await get("/page");
    const second = await get("/page");
    expect(renders).toBe(1);
    expect(second.body.replace(/nonce="[^"]+"/g, "")).toBe(
      first.body.replace(/nonce="[^"]+"/g, ""),
    );
    expect(nonces(second).inBody).toEqual([nonces(second).inHeader]);
    expect(second.body).not.toContain(String(nonces(first).inHeader));
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");

    const revalidated = await get("/page", { "if-none-match": String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers["content-security-policy"]).toBeUndefined();
    expect(renders).toBe(1);
  });

  it("renders again after the store is cleared", async () => {
    await get("/page");
    version = "v2";
    expect((await get("/page")).body).toContain("v1");
    store.clear();
    expect((await get("/page")).body).toContain("v2");
    expect(renders).toBe(2);
  });

  it("never stores or looks up a backer's deal page, and says no-store (contract §18)", async () => {
    const url = "/deal/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";
    const first = await get(url);
    const second = await get(url);
    expect(renders).toBe(2);
    expect(store.get(url)).toBeUndefined();
    for (const response of [first, second]) {
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it("keeps query strings apart and never stores admin or error pages", async () => {
    await get("/page?a=1");
    await get("/page?a=2");
    expect(renders).toBe(2);
    await get("/admin/page");
    await get("/admin/page");
    await get("/missing");
    await get("/missing");
    expect(renders).toBe(6);
  });
});

describe("ResponseStore", () => {
  const entry = (body: string) => ({
    body,
    contentType: "text/html",
    etag: 'W/"x"',
    kind: "html" as const,
  });

  it("drops the least recently used entries beyond its size", () => {
    const lru = new ResponseStore({ maxEntries: 2, maxChars: 1000, ttlMs: 1000 });
    lru.set("/a", entry("a"), lru.generation);
    lru.set("/b", entry("b"), lru.generation);
    lru.get("/a");
    lru.set("/c", entry("c"), lru.generation);
    expect(lru.get("/b")).toBeUndefined();
    expect(lru.get("/a")?.body).toBe("a");
    expect(lru.get("/c")?.body).toBe("c");
  });

  it("keeps its bodies within the character budget and skips one that is too large", () => {
    const small = new ResponseStore({ maxEntries: 10, maxChars: 100, ttlMs: 1000 });
    small.set("/huge", entry("x".repeat(30)), small.generation);
    expect(small.size).toBe(0);
    for (const key of ["/1", "/2", "/3", "/4", "/5"]) {
      small.set(key, entry("y".repeat(25)), small.generation);
    }
    expect(small.size).toBe(4);
    expect(small.get("/1")).toBeUndefined();
  });

  it("forgets entries after their time to live", () => {
    let now = 0;
    const timed = new ResponseStore({ maxEntries: 10, maxChars: 1000, ttlMs: 500, now: () => now });
    timed.set("/a", entry("a"), timed.generation);
    now = 499;
    expect(timed.get("/a")).toBeDefined();
    now = 500;
    expect(timed.get("/a")).toBeUndefined();
    expect(timed.size).toBe(0);
  });

  it("refuses a response rendered before the last clear", () => {
    const racing = new ResponseStore({ maxEntries: 10, maxChars: 1000, ttlMs: 1000 });
    const startedIn = racing.generation;
    racing.clear();
    racing.set("/a", entry("stale"), startedIn);
    expect(racing.get("/a")).toBeUndefined();
  });
});

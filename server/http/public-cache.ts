import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ResponseStore, StoredResponse } from "./response-store";
import { securityHeadersFor } from "./security";
import { type ContentEncoding, chooseEncoding, EncodedBody } from "./stored-encodings";

/**
 * How caches may keep a public response (docs/decisions: the public page cache).
 * - A browser revalidates on every use (`no-cache`): what an editor publishes shows on their
 *   next page load, and a repeat visit costs a 304 on the ETag, not the page.
 * - A shared cache (a CDN, a proxy) has its own lifetime: fresh for a minute, then served
 *   stale for five more while it revalidates. `CDN-Cache-Control` (RFC 9213) says the same
 *   to caches that read it, for which `no-cache` would otherwise outrank `s-maxage`.
 */
export const PUBLIC_CACHE_CONTROL = "public, no-cache, s-maxage=60, stale-while-revalidate=300";
export const PUBLIC_CDN_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

/**
 * The in-process store of rendered public responses: a few hundred pages (about 60 kB each)
 * at most, and 30 s at most, which bounds staleness should an invalidation ever be missed.
 */
export const PUBLIC_RESPONSE_STORE = {
  maxEntries: 500,
  maxChars: 16 * 1024 * 1024,
  ttlMs: 30_000,
} as const;

/** Public data other than HTML pages: the perspective API, the sitemap, robots.txt, the feed. */
const PUBLIC_DATA = [
  /^\/api\/perspectives(\/|$)/,
  /^\/sitemap\.xml$/,
  /^\/robots\.txt$/,
  /^\/perspectives\/rss\.xml$/,
];
const ADMIN = /^\/(admin|api\/admin)(\/|$)/;
/**
 * A submitter's private status page and its API (contract §13), a backer's deal page and its
 * API (§18), and an article's preview links (§15): personal like the admin, but outside it.
 * Never stored or looked up here, and every answer (a 404 too) is `no-store`.
 */
const PRIVATE = /^\/(status|api\/status|deal|api\/deal|preview|api\/preview)(\/|$)/;
const isPersonal = (path: string) => ADMIN.test(path) || PRIVATE.test(path);
const isPublicData = (path: string) => PUBLIC_DATA.some((pattern) => pattern.test(path));

export type PublicCacheOptions = {
  /** Whether server-rendered HTML pages count as public (off in development: Vite serves them). */
  pages: boolean;
  /** Rendered responses kept in this process, when the app has a way to invalidate them. */
  store?: ResponseStore;
};

/**
 * HTTP caching of everything that is the same for every visitor, in one place: public HTML
 * pages (GET, 200, outside /admin and /status) and the public data above get `Cache-Control`, a weak
 * `ETag` and `304 Not Modified` on a matching `If-None-Match`. Anything else — admin screens
 * and API (`no-store`), error and not-found pages, redirects, responses that set a cookie or
 * chose their own Cache-Control — is left alone.
 *
 * HTML carries a per-response CSP nonce, so:
 * - its ETag hashes the body with the nonce taken out (equal pages, equal tags — weak,
 *   since the bytes differ);
 * - a 304 carries no Content-Security-Policy: the browser keeps the stored page's own policy,
 *   which names the nonce that page's scripts carry (a 304's headers replace the stored ones);
 * - the in-process store keeps the body with a placeholder and writes this response's nonce
 *   into it on the way out, so no two responses ever share a nonce.
 */
export const publicCache = fp<PublicCacheOptions>(async (app, { pages, store }) => {
  // Per process and secret, so article text cannot contain it by accident or on purpose.
  const placeholder = `nonce="${randomBytes(18).toString("base64url")}"`;
  const served = new WeakSet<FastifyRequest>();
  const generation = new WeakMap<FastifyRequest, number>();
  // A stored page's body as bytes, cut where the nonce goes: made at its first hit, so
  // that every later hit only hands bytes on (no text replacing, no UTF-8 encoding).
  const encoded = new WeakMap<StoredResponse, Buffer[]>();
  const partsOf = (hit: StoredResponse) => {
    let parts = encoded.get(hit);
    if (!parts) {
      parts = hit.body.split(placeholder).map((piece) => Buffer.from(piece));
      encoded.set(hit, parts);
    }
    return parts;
  };

  const publicKind = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== "GET" || reply.statusCode !== 200) return null;
    if (reply.hasHeader("set-cookie") || reply.hasHeader("cache-control")) return null;
    const path = pathOf(request.url);
    if (isPersonal(path)) return null;
    if (isPublicData(path)) return "data" as const;
    const type = reply.getHeader("content-type");
    if (pages && typeof type === "string" && type.startsWith("text/html")) return "html" as const;
    return null;
  };

  // The hooks are callback-style rather than async: every request passes them, and a hit is
  // answered by them, so they cost no promise when there is nothing to wait for.
  if (store) {
    app.addHook("onRequest", (request, reply, done) => {
      if (request.method !== "GET" || isPersonal(pathOf(request.url))) return done();
      const hit = store.get(request.url);
      if (!hit) {
        generation.set(request, store.generation);
        return done();
      }
      served.add(request);
      setValidators(reply, hit.etag);
      if (matchesEtag(request.headers["if-none-match"], hit.etag)) {
        reply.code(304).send();
        return;
      }
      const page = withNonce(partsOf(hit), `nonce="${request.cspNonce}"`);
      reply.type(hit.contentType).header("content-length", page.length).send(page.body);
    });
  }

  app.addHook("onSend", (request, reply, payload, done) => {
    if (PRIVATE.test(pathOf(request.url))) reply.header("cache-control", "no-store");
    if (served.has(request)) {
      return done(null, reply.statusCode === 304 ? notModified(reply) : payload);
    }
    const kind = publicKind(request, reply);
    if (!kind) return done(null, payload);
    storeRendered(request, reply, payload, kind).then(
      (result) => done(null, result),
      (error: Error) => done(error),
    );
  });

  /** A response rendered here: its validators, a place in the store, a 304 when it matches. */
  async function storeRendered(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    kind: "html" | "data",
  ) {
    const body = await readBody(payload);
    if (body === null) return payload;

    const normalized =
      kind === "html" ? body.replaceAll(`nonce="${request.cspNonce}"`, placeholder) : body;
    const etag = weakEtag(normalized);
    setValidators(reply, etag);

    const startedIn = generation.get(request);
    if (store && startedIn !== undefined) {
      const contentType = String(reply.getHeader("content-type") ?? "");
      store.set(request.url, { body: normalized, contentType, etag, kind }, startedIn);
    }
    if (matchesEtag(request.headers["if-none-match"], etag)) return notModified(reply);
    return body;
  }
});

/**
 * Stored public data (the perspective API, the sitemap, robots.txt, the feed), answered before
 * any other hook: it is the same bytes for everyone (no nonce, no cookie), so a hit is written
 * straight to the socket with its headers, the security ones included, as one list made once
 * per stored body and encoding. Node writes such a list as it is; headers set one by one
 * first would be merged on every request, and most of a small JSON answer's time was
 * Fastify's and Node's per-request work, not the answer (npm run bench). Registered before
 * `security` (app.ts); a miss goes on through every hook, and `publicCache` stores it.
 */
export const publicDataReplay = fp<{ store: ResponseStore }>(async (app, { store }) => {
  const replies = new WeakMap<StoredResponse, ReplayedData>();
  app.addHook("onRequest", (request, reply, done) => {
    // Only data URLs are looked up: a page's hit is `publicCache`'s, and looking it up here
    // too would touch the store twice per page.
    if (request.method !== "GET" || !isPublicData(pathOf(request.url))) return done();
    const hit = store.get(request.url);
    if (hit?.kind !== "data") return done();
    let replayed = replies.get(hit);
    if (!replayed) {
      replayed = new ReplayedData(hit, request.url);
      replies.set(hit, replayed);
    }
    reply.hijack();
    if (matchesEtag(request.headers["if-none-match"], hit.etag)) {
      reply.raw.writeHead(304, replayed.notModifiedHeaders).end();
      return;
    }
    const encoding = chooseEncoding(request.headers["accept-encoding"], replayed.size);
    const { headers, bytes } = replayed.in(encoding);
    reply.raw.writeHead(200, headers).end(bytes);
  });
});

/** A stored data answer's bytes and header lists, per encoding, each made on first use. */
class ReplayedData {
  private readonly body: EncodedBody;
  private readonly encodings = new Map<ContentEncoding, { headers: string[]; bytes: Buffer }>();
  readonly notModifiedHeaders: string[];

  constructor(
    private readonly hit: StoredResponse,
    url: string,
  ) {
    this.body = new EncodedBody(Buffer.from(hit.body));
    this.notModifiedHeaders = [
      ...securityHeadersFor(url).flat(),
      "cache-control",
      PUBLIC_CACHE_CONTROL,
      "cdn-cache-control",
      PUBLIC_CDN_CACHE_CONTROL,
      "etag",
      hit.etag,
      "vary",
      "accept-encoding",
    ];
  }

  get size() {
    return this.body.identity.length;
  }

  in(encoding: ContentEncoding) {
    let encoded = this.encodings.get(encoding);
    if (!encoded) {
      const bytes = this.body.get(encoding);
      const headers = [
        ...this.notModifiedHeaders,
        "content-type",
        this.hit.contentType,
        "content-length",
        String(bytes.length),
      ];
      if (encoding !== "identity") headers.push("content-encoding", encoding);
      encoded = { headers, bytes };
      this.encodings.set(encoding, encoded);
    }
    return encoded;
  }
}

/**
 * A stored page's parts with this response's nonce between them, handed to the socket as they
 * are. Not one Buffer: a page is 50–80 kB, and a fresh allocation that size per request is an
 * mmap and munmap of its own under `npm start`'s malloc settings (README, Memory), which held
 * the journal's page at 37% of the ceiling (80% without the copy; npm run bench).
 */
function withNonce(parts: Buffer[], nonce: string) {
  if (parts.length === 1) return { body: parts[0] as Buffer, length: (parts[0] as Buffer).length };
  const nonceBytes = Buffer.from(nonce);
  const chunks = parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part]));
  const length = chunks.reduce((total, chunk) => total + chunk.length, 0);
  // Every chunk at the first read: Node corks the socket and writes them in one call.
  const body = new Readable({
    read() {
      for (const chunk of chunks) this.push(chunk);
      this.push(null);
    },
  });
  return { body, length };
}

function setValidators(reply: FastifyReply, etag: string) {
  reply.header("cache-control", PUBLIC_CACHE_CONTROL);
  reply.header("cdn-cache-control", PUBLIC_CDN_CACHE_CONTROL);
  reply.header("etag", etag);
  reply.header("vary", "accept-encoding");
}

/** A 304 has no body, and no Content-Type or CSP that would replace the stored page's. */
function notModified(reply: FastifyReply) {
  reply.code(304);
  reply.removeHeader("content-type");
  reply.removeHeader("content-length");
  reply.removeHeader("content-security-policy");
  return null;
}

function pathOf(url: string) {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

function weakEtag(body: string) {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ does not matter. */
function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === opaque);
}

/** The payload as text: a serialized string, a Buffer, or the page renderer's stream. */
async function readBody(payload: unknown): Promise<string | null> {
  if (typeof payload === "string") return payload;
  if (Buffer.isBuffer(payload)) return payload.toString("utf8");
  if (payload && typeof (payload as NodeJS.ReadableStream).pipe === "function") {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as AsyncIterable<Buffer | string>) {
      chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
    }
    return Buffer.concat(chunks).toString("utf8");
  }
  return null;
}

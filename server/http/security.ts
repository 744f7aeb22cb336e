import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { bearerTokenOf } from "../lib/bearer-token";

declare module "fastify" {
  interface FastifyRequest {
    /** A fresh nonce for this response's inline scripts (server rendering needs a few). */
    cspNonce: string;
  }
}

type SecurityOptions = { publicUrl: string; contentSecurityPolicy: boolean };

function contentSecurityPolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Inline style attributes only (Radix positions popovers with them); no inline <style> is served.
    "style-src 'self' 'unsafe-inline'",
    // Articles may show cover and author images hosted elsewhere (the contract allows http and https).
    "img-src 'self' data: https: http:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * 128-bit nonces from the CSPRNG, drawn from a block of random bytes filled 256 nonces at a
 * time (as `crypto.randomUUID` does): one system call per block instead of one per page.
 */
const NONCE_BYTES = 16;
let randomBlock = Buffer.alloc(0);
let randomOffset = 0;
function nextNonce() {
  if (randomOffset + NONCE_BYTES > randomBlock.length) {
    randomBlock = randomBytes(NONCE_BYTES * 256);
    randomOffset = 0;
  }
  const nonce = randomBlock.toString("base64", randomOffset, randomOffset + NONCE_BYTES);
  randomOffset += NONCE_BYTES;
  return nonce;
}

/**
 * The headers every response carries: what helmet sets by default, with its CSP and
 * Cross-Origin-Embedder-Policy left out (the CSP is per page, below) and framing denied.
 * Written out rather than set by @fastify/helmet: its chain of eleven middlewares per request
 * cost a small JSON answer 40% of its throughput (npm run bench), for headers that never change.
 */
const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["cross-origin-opener-policy", "same-origin"],
  ["cross-origin-resource-policy", "same-origin"],
  ["origin-agent-cluster", "?1"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
  ["strict-transport-security", "max-age=31536000; includeSubDomains"],
  ["x-content-type-options", "nosniff"],
  ["x-dns-prefetch-control", "off"],
  ["x-download-options", "noopen"],
  ["x-frame-options", "DENY"],
  ["x-permitted-cross-domain-policies", "none"],
  ["x-xss-protection", "0"],
];

/**
 * What a built script, style or font needs of them (ADR 014): the rest (framing, referrer,
 * opener, …) governs documents and would only add some 300 bytes to every asset the public
 * pages load, which count against their budget on the wire.
 */
const ASSET_HEADER_NAMES = new Set([
  "cross-origin-resource-policy",
  "strict-transport-security",
  "x-content-type-options",
]);
const ASSET_HEADERS = SECURITY_HEADERS.filter(([name]) => ASSET_HEADER_NAMES.has(name));

/** The built, content-hashed files (scripts, styles, fonts) under /assets/. */
export const isBuiltAsset = (url: string) => url.startsWith("/assets/");

/** The security headers the response to `url` carries. */
export const securityHeadersFor = (url: string) =>
  isBuiltAsset(url) ? ASSET_HEADERS : SECURITY_HEADERS;

export const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The origins a write may come from (ADR 011). Always the public URL's. When that is the
 * default, `http://localhost:PORT` (no PUBLIC_URL configured), also the origin the request
 * was made to, so a site reached as 127.0.0.1 or by a LAN address still takes its own forms:
 * the scheme is the socket's, or the trusted proxy's `X-Forwarded-Proto`; the host is the
 * `Host` header, never `X-Forwarded-Host`, which a client can send through a proxy that
 * passes it on. A site with a PUBLIC_URL of its own takes writes from that origin only.
 */
function sameOriginCheck(publicUrl: string) {
  const publicOrigin = new URL(publicUrl);
  const acceptsOwnOrigin =
    publicOrigin.protocol === "http:" && publicOrigin.hostname === "localhost";
  return (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    if (origin === publicOrigin.origin) return true;
    if (!acceptsOwnOrigin) return false;
    try {
      const own = new URL(`${request.protocol}://${request.headers.host ?? ""}`).origin;
      return new URL(origin).origin === own;
    } catch {
      return false;
    }
  };
}

/**
 * Headers every response carries, the HTML pages' CSP, and the cross-site write check
 * (cookies are SameSite=Lax, this closes the rest). The check covers every write, not
 * only paths that read "/api/": the router decodes percent-escapes, so `/%61pi/ideas`
 * reaches the API's routes, and nothing on this site takes a write from another origin.
 */
export const security = fp<SecurityOptions>(async (app, options) => {
  const isSameOrigin = sameOriginCheck(options.publicUrl);

  // Set on the raw response first thing, so that every answer carries them, whatever ends it.
  app.addHook("onRequest", (request, reply, done) => {
    for (const [name, value] of securityHeadersFor(request.url)) reply.raw.setHeader(name, value);
    done();
  });

  // Made on first use, so only the responses that need one (HTML pages) pay for it.
  const nonces = new WeakMap<FastifyRequest, string>();
  app.decorateRequest("cspNonce", {
    getter(this: FastifyRequest) {
      let nonce = nonces.get(this);
      if (nonce === undefined) {
        nonce = nextNonce();
        nonces.set(this, nonce);
      }
      return nonce;
    },
  });
  // Callback-style hooks: every request passes them, and they have nothing to wait for.
  // An API token's request (contract §19) needs no Origin: a browser cannot attach the header
  // to a cross-site request without a CORS preflight, which this site never grants. Only
  // without cookies, though: with one, the request is judged as a browser's.
  const isBearerOnly = (request: FastifyRequest) =>
    bearerTokenOf(request.headers) !== undefined && request.headers.cookie === undefined;
  app.addHook("onRequest", (request, reply, done) => {
    if (WRITE_METHODS.has(request.method) && !isSameOrigin(request) && !isBearerOnly(request)) {
      reply.code(403).send({ message: "Cross-origin requests are not allowed" });
      return;
    }
    done();
  });

  if (options.contentSecurityPolicy) {
    app.addHook("onSend", (request, reply, payload, done) => {
      const type = reply.getHeader("content-type");
      if (typeof type === "string" && type.startsWith("text/html")) {
        reply.header("content-security-policy", contentSecurityPolicy(request.cspNonce));
      }
      done(null, payload);
    });
  }
});

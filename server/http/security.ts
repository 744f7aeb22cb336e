import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";

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

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A write is same-origin when it carries no Origin (non-browser clients) or names this site. */
function isSameOrigin(request: FastifyRequest, publicOrigin: string) {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * Headers every response carries, the HTML pages' CSP, and the cross-site write check
 * for the API (cookies are SameSite=Lax, this closes the rest).
 */
export const security = fp<SecurityOptions>(async (app, options) => {
  const publicOrigin = new URL(options.publicUrl).origin;

  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
  });

  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (request, reply) => {
    request.cspNonce = randomBytes(16).toString("base64");
    if (
      request.url.startsWith("/api/") &&
      WRITE_METHODS.has(request.method) &&
      !isSameOrigin(request, publicOrigin)
    ) {
      return reply.code(403).send({ message: "Cross-origin requests are not allowed" });
    }
  });

  if (options.contentSecurityPolicy) {
    app.addHook("onSend", async (request, reply, payload) => {
      const type = reply.getHeader("content-type");
      if (typeof type === "string" && type.startsWith("text/html")) {
        reply.header("content-security-policy", contentSecurityPolicy(request.cspNonce));
      }
      return payload;
    });
  }
});

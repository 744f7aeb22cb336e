import type { IncomingHttpHeaders } from "node:http";

/**
 * The credential of an `Authorization: Bearer …` header (API tokens, contract §19), or
 * undefined when the request sends none. Read in two places that must agree: the admin
 * API's sign-in check, and the cross-site write check, which a bearer request without
 * cookies does not need (a browser cannot add the header to another site's request
 * without a CORS preflight, which this site never grants).
 */
export function bearerTokenOf(headers: IncomingHttpHeaders): string | undefined {
  const match = headers.authorization?.match(/^Bearer[ \t]+(.*)$/i);
  return match ? (match[1] ?? "").trim() : undefined;
}

import { API_TOKEN_MESSAGES } from "@shared/schemas/api-tokens";
import type { FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { Database } from "../../db/client";
import { bearerTokenOf } from "../../lib/bearer-token";
import type { CookieReply } from "../../lib/cookie-reply";
import { HttpError } from "../../lib/errors";
import { NOT_SIGNED_IN } from "../../lib/signed-in-staff";
import { type ActiveApiToken, findActiveApiToken } from "./api-tokens/api-tokens";
import { tokenRefusal } from "./api-tokens/token-reach";
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from "./session-cookie";
import { type ActiveSession, findActiveSession } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireAdminSession on a request it lets through with a session cookie. */
    adminSession: ActiveSession | null;
    /** Set by requireAdminSession on a request it lets through with an API token (contract §19). */
    adminToken: ActiveApiToken | null;
  }
}

/**
 * onRequest hook for every admin route but login: no live session or API token, no access.
 * It runs before the body is read, so an anonymous caller never gets further than this.
 *
 * A request with `Authorization: Bearer` is judged by its token alone: a cookie sent along
 * is not read, so the bearer's path never carries a session's rights (and the cross-site
 * check, which such a request may skip only without cookies, stays with the cookie's path).
 * A live token then meets its limits here, before any route: the routes no token reaches,
 * and `read` allowing only GET. The owner's role is the area hooks' (require-role.ts), read
 * from the account as it is now, exactly as for a session.
 */
export function requireAdminSession(db: Database, secureCookies: boolean) {
  const hook: onRequestAsyncHookHandler = async (request, reply) => {
    const bearer = bearerTokenOf(request.headers);
    if (bearer !== undefined) {
      const token = await findActiveApiToken(db, bearer);
      if (!token) throw new HttpError(401, API_TOKEN_MESSAGES.invalid);
      const refusal = tokenRefusal(request.method, request.routeOptions.url, token.scope);
      if (refusal) throw new HttpError(403, refusal);
      request.adminToken = token;
      return;
    }
    const session = await cookieSession(db, request, reply, secureCookies);
    if (!session) throw new HttpError(401, NOT_SIGNED_IN);
    request.adminSession = session;
  };
  return hook;
}

/**
 * The live session the request's cookie names, for the admin API and the admin pages' server
 * render alike: renewed with its cookie, so that the cookie expires with the session; a cookie
 * of no live session is cleared.
 */
export async function cookieSession(
  db: Database,
  request: Pick<FastifyRequest, "cookies">,
  reply: CookieReply,
  secureCookies: boolean,
): Promise<ActiveSession | undefined> {
  const cookie = request.cookies[SESSION_COOKIE];
  const session = cookie ? await findActiveSession(db, cookie) : undefined;
  if (!cookie || !session) {
    if (cookie) clearSessionCookie(reply, secureCookies);
    return undefined;
  }
  if (session.renewed) setSessionCookie(reply, cookie, secureCookies);
  return session;
}

/**
 * The session requireAdminSession found, for the routes that are about a session (its
 * account's password, second factors, sessions, tokens): an API token never reaches them,
 * and is refused again here. Routes any caller may use read `signedInStaff` (server/lib).
 */
export function signedInSession(request: FastifyRequest): ActiveSession {
  if (!request.adminSession) throw new HttpError(401, NOT_SIGNED_IN);
  return request.adminSession;
}

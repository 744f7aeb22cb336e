import type { FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { Database } from "../../db/client";
import { HttpError } from "../../lib/errors";
import { NOT_SIGNED_IN } from "../../lib/signed-in-staff";
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from "./session-cookie";
import { type ActiveSession, findActiveSession } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireAdminSession on every request it lets through. */
    adminSession: ActiveSession | null;
  }
}

/**
 * onRequest hook for every admin route but login: no live session, no access. It runs
 * before the body is read, so an anonymous caller never gets further than this.
 */
export function requireAdminSession(db: Database, secureCookies: boolean) {
  const hook: onRequestAsyncHookHandler = async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await findActiveSession(db, token) : undefined;
    if (!token || !session) {
      if (token) clearSessionCookie(reply, secureCookies);
      throw new HttpError(401, NOT_SIGNED_IN);
    }
    // Renewed along with last_seen_at, so the cookie expires with the session.
    if (session.renewed) setSessionCookie(reply, token, secureCookies);
    request.adminSession = session;
  };
  return hook;
}

/** The session requireAdminSession found; a route behind it can rely on one. */
export function signedInSession(request: FastifyRequest): ActiveSession {
  if (!request.adminSession) throw new HttpError(401, NOT_SIGNED_IN);
  return request.adminSession;
}

import type { CookieReply } from "../../lib/cookie-reply";
import { SESSION_IDLE_SECONDS } from "./sessions";

export const SESSION_COOKIE = "rs_session";

/**
 * HttpOnly keeps the token from scripts; SameSite=Lax keeps it off cross-site writes;
 * Secure whenever the site is served over TLS (behind the proxy that TRUST_PROXY names).
 */
function cookieAttributes(secure: boolean) {
  return { httpOnly: true, sameSite: "lax", path: "/", secure } as const;
}

/** Sets (or renews) the cookie; it lives as long as the session may stay idle. */
export function setSessionCookie(reply: CookieReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieAttributes(secure),
    maxAge: SESSION_IDLE_SECONDS,
  });
}

export function clearSessionCookie(reply: CookieReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, cookieAttributes(secure));
}

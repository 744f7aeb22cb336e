import { SECOND_FACTOR_MESSAGES } from "@shared/schemas/second-factor";
import type { onRequestAsyncHookHandler } from "fastify";
import type { Database } from "../../../db/client";
import { signedInSession } from "../require-admin-session";
import { rolesRequiringSecondFactor, secondFactorMethods } from "./second-factor-state";

/**
 * What an account that must have a second factor and has none may still use (contract §16):
 * who it is, signing out, and setting one up. Matched on the registered route, so a path
 * cannot be dressed up to slip through.
 */
function allowedWithoutSecondFactor(method: string, routeUrl: string | undefined) {
  if (!routeUrl) return false;
  const path = routeUrl.replace(/^\/api\/admin/, "");
  if (method === "GET" && path === "/me") return true;
  if (path === "/logout") return true;
  return /^\/me\/(totp|passkeys)(\/|$)/.test(path);
}

/**
 * onRequest hook after the session check: an account whose role must have a second factor
 * (GET/PUT /settings/security) and has none gets 403 {next: "setup-second-factor"} on every
 * other admin route until it sets one up; then the same session works.
 */
export function requireSecondFactor(db: Database): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const { admin } = signedInSession(request);
    if (allowedWithoutSecondFactor(request.method, request.routeOptions.url)) return;
    const required = await rolesRequiringSecondFactor(db);
    if (!required.includes(admin.role)) return;
    if ((await secondFactorMethods(db, admin.id)).length > 0) return;
    return reply
      .code(403)
      .send({ message: SECOND_FACTOR_MESSAGES.setupRequired, next: "setup-second-factor" });
  };
}

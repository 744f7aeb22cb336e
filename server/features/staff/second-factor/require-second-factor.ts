import type { SecondFactorRequiredBody } from "@shared/schemas/api-errors";
import { API_TOKEN_MESSAGES } from "@shared/schemas/api-tokens";
import { SECOND_FACTOR_MESSAGES } from "@shared/schemas/second-factor";
import type { onRequestAsyncHookHandler } from "fastify";
import type { Database } from "../../../db/client";
import { signedInStaff } from "../../../lib/signed-in-staff";
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
 *
 * Its API tokens get that 403 on every route (ADR 047): the exceptions are there for a person
 * to set a factor up, which a token cannot do, and a token must not be the way around the
 * requirement. They work again, unchanged, once the account has a second factor.
 */
export function requireSecondFactor(db: Database): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const admin = signedInStaff(request);
    const byToken = request.adminToken !== null;
    if (!byToken && allowedWithoutSecondFactor(request.method, request.routeOptions.url)) return;
    const required = await rolesRequiringSecondFactor(db);
    if (!required.includes(admin.role)) return;
    if ((await secondFactorMethods(db, admin.id)).length > 0) return;
    return reply.code(403).send({
      message: byToken
        ? API_TOKEN_MESSAGES.secondFactorSetupRequired
        : SECOND_FACTOR_MESSAGES.setupRequired,
      next: "setup-second-factor",
    } satisfies SecondFactorRequiredBody);
  };
}

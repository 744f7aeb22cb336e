import { type AccessArea, mayUse } from "@shared/schemas/staff-roles";
import type { onRequestAsyncHookHandler } from "fastify";
import { HttpError } from "../../lib/errors";
import { signedInSession } from "./require-admin-session";

export const NOT_ALLOWED = "Your role does not allow this";

/**
 * onRequest hook for a scope of admin routes that belongs to one area (contract §9): it
 * runs after the session check, so a caller without a session still gets the 401 first.
 */
export function requireRole(area: AccessArea): onRequestAsyncHookHandler {
  return async (request) => {
    if (!mayUse(signedInSession(request).admin.role, area)) throw new HttpError(403, NOT_ALLOWED);
  };
}

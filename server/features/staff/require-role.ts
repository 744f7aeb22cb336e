import { type AccessArea, mayUse } from "@shared/schemas/staff-roles";
import type { onRequestAsyncHookHandler } from "fastify";
import { HttpError } from "../../lib/errors";
import { signedInStaff } from "../../lib/signed-in-staff";

export const NOT_ALLOWED = "Your role does not allow this";

/**
 * onRequest hook for a scope of admin routes that belongs to one area (contract §9): it
 * runs after the session check, so a caller without a session still gets the 401 first. An
 * API token's owner is read as the account is now, so a lowered role lowers the token.
 */
export function requireRole(area: AccessArea): onRequestAsyncHookHandler {
  return async (request) => {
    if (!mayUse(signedInStaff(request).role, area)) throw new HttpError(403, NOT_ALLOWED);
  };
}

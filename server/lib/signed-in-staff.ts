import type { FastifyRequest } from "fastify";
import { HttpError } from "./errors";

export const NOT_SIGNED_IN = "You are not signed in, or your session has ended";

/**
 * The signed-in staff account of a request to an admin route. The admin scope's session
 * hook (staff/require-admin-session.ts) has already refused anyone else, so the 401
 * here is a guard, not a path.
 */
export function signedInStaff(request: FastifyRequest) {
  const admin = request.adminSession?.admin;
  if (!admin) throw new HttpError(401, NOT_SIGNED_IN);
  return admin;
}

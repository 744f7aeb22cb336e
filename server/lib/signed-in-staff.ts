import type { FastifyRequest } from "fastify";
import { HttpError } from "./errors";

export const NOT_SIGNED_IN = "You are not signed in, or your session has ended";

/**
 * The staff account behind a request to an admin route: its session's, or its API token's
 * owner (contract §19), as the account is now. The admin scope's sign-in hook
 * (staff/require-admin-session.ts) has already refused anyone else, so the 401 here is a
 * guard, not a path.
 */
export function signedInStaff(request: FastifyRequest) {
  const admin = request.adminSession?.admin ?? request.adminToken?.admin;
  if (!admin) throw new HttpError(401, NOT_SIGNED_IN);
  return admin;
}

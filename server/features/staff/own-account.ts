import type { AdminAccount } from "@shared/schemas/admin-auth";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import type { CookieReply } from "../../lib/cookie-reply";
import type { AdminAccountRow } from "./admin-account";
import { cookieSession } from "./require-admin-session";
import { secondFactorState } from "./second-factor/second-factor-state";

/** The signed-in account as `GET /api/admin/me` answers it: with its second factors. */
export async function ownAccountOf(db: Database, admin: AdminAccountRow) {
  return { ...admin, secondFactor: await secondFactorState(db, admin) };
}

/**
 * The account whose session the page request's cookie carries, as the back office reads it
 * from `GET /api/admin/me` (its times as ISO strings), or null when signed out. The admin
 * pages' server render starts from it, so a screen is drawn at once instead of a spinner.
 */
export async function signedInAccountOfPage(
  db: Database,
  request: Pick<FastifyRequest, "cookies">,
  reply: CookieReply,
  secureCookies: boolean,
): Promise<AdminAccount | null> {
  const session = await cookieSession(db, request, reply, secureCookies);
  if (!session) return null;
  const account = await ownAccountOf(db, session.admin);
  return {
    ...account,
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  };
}

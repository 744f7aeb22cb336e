import type { AdminLoginPayload } from "@shared/schemas/admin-auth";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { admins } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { type AdminAccountRow, adminAccountColumns } from "./admin-account";
import { clearLoginFailures, reserveLoginAttempt } from "./login-throttle";
import { spendVerificationTime, verifyPassword } from "./password";
import { createSession, deleteExpiredSessions, deleteSession, hashSessionToken } from "./sessions";

export type LoginResult =
  | { outcome: "signed-in"; admin: AdminAccountRow; token: string }
  | { outcome: "rejected" }
  | { outcome: "locked-out"; retryAfterSeconds: number };

type LoginAttempt = AdminLoginPayload & {
  ip: string;
  /** The session cookie the browser still sent, if any: replaced, never reused. */
  previousToken?: string;
  /** Kept with the session for the sessions list (contract §16). */
  userAgent?: string;
};

/**
 * Checks a username and password under the brute-force limit and, when they are right,
 * starts a fresh session (rotation: a session id known before login is worthless after).
 */
export async function logIn(db: Database, attempt: LoginAttempt): Promise<LoginResult> {
  const key = { username: attempt.username, ip: attempt.ip };
  const retryAfterSeconds = await reserveLoginAttempt(db, key);
  if (retryAfterSeconds !== undefined) return { outcome: "locked-out", retryAfterSeconds };

  const [admin] = await db
    .select({ ...adminAccountColumns, passwordHash: admins.passwordHash })
    .from(admins)
    // A deactivated account is refused exactly like an unknown one (contract §9).
    .where(and(eq(admins.username, attempt.username), eq(admins.active, true)));
  // An unknown username, or an invited one without a password yet, costs the same
  // hashing time as a wrong password.
  const passwordMatches = admin?.passwordHash
    ? await verifyPassword(attempt.password, admin.passwordHash)
    : await spendVerificationTime(attempt.password);
  if (!admin || !passwordMatches) return { outcome: "rejected" };

  await clearLoginFailures(db, key);
  if (attempt.previousToken) await deleteSession(db, hashSessionToken(attempt.previousToken));
  await deleteExpiredSessions(db);
  const { passwordHash: _hash, ...account } = admin;
  const token = await db.transaction(async (tx) => {
    await tx.update(admins).set({ lastLoginAt: sql`now()` }).where(eq(admins.id, admin.id));
    await recordActivity(tx, {
      action: "signed_in",
      actorId: admin.id,
      subject: { type: "staff", id: admin.id },
    });
    return createSession(tx, admin.id, { ip: attempt.ip, userAgent: attempt.userAgent });
  });
  return { outcome: "signed-in", admin: account, token };
}

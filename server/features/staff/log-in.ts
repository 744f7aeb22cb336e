import type { AdminLoginPayload } from "@shared/schemas/admin-auth";
import type { SecondFactorMethod } from "@shared/schemas/second-factor";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { admins } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { type AdminAccountRow, adminAccountColumns } from "./admin-account";
import { clearLoginFailures, forgiveThisAttempt, reserveLoginAttempt } from "./login-throttle";
import { spendVerificationTime, verifyPassword } from "./password";
import { startPendingSignIn } from "./second-factor/pending-sign-in";
import { secondFactorMethods } from "./second-factor/second-factor-state";
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  hashSessionToken,
  type SessionClient,
} from "./sessions";

export type LoginResult =
  | { outcome: "signed-in"; admin: AdminAccountRow; token: string }
  | { outcome: "second-factor"; methods: SecondFactorMethod[]; pendingToken: string }
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

  // With a second factor the password alone signs nobody in (contract §16): a pending
  // sign-in waits for the second step, and the password neither counts as a failure nor
  // forgives the earlier ones, so guesses at the second step keep adding up.
  const methods = await secondFactorMethods(db, admin.id);
  if (methods.length > 0) {
    await forgiveThisAttempt(db, key);
    return {
      outcome: "second-factor",
      methods,
      pendingToken: await startPendingSignIn(db, admin.id),
    };
  }

  await clearLoginFailures(db, key);
  const { passwordHash: _hash, ...account } = admin;
  return {
    outcome: "signed-in",
    admin: account,
    token: await startSession(db, admin.id, attempt.previousToken, {
      ip: attempt.ip,
      userAgent: attempt.userAgent,
    }),
  };
}

/**
 * The end of every successful sign-in (a password alone, or its second step, or a passkey):
 * a fresh session, the old cookie's session ended, the sign-in logged.
 */
export async function startSession(
  db: Database,
  adminId: number,
  previousToken: string | undefined,
  client: SessionClient,
): Promise<string> {
  if (previousToken) await deleteSession(db, hashSessionToken(previousToken));
  await deleteExpiredSessions(db);
  return db.transaction(async (tx) => {
    await tx.update(admins).set({ lastLoginAt: sql`now()` }).where(eq(admins.id, adminId));
    await recordActivity(tx, {
      action: "signed_in",
      actorId: adminId,
      subject: { type: "staff", id: adminId },
    });
    return createSession(tx, adminId, client);
  });
}

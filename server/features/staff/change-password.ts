import type { ChangePasswordPayload } from "@shared/schemas/admin-auth";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { admins } from "../../db/schema";
import { clearLoginFailures, reserveLoginAttempt } from "./login-throttle";
import { verifyPassword } from "./password";
import type { ActiveSession } from "./sessions";
import { setAdminPassword } from "./set-admin-password";

export type ChangePasswordResult =
  | { outcome: "changed" }
  | { outcome: "wrong-current-password" }
  | { outcome: "locked-out"; retryAfterSeconds: number };

/**
 * The signed-in admin's own password change: the current password must be right.
 * The session making the change stays; every other one ends (a stolen session dies).
 *
 * A wrong current password is a guess at the admin's password like a failed login, so it
 * counts against the same limit (5 per username and IP in 15 minutes): a stolen session
 * cannot be used to guess the password at leisure, and guesses here and at the login
 * add up.
 */
export async function changePassword(
  db: Database,
  session: ActiveSession,
  { currentPassword, newPassword }: ChangePasswordPayload,
  ip: string,
): Promise<ChangePasswordResult> {
  const key = { username: session.admin.username, ip };
  const retryAfterSeconds = await reserveLoginAttempt(db, key);
  if (retryAfterSeconds !== undefined) return { outcome: "locked-out", retryAfterSeconds };

  const [admin] = await db
    .select({ passwordHash: admins.passwordHash })
    .from(admins)
    .where(eq(admins.id, session.admin.id));
  if (!admin?.passwordHash || !(await verifyPassword(currentPassword, admin.passwordHash))) {
    return { outcome: "wrong-current-password" };
  }
  await clearLoginFailures(db, key);
  await setAdminPassword(db, { id: session.admin.id }, newPassword, session.tokenHash);
  return { outcome: "changed" };
}

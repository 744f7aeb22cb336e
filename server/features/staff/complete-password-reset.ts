import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { admins, loginFailures, passwordResetTokens } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { INVITE_TOKEN_SHAPE } from "./invite-token";
import { hashPassword } from "./password";
import { endAdminSessions, hashSessionToken } from "./sessions";

/**
 * Spends a forgotten-password link (contract §16): sets the new password, ends every session
 * of the account, spends its other reset links and any invite link, and forgives its failed
 * sign-ins. Second factors are left as they are: the link proves the mailbox, not the
 * authenticator. Undefined when the link is unknown, used or expired, or the account has
 * been deactivated since.
 */
export async function completePasswordReset(
  db: Database,
  token: string,
  password: string,
): Promise<{ id: number; username: string } | undefined> {
  if (!INVITE_TOKEN_SHAPE.test(token)) return undefined;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashSessionToken(token)),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ adminId: passwordResetTokens.adminId });
    if (!link) return undefined;
    const [account] = await tx
      .update(admins)
      .set({ passwordHash, inviteTokenHash: null, inviteExpiresAt: null, updatedAt: sql`now()` })
      .where(and(eq(admins.id, link.adminId), eq(admins.active, true)))
      .returning({ id: admins.id, username: admins.username });
    if (!account) return undefined;
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.adminId, account.id));
    await tx.delete(loginFailures).where(eq(loginFailures.username, account.username));
    const sessionsEnded = await endAdminSessions(tx, account.id);
    await recordActivity(tx, {
      action: "password_reset",
      actorId: account.id,
      subject: { type: "staff", id: account.id },
      details: { username: account.username, sessionsEnded },
    });
    return account;
  });
}

import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { admins, passwordResetTokens } from "../../db/schema";
import { hashPassword } from "./password";
import { endAdminSessions } from "./sessions";

/**
 * Stores a new password and ends the admin's sessions (all but `keepSessionHash`, the
 * one making the change) in one transaction. False when no admin matches.
 */
export async function setAdminPassword(
  db: Database,
  admin: { id: number } | { username: string },
  password: string,
  keepSessionHash?: string,
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(admins)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where("id" in admin ? eq(admins.id, admin.id) : eq(admins.username, admin.username))
      .returning({ id: admins.id });
    if (!updated) return false;
    await endAdminSessions(tx, updated.id, keepSessionHash);
    // A reset link asked for before the change would otherwise undo it.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.adminId, updated.id));
    return true;
  });
}

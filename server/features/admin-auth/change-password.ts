import type { ChangePasswordPayload } from "@shared/schemas/admin-auth";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { admins } from "../../db/schema";
import { verifyPassword } from "./password";
import type { ActiveSession } from "./sessions";
import { setAdminPassword } from "./set-admin-password";

/**
 * The signed-in admin's own password change: the current password must be right.
 * The session making the change stays; every other one ends (a stolen session dies).
 */
export async function changePassword(
  db: Database,
  session: ActiveSession,
  { currentPassword, newPassword }: ChangePasswordPayload,
): Promise<"changed" | "wrong-current-password"> {
  const [admin] = await db
    .select({ passwordHash: admins.passwordHash })
    .from(admins)
    .where(eq(admins.id, session.admin.id));
  if (!admin || !(await verifyPassword(currentPassword, admin.passwordHash))) {
    return "wrong-current-password";
  }
  await setAdminPassword(db, { id: session.admin.id }, newPassword, session.tokenHash);
  return "changed";
}

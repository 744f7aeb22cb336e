import { defaultNotify } from "@shared/schemas/mail";
import type { StaffRole } from "@shared/schemas/staff-roles";
import type { Database } from "../../db/client";
import { admins } from "../../db/schema";
import { type AdminAccountRow, adminAccountColumns } from "./admin-account";
import { hashPassword } from "./password";

/** Creates a staff account (an admin unless told otherwise); undefined when the username is taken. */
export async function createAdmin(
  db: Database,
  username: string,
  password: string,
  role: StaffRole = "admin",
): Promise<AdminAccountRow | undefined> {
  const [created] = await db
    .insert(admins)
    .values({
      username,
      passwordHash: await hashPassword(password),
      role,
      notify: defaultNotify(role),
    })
    .onConflictDoNothing()
    .returning(adminAccountColumns);
  return created;
}

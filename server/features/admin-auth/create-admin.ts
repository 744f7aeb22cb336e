import type { Database } from "../../db/client";
import { admins } from "../../db/schema";
import { type AdminAccountRow, adminAccountColumns } from "./admin-account";
import { hashPassword } from "./password";

/** Creates an admin; undefined when the username is already taken. */
export async function createAdmin(
  db: Database,
  username: string,
  password: string,
): Promise<AdminAccountRow | undefined> {
  const [created] = await db
    .insert(admins)
    .values({ username, passwordHash: await hashPassword(password) })
    .onConflictDoNothing({ target: admins.username })
    .returning(adminAccountColumns);
  return created;
}

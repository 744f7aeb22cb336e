import type { updateOwnAccountPayload } from "@shared/schemas/staff";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { admins } from "../../db/schema";
import { type AdminAccountRow, adminAccountColumns } from "./admin-account";

/** PATCH /api/admin/me: what anyone may change of their own account, whatever their role. */
export async function updateOwnAccount(
  db: Database,
  adminId: number,
  change: z.output<typeof updateOwnAccountPayload>,
): Promise<AdminAccountRow | undefined> {
  const [account] = await db
    .update(admins)
    // updatedAt is left alone: it tells whether the first password was changed (Settings).
    .set(change)
    .where(eq(admins.id, adminId))
    .returning(adminAccountColumns);
  return account;
}

import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { admins } from "../../db/schema";
import { recordSessionsEnded } from "./own-sessions";
import { endAdminSessions } from "./sessions";

/**
 * An admin signs another account out everywhere (contract §16): a lost laptop, a shared
 * computer. The count of sessions ended, or undefined for an unknown account.
 */
export async function endStaffSessions(
  db: Database,
  actorId: number,
  staffId: number,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: admins.id, username: admins.username })
      .from(admins)
      .where(eq(admins.id, staffId));
    if (!owner) return undefined;
    const count = await endAdminSessions(tx, owner.id);
    await recordSessionsEnded(tx, owner, actorId, { count, which: "all" });
    return count;
  });
}

import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { admins, staffPasskeys, staffRecoveryCodes, staffTotp } from "../../../db/schema";
import { recordActivity } from "../../../lib/activity-log";

/**
 * The way back for a person who lost every second factor (contract §16): an operator's command
 * removes the account's authenticator app, recovery codes and passkeys, logged without an
 * actor, so that the next sign-in needs the password alone (and a role that requires a factor
 * then leads to setting one up again). Null when no account has that username.
 */
export async function clearSecondFactors(
  db: Database,
  username: string,
): Promise<{ totp: boolean; passkeys: number } | null> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.username, username));
    if (!account) return null;
    const totp = await tx
      .delete(staffTotp)
      .where(eq(staffTotp.adminId, account.id))
      .returning({ confirmedAt: staffTotp.confirmedAt });
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.adminId, account.id));
    const passkeys = await tx
      .delete(staffPasskeys)
      .where(eq(staffPasskeys.adminId, account.id))
      .returning({ id: staffPasskeys.id });
    const cleared = {
      totp: totp.some((row) => row.confirmedAt !== null),
      passkeys: passkeys.length,
    };
    if (cleared.totp || cleared.passkeys > 0) {
      await recordActivity(tx, {
        action: "second_factor_removed",
        actorId: null,
        subject: { type: "staff", id: account.id },
        details: { method: "all", by: "operator", ...cleared },
      });
    }
    return cleared;
  });
}

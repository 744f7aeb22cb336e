import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { staffRecoveryCodes, staffTotp } from "../../../db/schema";
import { recordActivity } from "../../../lib/activity-log";
import { replaceRecoveryCodes } from "./recovery-codes";
import { matchingStep, newTotpSecret, totpEnrolment } from "./totp";

type Account = { id: number; username: string };

/**
 * POST /me/totp: a new secret for the app, kept as a setup in progress (it replaces an
 * earlier unfinished one); nothing changes for signing in until a code confirms it.
 */
export async function startTotpSetup(db: Database, account: Account) {
  const [confirmed] = await db
    .select({ adminId: staffTotp.adminId })
    .from(staffTotp)
    .where(and(eq(staffTotp.adminId, account.id), isNotNull(staffTotp.confirmedAt)));
  if (confirmed) return undefined;
  const secret = newTotpSecret();
  await db
    .insert(staffTotp)
    .values({ adminId: account.id, secret })
    .onConflictDoUpdate({ target: staffTotp.adminId, set: { secret, lastUsedStep: null } });
  return { secret, ...(await totpEnrolment(secret, account.username)) };
}

export type ConfirmTotpResult =
  | { outcome: "confirmed"; recoveryCodes: string[] }
  | { outcome: "not-started" }
  | { outcome: "already-set-up" }
  | { outcome: "wrong-code" };

/** POST /me/totp/confirm: a right code turns the app on and hands out ten recovery codes. */
export async function confirmTotp(
  db: Database,
  adminId: number,
  code: string,
): Promise<ConfirmTotpResult> {
  const [setup] = await db
    .select({ secret: staffTotp.secret, confirmedAt: staffTotp.confirmedAt })
    .from(staffTotp)
    .where(eq(staffTotp.adminId, adminId));
  if (!setup) return { outcome: "not-started" };
  if (setup.confirmedAt) return { outcome: "already-set-up" };
  const step = matchingStep(setup.secret, code);
  if (step === undefined) return { outcome: "wrong-code" };
  return db.transaction(async (tx) => {
    // The confirming code counts as used: it cannot also sign in.
    const confirmed = await tx
      .update(staffTotp)
      .set({ confirmedAt: sql`now()`, lastUsedStep: step })
      .where(and(eq(staffTotp.adminId, adminId), isNull(staffTotp.confirmedAt)))
      .returning({ adminId: staffTotp.adminId });
    if (confirmed.length === 0) return { outcome: "already-set-up" } as const;
    const recoveryCodes = await replaceRecoveryCodes(tx, adminId);
    await recordActivity(tx, {
      action: "second_factor_added",
      actorId: adminId,
      subject: { type: "staff", id: adminId },
      details: { method: "totp" },
    });
    return { outcome: "confirmed", recoveryCodes } as const;
  });
}

/**
 * Accepts a code from the account's confirmed app once: the step it belongs to must be newer
 * than the last one accepted, and recording it is the same statement that checks it, so two
 * requests racing with one code cannot both pass. Answers true, or undefined when refused.
 */
export async function acceptTotpCode(
  db: Database,
  adminId: number,
  code: string,
): Promise<true | undefined> {
  const [app] = await db
    .select({ secret: staffTotp.secret })
    .from(staffTotp)
    .where(and(eq(staffTotp.adminId, adminId), isNotNull(staffTotp.confirmedAt)));
  const step = app ? matchingStep(app.secret, code) : undefined;
  if (step === undefined) return undefined;
  const accepted = await db
    .update(staffTotp)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(staffTotp.adminId, adminId),
        isNotNull(staffTotp.confirmedAt),
        or(isNull(staffTotp.lastUsedStep), lt(staffTotp.lastUsedStep, step)),
      ),
    )
    .returning({ adminId: staffTotp.adminId });
  return accepted.length > 0 ? true : undefined;
}

/** Whether the account has a confirmed app (recovery codes belong to it). */
export async function hasTotp(db: Database, adminId: number): Promise<boolean> {
  const [app] = await db
    .select({ adminId: staffTotp.adminId })
    .from(staffTotp)
    .where(and(eq(staffTotp.adminId, adminId), isNotNull(staffTotp.confirmedAt)));
  return app !== undefined;
}

/** DELETE /me/totp (after the password was checked): the app and its recovery codes go. */
export async function removeTotp(db: Database, adminId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(staffTotp)
      .where(eq(staffTotp.adminId, adminId))
      .returning({ confirmedAt: staffTotp.confirmedAt });
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.adminId, adminId));
    const wasOn = removed.some((row) => row.confirmedAt !== null);
    if (wasOn) {
      await recordActivity(tx, {
        action: "second_factor_removed",
        actorId: adminId,
        subject: { type: "staff", id: adminId },
        details: { method: "totp" },
      });
    }
    return wasOn;
  });
}

/** POST /me/recovery-codes (after a code was accepted): ten new ones, the old stop working. */
export async function regenerateRecoveryCodes(db: Database, adminId: number): Promise<string[]> {
  return db.transaction((tx) => replaceRecoveryCodes(tx, adminId));
}

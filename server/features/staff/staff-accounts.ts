import { defaultNotify } from "@shared/schemas/mail";
import {
  type createStaffPayload,
  INVITE_VALID_DAYS,
  type updateStaffPayload,
} from "@shared/schemas/staff";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Transaction } from "../../db/client";
import { admins, apiTokens } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import type { MailSetup } from "../../lib/mail/outbox";
import { queueInviteMail } from "./invite-mail";
import { newInviteToken } from "./invite-token";
import { endAdminSessions } from "./sessions";

/** What of a staff account GET /api/admin/staff answers: never a hash or a token. */
const staffColumns = {
  id: admins.id,
  username: admins.username,
  displayName: admins.displayName,
  email: admins.email,
  role: admins.role,
  active: admins.active,
  createdAt: admins.createdAt,
  lastLoginAt: admins.lastLoginAt,
};

const inviteExpiry = sql`now() + make_interval(days => ${INVITE_VALID_DAYS})`;

export async function listStaff(db: Database) {
  return db.select(staffColumns).from(admins).orderBy(asc(admins.createdAt), asc(admins.id));
}

type StaffRow = Awaited<ReturnType<typeof listStaff>>[number];
/** The account, its new link's token, and whether the link was also e-mailed to them. */
export type StaffWithInvite = StaffRow & { inviteToken: string; inviteMailed: boolean };

/**
 * Creates an account without a password and its one-time invite; undefined when the
 * username is taken (case-insensitively: the unique index is on lower(username)).
 */
export async function createStaff(
  db: Database,
  mail: MailSetup,
  actorId: number,
  account: z.output<typeof createStaffPayload>,
): Promise<StaffWithInvite | undefined> {
  const invite = newInviteToken();
  const created = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(admins)
      .values({
        ...account,
        notify: defaultNotify(account.role),
        inviteTokenHash: invite.hash,
        inviteExpiresAt: inviteExpiry,
      })
      .onConflictDoNothing()
      .returning(staffColumns);
    if (!created) return undefined;
    await recordActivity(tx, {
      action: "staff_created",
      actorId,
      subject: { type: "staff", id: created.id },
      details: { username: created.username, role: created.role },
    });
    const inviteMailed = await mailInvite(tx, mail, created, invite.token, "invited");
    return { ...created, inviteToken: invite.token, inviteMailed };
  });
  if (created?.inviteMailed) mail?.queued();
  return created;
}

/** E-mails the link when mail is set up and the account has an address. */
async function mailInvite(
  tx: Transaction,
  mail: MailSetup,
  account: StaffRow,
  token: string,
  reason: "invited" | "reissued",
) {
  if (!mail || !account.email) return false;
  await queueInviteMail(tx, mail.publicUrl, { ...account, email: account.email }, token, reason);
  return true;
}

export type UpdateStaffResult =
  | { outcome: "updated"; account: StaffRow }
  | { outcome: "not-found" }
  | { outcome: "last-admin" };

/**
 * Changes role, active flag, name or e-mail. Deactivating ends the account's sessions and
 * deletes its API tokens in the same transaction (a token must not come back to life with a
 * reactivation, ADR 047). The active admins are locked first, so two admins demoting each
 * other at once cannot leave the site without one.
 */
export async function updateStaff(
  db: Database,
  actorId: number,
  id: number,
  change: z.output<typeof updateStaffPayload>,
): Promise<UpdateStaffResult> {
  return db.transaction(async (tx) => {
    const activeAdmins = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.role, "admin"), eq(admins.active, true)))
      .orderBy(asc(admins.id))
      .for("update");
    const [before] = await tx
      .select(staffColumns)
      .from(admins)
      .where(eq(admins.id, id))
      .for("update");
    if (!before) return { outcome: "not-found" };

    const staysActiveAdmin =
      (change.role ?? before.role) === "admin" && (change.active ?? before.active);
    const isActiveAdmin = activeAdmins.some((admin) => admin.id === id);
    if (isActiveAdmin && !staysActiveAdmin && activeAdmins.length === 1) {
      return { outcome: "last-admin" };
    }

    const [account] = await tx
      .update(admins)
      // updatedAt is left alone: it tells the person whether their first password was changed.
      .set(change)
      .where(eq(admins.id, id))
      .returning(staffColumns);
    if (!account) return { outcome: "not-found" };
    if (before.active && !account.active) {
      await endAdminSessions(tx, id);
      await tx.delete(apiTokens).where(eq(apiTokens.adminId, id));
    }

    const changes = changedFields(before, account);
    if (Object.keys(changes).length > 0) {
      await recordActivity(tx, {
        action: "staff_changed",
        actorId,
        subject: { type: "staff", id },
        details: { username: account.username, ...changes },
      });
    }
    return { outcome: "updated", account };
  });
}

type Changeable = Pick<StaffRow, "role" | "active" | "displayName" | "email">;

/** {field: {from, to}} for each field that changed. */
function changedFields(before: Changeable, after: Changeable) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of ["role", "active", "displayName", "email"] as const) {
    if (before[field] !== after[field]) changes[field] = { from: before[field], to: after[field] };
  }
  return changes;
}

/**
 * A fresh one-time link (a forgotten password): the old link stops working and the
 * account's sessions end. Undefined for an unknown account.
 */
export async function reissueInvite(
  db: Database,
  mail: MailSetup,
  actorId: number,
  id: number,
): Promise<StaffWithInvite | undefined> {
  const invite = newInviteToken();
  const reissued = await db.transaction(async (tx) => {
    const [account] = await tx
      .update(admins)
      .set({ inviteTokenHash: invite.hash, inviteExpiresAt: inviteExpiry })
      .where(eq(admins.id, id))
      .returning(staffColumns);
    if (!account) return undefined;
    await endAdminSessions(tx, id);
    await recordActivity(tx, {
      action: "staff_changed",
      actorId,
      subject: { type: "staff", id },
      details: { username: account.username, invite: "reissued" },
    });
    const inviteMailed = await mailInvite(tx, mail, account, invite.token, "reissued");
    return { ...account, inviteToken: invite.token, inviteMailed };
  });
  if (reissued?.inviteMailed) mail?.queued();
  return reissued;
}

import type { InviteDetails } from "@shared/schemas/staff";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { admins } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { type AdminAccountRow, adminAccountColumns } from "./admin-account";
import { INVITE_TOKEN_SHAPE } from "./invite-token";
import { hashPassword } from "./password";
import { createSession, endAdminSessions, hashSessionToken, type SessionClient } from "./sessions";

/** Whom a live invite is for, shown on the invite page before a password is chosen. */
export async function findLiveInvite(
  db: Database,
  token: string,
): Promise<InviteDetails | undefined> {
  if (!INVITE_TOKEN_SHAPE.test(token)) return undefined;
  const [invite] = await db
    .select({ username: admins.username, displayName: admins.displayName })
    .from(admins)
    .where(liveInvite(token));
  return invite;
}

const liveInvite = (token: string) =>
  and(
    eq(admins.inviteTokenHash, hashSessionToken(token)),
    gt(admins.inviteExpiresAt, sql`now()`),
    eq(admins.active, true),
  );

export type AcceptInviteResult = { admin: AdminAccountRow; sessionToken: string } | undefined;

/**
 * Sets the password of the account a live invite names, spends the invite and signs the
 * person in. Undefined when the token is unknown, used, expired or its account inactive.
 */
export async function acceptInvite(
  db: Database,
  token: string,
  password: string,
  client: SessionClient,
): Promise<AcceptInviteResult> {
  if (!INVITE_TOKEN_SHAPE.test(token)) return undefined;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .update(admins)
      .set({
        passwordHash,
        inviteTokenHash: null,
        inviteExpiresAt: null,
        lastLoginAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(liveInvite(token))
      .returning(adminAccountColumns);
    if (!admin) return undefined;
    await endAdminSessions(tx, admin.id);
    await recordActivity(tx, {
      action: "signed_in",
      actorId: admin.id,
      subject: { type: "staff", id: admin.id },
      details: { via: "invite" },
    });
    return { admin, sessionToken: await createSession(tx, admin.id, client) };
  });
}

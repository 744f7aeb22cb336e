import type { PasskeyRecord } from "@shared/schemas/second-factor";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { secondsInterval } from "../../../db/intervals";
import { passkeyRegistrations, staffPasskeys } from "../../../db/schema";
import { recordActivity } from "../../../lib/activity-log";
import type { RelyingParty } from "./relying-party";

/**
 * @simplewebauthn/server and its helpers, loaded on the first passkey ceremony rather than at
 * start: they cost the server about 10 MB of resident memory that most sites never use (issue 26).
 */
export async function loadWebAuthn() {
  const [server, helpers] = await Promise.all([
    import("@simplewebauthn/server"),
    import("@simplewebauthn/server/helpers"),
  ]);
  return { ...server, isoBase64URL: helpers.isoBase64URL };
}

/** How long a started registration waits for the authenticator. */
export const CEREMONY_SECONDS = 5 * 60;

const passkeyColumns = {
  id: staffPasskeys.id,
  name: staffPasskeys.name,
  createdAt: staffPasskeys.createdAt,
  lastUsedAt: staffPasskeys.lastUsedAt,
};

function toRecord(row: { id: number; name: string; createdAt: Date; lastUsedAt: Date | null }) {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  } satisfies PasskeyRecord;
}

export async function listPasskeys(db: Database, adminId: number): Promise<PasskeyRecord[]> {
  const rows = await db
    .select(passkeyColumns)
    .from(staffPasskeys)
    .where(eq(staffPasskeys.adminId, adminId))
    .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
  return rows.map(toRecord);
}

/**
 * POST /me/passkeys/options: options for the browser, asking for a discoverable credential
 * (so it can later sign in without a username) with user verification; the challenge is kept
 * here, one per account, for five minutes.
 */
export async function passkeyRegistrationOptions(
  db: Database,
  rp: RelyingParty,
  account: { id: number; username: string; displayName: string | null },
) {
  const existing = await db
    .select({ credentialId: staffPasskeys.credentialId, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.adminId, account.id));
  const { generateRegistrationOptions } = await loadWebAuthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: account.username,
    userDisplayName: account.displayName ?? account.username,
    // The account id, not a name: the authenticator stores it, and it never changes.
    userID: new TextEncoder().encode(`staff-${account.id}`),
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports,
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: CEREMONY_SECONDS * 1000,
  });
  const values = {
    challenge: options.challenge,
    expiresAt: sql`now() + ${secondsInterval(CEREMONY_SECONDS)}`,
  };
  await db
    .insert(passkeyRegistrations)
    .values({ adminId: account.id, ...values })
    .onConflictDoUpdate({ target: passkeyRegistrations.adminId, set: values });
  return options;
}

export type AddPasskeyResult =
  | { outcome: "added"; passkey: PasskeyRecord }
  | { outcome: "not-started" }
  | { outcome: "rejected" }
  | { outcome: "duplicate" };

/** POST /me/passkeys: checks the authenticator's answer against the kept challenge, then stores the key. */
export async function addPasskey(
  db: Database,
  rp: RelyingParty,
  adminId: number,
  input: { name?: string; response: RegistrationResponseJSON },
): Promise<AddPasskeyResult> {
  // The challenge is spent whatever comes of it.
  const [pending] = await db
    .delete(passkeyRegistrations)
    .where(
      and(
        eq(passkeyRegistrations.adminId, adminId),
        gt(passkeyRegistrations.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: passkeyRegistrations.challenge });
  if (!pending) return { outcome: "not-started" };
  const { verifyRegistrationResponse, isoBase64URL } = await loadWebAuthn();
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: pending.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) return { outcome: "rejected" };
  const { credential } = verification.registrationInfo;
  return db.transaction(async (tx) => {
    const name = input.name ?? (await defaultName(tx, adminId));
    const [row] = await tx
      .insert(staffPasskeys)
      .values({
        adminId,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      })
      .onConflictDoNothing()
      .returning(passkeyColumns);
    if (!row) return { outcome: "duplicate" } as const;
    await recordActivity(tx, {
      action: "second_factor_added",
      actorId: adminId,
      subject: { type: "staff", id: adminId },
      details: { method: "passkey", name },
    });
    return { outcome: "added", passkey: toRecord(row) } as const;
  });
}

/** "Passkey 2" when no name was given: the account's count so far, plus one. */
async function defaultName(db: Pick<Database, "select">, adminId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.adminId, adminId));
  return `Passkey ${(row?.n ?? 0) + 1}`;
}

export async function renamePasskey(db: Database, adminId: number, id: number, name: string) {
  const [row] = await db
    .update(staffPasskeys)
    .set({ name })
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.adminId, adminId)))
    .returning(passkeyColumns);
  return row ? toRecord(row) : undefined;
}

/** DELETE /me/passkeys/{id}: only one's own; another account's is as unknown as a missing one. */
export async function removePasskey(db: Database, adminId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.adminId, adminId)))
      .returning({ name: staffPasskeys.name });
    if (!removed) return false;
    await recordActivity(tx, {
      action: "second_factor_removed",
      actorId: adminId,
      subject: { type: "staff", id: adminId },
      details: { method: "passkey", name: removed.name },
    });
    return true;
  });
}

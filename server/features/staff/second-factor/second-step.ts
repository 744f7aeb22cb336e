import type { LoginTotpPayload } from "@shared/schemas/second-factor";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { admins, staffPasskeys } from "../../../db/schema";
import { type LimitedAttempt, limitedAttempt } from "./limited-attempt";
import { CEREMONY_SECONDS, loadWebAuthn } from "./passkeys";
import {
  type PendingSignIn,
  setPendingChallenge,
  startPendingSignIn,
  takePendingChallenge,
} from "./pending-sign-in";
import { spendRecoveryCode } from "./recovery-codes";
import type { RelyingParty } from "./relying-party";
import { acceptTotpCode } from "./totp-enrolment";

/** The active account a pending sign-in is for. */
async function activeUsername(db: Database, adminId: number) {
  const [account] = await db
    .select({ username: admins.username })
    .from(admins)
    .where(and(eq(admins.id, adminId), eq(admins.active, true)));
  return account?.username;
}

/**
 * POST /login/totp: a code from the app (once per time step) or an unused recovery code
 * completes the pending sign-in; each wrong one counts toward §6's limit.
 */
export async function completeWithTotp(
  db: Database,
  pending: PendingSignIn,
  input: LoginTotpPayload,
  ip: string,
): Promise<LimitedAttempt<number> | undefined> {
  const adminId = pending.adminId;
  const username = adminId === null ? undefined : await activeUsername(db, adminId);
  if (adminId === null || !username) return undefined;
  return limitedAttempt(db, { username, ip }, async () => {
    const accepted =
      "code" in input
        ? await acceptTotpCode(db, adminId, input.code)
        : await spendRecoveryCode(db, adminId, input.recoveryCode);
    return accepted ? adminId : undefined;
  });
}

/**
 * POST /login/passkey/options: a challenge for the authenticator, kept with the pending
 * sign-in. After a password, the account's own passkeys are named; without one, none is
 * (the browser offers the discoverable passkeys it has for this site). Returns the token of
 * a new pending sign-in when there was none to keep it in.
 */
export async function passkeySignInOptions(
  db: Database,
  rp: RelyingParty,
  pending: PendingSignIn | undefined,
) {
  const allowCredentials =
    pending?.adminId != null
      ? await db
          .select({ id: staffPasskeys.credentialId, transports: staffPasskeys.transports })
          .from(staffPasskeys)
          .where(eq(staffPasskeys.adminId, pending.adminId))
      : undefined;
  const { generateAuthenticationOptions } = await loadWebAuthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials,
    userVerification: "required",
    timeout: CEREMONY_SECONDS * 1000,
  });
  if (pending) {
    await setPendingChallenge(db, pending.tokenHash, options.challenge);
    return { options, newToken: undefined };
  }
  return { options, newToken: await startPendingSignIn(db, null, options.challenge) };
}

export type PasskeySignIn =
  | LimitedAttempt<number>
  | { outcome: "unknown-passkey" }
  | { outcome: "no-challenge" };

/**
 * POST /login/passkey: the authenticator's signature over the kept challenge, by a passkey
 * of an active account (the pending sign-in's, when a password began it). A passkey proves
 * possession and, with user verification, the person: it signs in alone.
 */
export async function completeWithPasskey(
  db: Database,
  rp: RelyingParty,
  pending: PendingSignIn,
  response: AuthenticationResponseJSON,
  ip: string,
): Promise<PasskeySignIn> {
  const challenge = await takePendingChallenge(db, pending);
  if (!challenge) return { outcome: "no-challenge" };
  const [passkey] = await db
    .select({
      id: staffPasskeys.id,
      adminId: staffPasskeys.adminId,
      credentialId: staffPasskeys.credentialId,
      publicKey: staffPasskeys.publicKey,
      counter: staffPasskeys.counter,
      transports: staffPasskeys.transports,
      username: admins.username,
    })
    .from(staffPasskeys)
    .innerJoin(admins, and(eq(admins.id, staffPasskeys.adminId), eq(admins.active, true)))
    .where(eq(staffPasskeys.credentialId, response.id));
  if (!passkey || (pending.adminId !== null && pending.adminId !== passkey.adminId)) {
    return { outcome: "unknown-passkey" };
  }
  return limitedAttempt(db, { username: passkey.username, ip }, async () => {
    const { verifyAuthenticationResponse, isoBase64URL } = await loadWebAuthn();
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verification?.verified) return undefined;
    await db
      .update(staffPasskeys)
      .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
      .where(eq(staffPasskeys.id, passkey.id));
    return passkey.adminId;
  });
}

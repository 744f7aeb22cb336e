import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Database } from "../../../db/client";
import { secondsInterval } from "../../../db/intervals";
import { pendingSignIns } from "../../../db/schema";
import { hashSessionToken } from "../sessions";

/** A sign-in waits this long for its second step (contract §16: 5 minutes). */
export const PENDING_SECONDS = 5 * 60;
export const PENDING_COOKIE = "rs_pending";
/** Only the sign-in routes ever read it. */
const COOKIE_PATH = "/api/admin/login";
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type PendingSignIn = { tokenHash: string; adminId: number | null; challenge: string | null };

/** Starts a pending sign-in (for the account, or for whoever a passkey names) and returns its token. */
export async function startPendingSignIn(
  db: Database,
  adminId: number | null,
  challenge: string | null = null,
): Promise<string> {
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, sql`now()`));
  const token = randomBytes(32).toString("base64url");
  await db.insert(pendingSignIns).values({
    tokenHash: hashSessionToken(token),
    adminId,
    challenge,
    expiresAt: sql`now() + ${secondsInterval(PENDING_SECONDS)}`,
  });
  return token;
}

/** The live pending sign-in a cookie's token names. */
export async function findPendingSignIn(
  db: Database,
  token: string | undefined,
): Promise<PendingSignIn | undefined> {
  if (!token || !TOKEN_SHAPE.test(token)) return undefined;
  const [found] = await db
    .select({
      tokenHash: pendingSignIns.tokenHash,
      adminId: pendingSignIns.adminId,
      challenge: pendingSignIns.challenge,
    })
    .from(pendingSignIns)
    .where(
      and(
        eq(pendingSignIns.tokenHash, hashSessionToken(token)),
        gt(pendingSignIns.expiresAt, sql`now()`),
      ),
    );
  return found;
}

/** A new passkey challenge for a pending sign-in (each ceremony gets its own). */
export async function setPendingChallenge(db: Database, tokenHash: string, challenge: string) {
  await db.update(pendingSignIns).set({ challenge }).where(eq(pendingSignIns.tokenHash, tokenHash));
}

/**
 * Takes the pending sign-in's challenge, so one passkey answer is checked against it once;
 * undefined when there was none (or another request took it first).
 */
export async function takePendingChallenge(
  db: Database,
  pending: PendingSignIn,
): Promise<string | undefined> {
  if (!pending.challenge) return undefined;
  const taken = await db
    .update(pendingSignIns)
    .set({ challenge: null })
    .where(
      and(
        eq(pendingSignIns.tokenHash, pending.tokenHash),
        eq(pendingSignIns.challenge, pending.challenge),
      ),
    )
    .returning({ tokenHash: pendingSignIns.tokenHash });
  return taken.length > 0 ? pending.challenge : undefined;
}

export async function endPendingSignIn(db: Database, tokenHash: string) {
  await db.delete(pendingSignIns).where(eq(pendingSignIns.tokenHash, tokenHash));
}

const cookieAttributes = (secure: boolean) =>
  ({ httpOnly: true, sameSite: "lax", path: COOKIE_PATH, secure }) as const;

export function setPendingCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(PENDING_COOKIE, token, { ...cookieAttributes(secure), maxAge: PENDING_SECONDS });
}

export function clearPendingCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(PENDING_COOKIE, cookieAttributes(secure));
}

import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { secondsAgo } from "../../db/intervals";
import { preparedPerDatabase } from "../../db/prepared";
import { admins, sessions } from "../../db/schema";
import { type AdminAccountRow, adminAccountColumns } from "./admin-account";
import { approximateAddress } from "./approximate-address";

/** A session ends after this long without a request (contract: 7 days idle). */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
/** last_seen_at is written at most this often, rather than on every request. */
const LAST_SEEN_RESOLUTION_SECONDS = 60;

/** 32 random bytes in base64url: 256 bits, far beyond guessing. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Only this hash is stored, so a copy of the database holds no usable session. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The browser a session was started from, as the request told it (contract §16). */
export type SessionClient = { userAgent: string | undefined; ip: string };

/** A User-Agent longer than this is cut: it names a browser, not a document. */
const USER_AGENT_MAX = 512;

/**
 * Starts a session for the admin and returns the token for the cookie. The browser's
 * User-Agent and its address, cut to the network (ADR 033), are kept for the sessions list.
 */
export async function createSession(
  db: Database,
  adminId: number,
  client: SessionClient,
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    adminId,
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) || null,
    ip: approximateAddress(client.ip),
  });
  return token;
}

export type ActiveSession = {
  admin: AdminAccountRow;
  tokenHash: string;
  /** True when this request moved last_seen_at forward (the cookie is renewed with it). */
  renewed: boolean;
};

/** The live session a cookie's token names, renewing it; an idle-expired one is deleted. */
export async function findActiveSession(
  db: Database,
  token: string,
): Promise<ActiveSession | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const tokenHash = hashSessionToken(token);
  const [found] = await activeSessionStatement(db).execute({ tokenHash });
  if (!found) return undefined;
  if (found.expired) {
    await deleteSession(db, tokenHash);
    return undefined;
  }
  if (found.renewalDue) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { admin: found.admin, tokenHash, renewed: found.renewalDue };
}

/**
 * The session of a token hash with its account, when that is active: the first statement of
 * every signed-in request, so built and prepared once per database (server/db/prepared.ts).
 * Times are compared on the database's clock, the one that wrote them.
 */
const activeSessionStatement = preparedPerDatabase((db) =>
  db
    .select({
      admin: adminAccountColumns,
      expired: sql<boolean>`${sessions.lastSeenAt} <= ${secondsAgo(SESSION_IDLE_SECONDS)}`,
      renewalDue: sql<boolean>`${sessions.lastSeenAt} < ${secondsAgo(LAST_SEEN_RESOLUTION_SECONDS)}`,
    })
    .from(sessions)
    // A deactivated account's sessions are deleted with the change; the join makes
    // sure none of them is honoured even for a moment in between.
    .innerJoin(admins, and(eq(admins.id, sessions.adminId), eq(admins.active, true)))
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .prepare("active_session"),
);

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Ends every session of the admin, or every one but `except` (the session in use), and
 * answers how many ended.
 */
export async function endAdminSessions(
  db: Database,
  adminId: number,
  except?: string,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.adminId, adminId), except ? ne(sessions.tokenHash, except) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Clears out sessions nobody can use any more (expired ones are otherwise deleted when seen). */
export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.lastSeenAt, secondsAgo(SESSION_IDLE_SECONDS)));
}

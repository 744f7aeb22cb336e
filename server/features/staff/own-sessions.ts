import type { StaffSession } from "@shared/schemas/sessions";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import type { ActiveSession } from "./sessions";

/** The signed-in account's live sessions, the newest sign-in first, the current one marked. */
export async function listOwnSessions(
  db: Database,
  session: ActiveSession,
): Promise<StaffSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      current: sql<boolean>`${sessions.tokenHash} = ${session.tokenHash}`,
    })
    .from(sessions)
    .where(eq(sessions.adminId, session.admin.id))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  }));
}

/**
 * Ends one of the signed-in account's own sessions by its public id. False when no session
 * of theirs has that id: another account's is as unknown as one that never was.
 */
export async function endOwnSession(
  db: Database,
  session: ActiveSession,
  id: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.adminId, session.admin.id)))
      .returning({ current: sql<boolean>`${sessions.tokenHash} = ${session.tokenHash}` });
    if (ended.length === 0) return false;
    await recordSessionsEnded(tx, session.admin, session.admin.id, {
      count: 1,
      which: ended[0]?.current ? "current" : "one",
    });
    return true;
  });
}

/** Signs the account out everywhere but here; the count of sessions ended. */
export async function endOtherOwnSessions(db: Database, session: ActiveSession): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.adminId, session.admin.id),
          sql`${sessions.tokenHash} <> ${session.tokenHash}`,
        ),
      )
      .returning({ id: sessions.id });
    await recordSessionsEnded(tx, session.admin, session.admin.id, {
      count: ended.length,
      which: "others",
    });
    return ended.length;
  });
}

type Writer = Parameters<typeof recordActivity>[0];

/**
 * The `sessions_ended` entry (contract §16): whose sessions, how many and which; never a
 * session's secret, hash or address.
 */
export async function recordSessionsEnded(
  writer: Writer,
  owner: { id: number; username: string },
  actorId: number,
  ended: { count: number; which: "one" | "current" | "others" | "all" },
) {
  await recordActivity(writer, {
    action: "sessions_ended",
    actorId,
    subject: { type: "staff", id: owner.id },
    details: { username: owner.username, count: ended.count, which: ended.which },
  });
}

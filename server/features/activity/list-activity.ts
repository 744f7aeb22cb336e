import type { ActivityListQuery, SiteActivityEntryRecord } from "@shared/schemas/activity";
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { activityLog, admins } from "../../db/schema";
import { actorColumns, actorOf } from "../../lib/activity-log";

/**
 * One page of the whole log, newest first, and how many entries match.
 *
 * The page walks the primary key backwards (id order is commit-near insertion order), so
 * it costs the same at a million entries as at ten. The total is an exact count: on
 * PostgreSQL an index-only scan of the key, tens of milliseconds at a million entries,
 * acceptable for an admin-only screen that needs a true page count; an estimate from
 * pg_class would drift and lies for a filtered list.
 */
export async function listActivity(
  db: Database,
  { limit, offset, action }: ActivityListQuery,
): Promise<{ rows: SiteActivityEntryRecord[]; total: number }> {
  const where = action === undefined ? undefined : eq(activityLog.action, action);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: activityLog.id,
        at: activityLog.at,
        ...actorColumns,
        action: activityLog.action,
        subjectType: activityLog.subjectType,
        subjectId: activityLog.subjectId,
        details: activityLog.details,
      })
      .from(activityLog)
      .leftJoin(admins, eq(admins.id, activityLog.actorId))
      .where(where)
      .orderBy(desc(activityLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(activityLog).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    rows: rows.map(({ subjectType, subjectId, at, action, ...entry }) => ({
      ...actorOf(entry),
      at: at.toISOString(),
      action: action as SiteActivityEntryRecord["action"],
      subject:
        subjectType === null || subjectId === null
          ? null
          : {
              type: subjectType as NonNullable<SiteActivityEntryRecord["subject"]>["type"],
              id: subjectId,
            },
    })),
  };
}

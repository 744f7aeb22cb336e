import type {
  ActivityListQuery,
  ActivitySubjectType,
  SiteActivityEntryRecord,
} from "@shared/schemas/activity";
import { count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  activityLog,
  admins,
  investmentInterests,
  startupIdeas,
  strategicPerspectives,
} from "../../db/schema";
import { actorColumns, actorOf } from "../../lib/activity-log";

/** Where each kind of subject lives: it still exists while its row does. */
const SUBJECT_TABLES: Record<ActivitySubjectType, PgTable & { id: PgColumn }> = {
  startup_idea: startupIdeas,
  investment_interest: investmentInterests,
  perspective: strategicPerspectives,
  staff: admins,
};

/**
 * Whether the subject's row is still there (deleted, erased and purged records are not):
 * one primary-key probe of the subject's own table, for an entry of the page only.
 */
function subjectExists(subjectType: SQL | PgColumn, subjectId: SQL | PgColumn) {
  const probes = Object.entries(SUBJECT_TABLES).map(
    ([type, table]) =>
      sql`when ${type} then exists (select 1 from ${table} where ${table.id} = ${subjectId})`,
  );
  return sql<boolean>`case ${subjectType} ${sql.join(probes, sql` `)} else false end`;
}

/**
 * One page of the whole log, newest first, and how many entries match.
 *
 * The page walks the primary key backwards (id order is commit-near insertion order), so
 * it costs the same at a million entries as at ten; only the page's entries are then joined
 * to their actor and probed for their subject, not the entries an offset skips. The total
 * is an exact count: on PostgreSQL an index-only scan of the key, tens of milliseconds at a
 * million entries, acceptable for an admin-only screen that needs a true page count; an
 * estimate from pg_class would drift and lies for a filtered list.
 */
export async function listActivity(
  db: Database,
  { limit, offset, action }: ActivityListQuery,
): Promise<{ rows: SiteActivityEntryRecord[]; total: number }> {
  const where = action === undefined ? undefined : eq(activityLog.action, action);
  const page = db
    .select({
      id: activityLog.id,
      at: activityLog.at,
      actorId: activityLog.actorId,
      action: activityLog.action,
      subjectType: activityLog.subjectType,
      subjectId: activityLog.subjectId,
      details: activityLog.details,
    })
    .from(activityLog)
    .where(where)
    .orderBy(desc(activityLog.id))
    .limit(limit)
    .offset(offset)
    .as("page");
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: page.id,
        at: page.at,
        ...actorColumns,
        action: page.action,
        subjectType: page.subjectType,
        subjectId: page.subjectId,
        subjectExists: subjectExists(page.subjectType, page.subjectId),
        details: page.details,
      })
      .from(page)
      .leftJoin(admins, eq(admins.id, page.actorId))
      .orderBy(desc(page.id)),
    db.select({ total: count() }).from(activityLog).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    rows: rows.map(({ subjectType, subjectId, subjectExists, at, action, ...entry }) => ({
      ...actorOf(entry),
      at: at.toISOString(),
      action: action as SiteActivityEntryRecord["action"],
      subject:
        subjectType === null || subjectId === null
          ? null
          : {
              type: subjectType as ActivitySubjectType,
              id: subjectId,
              exists: subjectExists,
            },
    })),
  };
}

import type { ActivityEntryRecord } from "@shared/schemas/activity";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { activityLog, admins } from "../../db/schema";
import { actorColumns, actorOf } from "../../lib/activity-log";
import { submissionExists } from "./submission-exists";
import type { SubmissionSource } from "./submission-source";

/**
 * One record's timeline, newest first (contract §10); undefined for an unknown record.
 * Served by the subject index, (subject_type, subject_id, id desc).
 */
export async function listRecordActivity(
  db: Database,
  source: SubmissionSource,
  id: number,
): Promise<ActivityEntryRecord[] | undefined> {
  if (!(await submissionExists(db, source, id))) return undefined;
  const rows = await db
    .select({
      id: activityLog.id,
      at: activityLog.at,
      ...actorColumns,
      action: activityLog.action,
      details: activityLog.details,
    })
    .from(activityLog)
    .leftJoin(admins, eq(admins.id, activityLog.actorId))
    .where(and(eq(activityLog.subjectType, source.activitySubject), eq(activityLog.subjectId, id)))
    .orderBy(desc(activityLog.id));
  return rows.map(({ at, action, ...entry }) => ({
    ...actorOf(entry),
    at: at.toISOString(),
    action: action as ActivityEntryRecord["action"],
  }));
}

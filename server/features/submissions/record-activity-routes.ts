import type { ActivityEntryRecord } from "@shared/schemas/activity";
import { recordIdParams } from "@shared/schemas/admin-lists";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { activityLog, admins } from "../../db/schema";
import { actorColumns, actorOf } from "../../lib/activity-log";
import { HttpError, parseInput } from "../../lib/errors";
import type { SubmissionSource } from "./submission-source";

/**
 * GET /api/admin/{path}/{id}/activity: one record's timeline, newest first (contract §10).
 * Served by the subject index, (subject_type, subject_id, id desc).
 */
export const recordActivityRoutes: FastifyPluginAsync<{
  db: Database;
  source: SubmissionSource;
}> = async (app, { db, source }) => {
  app.get(`/${source.path}/:id/activity`, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const [record] = await db
      .select({ id: source.table.id })
      .from(source.table)
      .where(eq(source.table.id, id));
    if (!record) throw new HttpError(404, `${source.noun} not found`);
    return listRecordActivity(db, source, id);
  });
};

async function listRecordActivity(
  db: Database,
  source: SubmissionSource,
  id: number,
): Promise<ActivityEntryRecord[]> {
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

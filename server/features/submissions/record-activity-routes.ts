import { activityEntryRecord } from "@shared/schemas/activity";
import { recordIdParams } from "@shared/schemas/admin-lists";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import { documented } from "../../lib/openapi/operation";
import { listRecordActivity } from "./list-record-activity";
import { type SubmissionSource, submissionsTag } from "./submission-source";

/** GET /api/admin/{path}/{id}/activity: one record's timeline, newest first (contract §10). */
export const recordActivityRoutes: FastifyPluginAsync<{
  db: Database;
  source: SubmissionSource;
}> = async (app, { db, source }) => {
  const activity = documented({
    summary: `One ${source.noun.toLowerCase()}'s activity, newest first`,
    tag: submissionsTag(source),
    params: recordIdParams,
    responses: { 200: z.array(activityEntryRecord) },
    errors: { 404: `${source.noun} not found` },
  });
  app.get(`/${source.path}/:id/activity`, activity, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const activity = await listRecordActivity(db, source, id);
    if (!activity) throw new HttpError(404, `${source.noun} not found`);
    return activity;
  });
};

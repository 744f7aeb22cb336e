import { recordIdParams } from "@shared/schemas/admin-lists";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import { listRecordActivity } from "./list-record-activity";
import type { SubmissionSource } from "./submission-source";

/** GET /api/admin/{path}/{id}/activity: one record's timeline, newest first (contract §10). */
export const recordActivityRoutes: FastifyPluginAsync<{
  db: Database;
  source: SubmissionSource;
}> = async (app, { db, source }) => {
  app.get(`/${source.path}/:id/activity`, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const activity = await listRecordActivity(db, source, id);
    if (!activity) throw new HttpError(404, `${source.noun} not found`);
    return activity;
  });
};

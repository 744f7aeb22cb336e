import { Readable } from "node:stream";
import { recordIdParams } from "@shared/schemas/admin-lists";
import { statusUpdatePayload } from "@shared/schemas/submission-status";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { HttpError, parseInput } from "../../lib/errors";
import { getSubmission } from "./get-submission";
import { listSubmissions } from "./list-submissions";
import { recordActivityRoutes } from "./record-activity-routes";
import { recordWorkRoutes } from "./record-work-routes";
import { streamSubmissionCsv } from "./stream-submission-csv";
import { forStaff } from "./submission-query";
import type { SubmissionSource } from "./submission-source";
import { updateSubmissionStatus } from "./update-submission-status";

/** List, detail, status update and CSV export of one kind of submission (contract §4). */
export const submissionAdminRoutes: FastifyPluginAsync<{
  db: Database;
  source: SubmissionSource;
}> = async (app, { db, source }) => {
  const notFound = () => new HttpError(404, `${source.noun} not found`);

  app.get(`/${source.path}`, async (request, reply) => {
    const query = forStaff(parseInput(source.listQuery, request.query), signedInStaffId(request));
    const { rows, total } = await listSubmissions(db, source, query);
    return reply.header("x-total-count", total).send(rows);
  });

  app.get(`/${source.path}/:id`, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const record = await getSubmission(db, source, id);
    if (!record) throw notFound();
    return record;
  });

  app.patch(`/${source.path}/:id/status`, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const update = parseInput(statusUpdatePayload, request.body);
    const record = await updateSubmissionStatus(db, source, id, update, actingStaffId(request));
    if (!record) throw notFound();
    return record;
  });

  app.get(`/export/${source.path}`, async (request, reply) => {
    const query = forStaff(parseInput(source.exportQuery, request.query), signedInStaffId(request));
    const today = new Date().toISOString().slice(0, 10);
    // Logged as the export starts: what was taken out, with which filters, and by whom.
    await recordActivity(db, {
      action: "exported",
      actorId: actingStaffId(request),
      details: { kind: source.path, query },
    });
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${source.path}-${today}.csv"`)
      .send(Readable.from(streamSubmissionCsv(db, source, query), { objectMode: false }));
  });

  await app.register(recordActivityRoutes, { db, source });
  await app.register(recordWorkRoutes, { db, source });
};

/** The signed-in staff account behind a request (the admin scope guarantees one). */
function actingStaffId(request: FastifyRequest): number | null {
  return request.adminSession?.admin.id ?? null;
}

/** The signed-in staff member's id, for the assignee filter's "me". */
function signedInStaffId(request: FastifyRequest): number {
  const id = request.adminSession?.admin.id;
  if (id === undefined)
    throw new HttpError(401, "You are not signed in, or your session has ended");
  return id;
}

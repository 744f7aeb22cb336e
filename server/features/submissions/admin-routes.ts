import { Readable } from "node:stream";
import { recordIdParams } from "@shared/schemas/admin-lists";
import { statusUpdatePayload } from "@shared/schemas/submission-status";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { HttpError, parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { documented } from "../../lib/openapi/operation";
import { signedInStaff } from "../../lib/signed-in-staff";
import { getSubmission } from "./get-submission";
import { listSubmissions } from "./list-submissions";
import { recordActivityRoutes } from "./record-activity-routes";
import { recordWithTags } from "./record-tags";
import { recordWorkRoutes } from "./record-work-routes";
import { streamSubmissionCsv } from "./stream-submission-csv";
import { forStaff } from "./submission-query";
import { type SubmissionSource, submissionsTag } from "./submission-source";
import { updateSubmissionStatus } from "./update-submission-status";
import { scoreSightOf, withVisibleScore } from "./visible-score";

/** List, detail, status update and CSV export of one kind of submission (contract §4). */
export const submissionAdminRoutes: FastifyPluginAsync<{
  db: Database;
  source: SubmissionSource;
  /** Mail that working a record sends (a comment's @mentions); null when not set up. */
  mail: MailSetup;
}> = async (app, { db, source, mail }) => {
  const notFound = () => new HttpError(404, `${source.noun} not found`);
  const tag = submissionsTag(source);

  const list = documented({
    summary: `${tag}: one page of the list, filtered and sorted`,
    description:
      "The total count of matches is in the X-Total-Count header (X-Total-Count-Capped: true " +
      "when it is a lower bound).",
    tag,
    query: source.listQuery,
    responses: { 200: z.array(source.summarySchema) },
  });
  app.get(`/${source.path}`, list, async (request, reply) => {
    const query = forStaff(parseInput(source.listQuery, request.query), signedInStaff(request));
    const { rows, total, totalCapped } = await listSubmissions(db, source, query);
    if (totalCapped) reply.header("x-total-count-capped", "true");
    return reply.header("x-total-count", total).send(rows);
  });

  const detail = documented({
    summary: `One ${source.noun.toLowerCase()}, whole`,
    tag,
    params: recordIdParams,
    responses: { 200: source.recordSchema },
    errors: { 404: `${source.noun} not found` },
  });
  app.get(`/${source.path}/:id`, detail, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const record = await recordWithTags(db, source, await getSubmission(db, source, id));
    if (!record) throw notFound();
    return withVisibleScore(db, source, record, scoreSightOf(signedInStaff(request)));
  });

  const status = documented({
    summary: `Set the status (and the private notes) of a ${source.noun.toLowerCase()}`,
    tag,
    params: recordIdParams,
    body: statusUpdatePayload,
    responses: { 200: source.recordSchema },
    errors: { 404: `${source.noun} not found` },
  });
  app.patch(`/${source.path}/:id/status`, status, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const update = parseInput(statusUpdatePayload, request.body);
    const updated = await updateSubmissionStatus(db, source, id, update, signedInStaff(request).id);
    const record = await recordWithTags(db, source, updated);
    if (!record) throw notFound();
    return withVisibleScore(db, source, record, scoreSightOf(signedInStaff(request)));
  });

  const csv = documented({
    summary: `Download the ${tag.toLowerCase()} as CSV, with the list's filters`,
    tag,
    query: source.exportQuery,
    responses: { 200: { description: "A CSV file (an attachment)", contentType: "text/csv" } },
  });
  app.get(`/export/${source.path}`, csv, async (request, reply) => {
    const query = forStaff(parseInput(source.exportQuery, request.query), signedInStaff(request));
    const today = new Date().toISOString().slice(0, 10);
    // Logged as the export starts: what was taken out, with which filters, and by whom.
    await recordActivity(db, {
      action: "exported",
      actorId: signedInStaff(request).id,
      details: { kind: source.path, query },
    });
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${source.path}-${today}.csv"`)
      .send(Readable.from(streamSubmissionCsv(db, source, query), { objectMode: false }));
  });

  await app.register(recordActivityRoutes, { db, source });
  await app.register(recordWorkRoutes, { db, source, mail });
};

import { recordIdParams } from "@shared/schemas/admin-lists";
import {
  erasePayload,
  eraseResult,
  personExport,
  personQuery,
  personRecords,
  retentionPayload,
  retentionSettings,
} from "@shared/schemas/personal-data";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import { documented } from "../../lib/openapi/operation";
import { signedInStaff } from "../../lib/signed-in-staff";
import { type SubmissionSource, submissionsTag } from "../submissions/submission-source";
import { deleteSubmission } from "./delete-submission";
import { erasePerson, exportPerson, findPerson } from "./people";
import { readRetention, saveRetention } from "./retention";

/** DELETE /api/admin/{kind}/{id} (contract §12): admin only, the UI confirms first. */
export const submissionDeletionRoutes: FastifyPluginAsync<{
  db: Database;
  source: SubmissionSource;
}> = async (app, { db, source }) => {
  const remove = documented({
    summary: `Delete a ${source.noun.toLowerCase()} and everything about it`,
    tag: submissionsTag(source),
    params: recordIdParams,
    responses: { 204: { description: "Deleted" } },
    errors: { 404: `${source.noun} not found` },
  });
  app.delete(`/${source.path}/:id`, remove, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    if (!(await deleteSubmission(db, source, id, signedInStaff(request).id))) {
      throw new HttpError(404, `${source.noun} not found`);
    }
    return reply.code(204).send();
  });
};

const TAG = "Personal data";

/** A person's data (look up, download, erase) and the retention period (contract §12). */
export const personalDataRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const find = documented({
    summary: "Every record held for an e-mail address",
    tag: TAG,
    query: personQuery,
    responses: { 200: personRecords },
  });
  app.get("/people", find, async (request) => {
    const { email } = parseInput(personQuery, request.query);
    return findPerson(db, email);
  });

  const download = documented({
    summary: "Download everything held for an e-mail address, with its history",
    description: "A JSON file (`Content-Disposition: attachment`) a person can be given.",
    tag: TAG,
    query: personQuery,
    responses: {
      200: {
        description: "The person's data, as a file",
        contentType: "application/json",
        schema: personExport,
      },
    },
  });
  app.get("/people/export", download, async (request, reply) => {
    const { email } = parseInput(personQuery, request.query);
    const document = await exportPerson(db, email);
    const fileName = `personal-data-${email.replace(/[^a-z0-9.@_-]/gi, "_")}.json`;
    return reply
      .header("content-type", "application/json; charset=utf-8")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .send(JSON.stringify(document, null, 2));
  });

  const erase = documented({
    summary: "Erase every record held for an e-mail address",
    tag: TAG,
    body: erasePayload,
    responses: { 200: eraseResult },
  });
  app.post("/people/erase", erase, async (request) => {
    const { email } = parseInput(erasePayload, request.body);
    return { erased: await erasePerson(db, signedInStaff(request).id, email) };
  });

  const readPeriod = documented({
    summary: "How long records are kept, and how many are past it now",
    tag: TAG,
    responses: { 200: retentionSettings },
  });
  app.get("/settings/retention", readPeriod, async () => readRetention(db));

  const savePeriod = documented({
    summary: "Set how many months records are kept",
    tag: TAG,
    body: retentionPayload,
    responses: { 200: retentionSettings },
  });
  app.put("/settings/retention", savePeriod, async (request) => {
    const { months } = parseInput(retentionPayload, request.body);
    return saveRetention(db, months);
  });
};

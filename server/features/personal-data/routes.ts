import { recordIdParams } from "@shared/schemas/admin-lists";
import { erasePayload, personQuery, retentionPayload } from "@shared/schemas/personal-data";
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

/** A person's data (look up, download, erase) and the retention period (contract §12). */
export const personalDataRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/people", async (request) => {
    const { email } = parseInput(personQuery, request.query);
    return findPerson(db, email);
  });

  app.get("/people/export", async (request, reply) => {
    const { email } = parseInput(personQuery, request.query);
    const document = await exportPerson(db, email);
    const fileName = `personal-data-${email.replace(/[^a-z0-9.@_-]/gi, "_")}.json`;
    return reply
      .header("content-type", "application/json; charset=utf-8")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .send(JSON.stringify(document, null, 2));
  });

  app.post("/people/erase", async (request) => {
    const { email } = parseInput(erasePayload, request.body);
    return { erased: await erasePerson(db, signedInStaff(request).id, email) };
  });

  app.get("/settings/retention", async () => readRetention(db));

  app.put("/settings/retention", async (request) => {
    const { months } = parseInput(retentionPayload, request.body);
    return saveRetention(db, months);
  });
};

import { recordIdParams } from "@shared/schemas/admin-lists";
import { relatedRecords } from "@shared/schemas/related";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import { documented } from "../../lib/openapi/operation";
import { type SubmissionSource, submissionsTag } from "../submissions/submission-source";
import { findRelatedRecords } from "./find-related-records";

/** GET /{kind}/{id}/related: a record's possible duplicates (contract §14). */
export const relatedRoutes: FastifyPluginAsync<{ db: Database; source: SubmissionSource }> = async (
  app,
  { db, source },
) => {
  const related = documented({
    summary: `A ${source.noun.toLowerCase()}'s possible duplicates: same e-mail, alike names`,
    tag: submissionsTag(source),
    params: recordIdParams,
    responses: { 200: relatedRecords },
    errors: { 404: `${source.noun} not found` },
  });
  app.get(`/${source.path}/:id/related`, related, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const related = await findRelatedRecords(db, source, id);
    if (!related) throw new HttpError(404, `${source.noun} not found`);
    return related;
  });
};

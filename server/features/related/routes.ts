import { recordIdParams } from "@shared/schemas/admin-lists";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import type { SubmissionSource } from "../submissions/submission-source";
import { findRelatedRecords } from "./find-related-records";

/** GET /{kind}/{id}/related: a record's possible duplicates (contract §14). */
export const relatedRoutes: FastifyPluginAsync<{ db: Database; source: SubmissionSource }> = async (
  app,
  { db, source },
) => {
  app.get(`/${source.path}/:id/related`, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const related = await findRelatedRecords(db, source, id);
    if (!related) throw new HttpError(404, `${source.noun} not found`);
    return related;
  });
};

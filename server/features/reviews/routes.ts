import { recordIdParams } from "@shared/schemas/admin-lists";
import {
  REVIEW_MESSAGES,
  reviewPayload,
  scorecardParams,
  scorecardPayload,
} from "@shared/schemas/reviews";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import { signedInStaff } from "../../lib/signed-in-staff";
import type { SubmissionSource } from "../submissions/submission-source";
import { scoreSightOf } from "../submissions/visible-score";
import { listRecordReviews } from "./record-reviews";
import { deleteReview, saveReview } from "./save-review";
import { getScorecard, saveScorecard } from "./scorecards";

/** GET /api/admin/scorecards/{kind} (contract §14): admins and reviewers. */
export const scorecardReadRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/scorecards/:kind", async (request) => {
    const { kind } = parseInput(scorecardParams, request.params);
    return getScorecard(db, kind);
  });
};

/** PUT /api/admin/scorecards/{kind}: admins only; re-scores the kind's records. */
export const scorecardWriteRoutes: FastifyPluginAsync<{
  db: Database;
  sources: SubmissionSource[];
}> = async (app, { db, sources }) => {
  app.put("/scorecards/:kind", async (request) => {
    const { kind } = parseInput(scorecardParams, request.params);
    const { criteria } = parseInput(scorecardPayload, request.body);
    const source = sources.find((candidate) => candidate.path === kind);
    if (!source) throw new HttpError(404, `No scorecard for ${kind}`);
    return saveScorecard(db, source, kind, criteria, signedInStaff(request).id);
  });
};

/** A record's reviews (contract §14): read (blind until you reviewed), yours written and removed. */
export const reviewRoutes: FastifyPluginAsync<{ db: Database; source: SubmissionSource }> = async (
  app,
  { db, source },
) => {
  const notFound = () => new HttpError(404, `${source.noun} not found`);

  app.get(`/${source.path}/:id/reviews`, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const sight = scoreSightOf(signedInStaff(request));
    const found = await listRecordReviews(db, source, id, sight);
    if (!found) throw notFound();
    return found;
  });

  app.put(`/${source.path}/:id/reviews/me`, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const payload = parseInput(reviewPayload, request.body);
    const { id: reviewerId, username, displayName } = signedInStaff(request);
    const reviewer = { id: reviewerId, username, displayName };
    const result = await saveReview(db, source, id, reviewer, payload);
    if (result.outcome === "not-found") throw notFound();
    if (result.outcome === "invalid") throw new HttpError(400, result.message);
    return result.review;
  });

  app.delete(`/${source.path}/:id/reviews/me`, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    const outcome = await deleteReview(db, source, id, signedInStaff(request).id);
    if (outcome === "not-found") throw notFound();
    if (outcome === "no-review") throw new HttpError(404, REVIEW_MESSAGES.noReview);
    return reply.code(204).send();
  });
};

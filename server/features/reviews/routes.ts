import { recordIdParams } from "@shared/schemas/admin-lists";
import {
  REVIEW_MESSAGES,
  recordReviews,
  review,
  reviewPayload,
  scorecard,
  scorecardParams,
  scorecardPayload,
} from "@shared/schemas/reviews";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import { documented } from "../../lib/openapi/operation";
import { signedInStaff } from "../../lib/signed-in-staff";
import { type SubmissionSource, submissionsTag } from "../submissions/submission-source";
import { scoreSightOf } from "../submissions/visible-score";
import { listRecordReviews } from "./record-reviews";
import { deleteReview, saveReview } from "./save-review";
import { getScorecard, saveScorecard } from "./scorecards";

const SCORECARDS = "Scorecards";

/** GET /api/admin/scorecards/{kind} (contract §14): admins and reviewers. */
export const scorecardReadRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const read = documented({
    summary: "A kind's scorecard: the criteria reviewers score, in order",
    tag: SCORECARDS,
    params: scorecardParams,
    responses: { 200: scorecard },
  });
  app.get("/scorecards/:kind", read, async (request) => {
    const { kind } = parseInput(scorecardParams, request.params);
    return getScorecard(db, kind);
  });
};

/** PUT /api/admin/scorecards/{kind}: admins only; re-scores the kind's records. */
export const scorecardWriteRoutes: FastifyPluginAsync<{
  db: Database;
  sources: SubmissionSource[];
}> = async (app, { db, sources }) => {
  const write = documented({
    summary: "Replace a kind's scorecard (its records are scored again)",
    tag: SCORECARDS,
    params: scorecardParams,
    body: scorecardPayload,
    responses: { 200: scorecard },
    errors: { 404: "No scorecard for this kind" },
  });
  app.put("/scorecards/:kind", write, async (request) => {
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
  const tag = submissionsTag(source);
  const noun = source.noun.toLowerCase();

  const list = documented({
    summary: `A ${noun}'s reviews: only their count until you have reviewed it (admins see all)`,
    tag,
    params: recordIdParams,
    responses: { 200: recordReviews },
    errors: { 404: `${source.noun} not found` },
  });
  app.get(`/${source.path}/:id/reviews`, list, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const sight = scoreSightOf(signedInStaff(request));
    const found = await listRecordReviews(db, source, id, sight);
    if (!found) throw notFound();
    return found;
  });

  const save = documented({
    summary: `Write or rewrite your review of a ${noun}`,
    tag,
    params: recordIdParams,
    body: reviewPayload,
    responses: { 200: review },
    errors: {
      400: "A score is missing, or names a criterion the scorecard does not have",
      404: `${source.noun} not found`,
    },
  });
  app.put(`/${source.path}/:id/reviews/me`, save, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const payload = parseInput(reviewPayload, request.body);
    const { id: reviewerId, username, displayName } = signedInStaff(request);
    const reviewer = { id: reviewerId, username, displayName };
    const result = await saveReview(db, source, id, reviewer, payload);
    if (result.outcome === "not-found") throw notFound();
    if (result.outcome === "invalid") throw new HttpError(400, result.message);
    return result.review;
  });

  const remove = documented({
    summary: `Withdraw your review of a ${noun}`,
    tag,
    params: recordIdParams,
    responses: { 204: { description: "Deleted" } },
    errors: { 404: `${source.noun} not found, or ${REVIEW_MESSAGES.noReview.toLowerCase()}` },
  });
  app.delete(`/${source.path}/:id/reviews/me`, remove, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    const outcome = await deleteReview(db, source, id, signedInStaff(request).id);
    if (outcome === "not-found") throw notFound();
    if (outcome === "no-review") throw new HttpError(404, REVIEW_MESSAGES.noReview);
    return reply.code(204).send();
  });
};

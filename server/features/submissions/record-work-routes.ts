import { recordIdParams } from "@shared/schemas/admin-lists";
import {
  assignPayload,
  commentParams,
  commentPayload,
  RECORD_WORK_MESSAGES,
  recordComment,
} from "@shared/schemas/record-work";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { documented } from "../../lib/openapi/operation";
import { signedInStaff } from "../../lib/signed-in-staff";
import { assignSubmission } from "./assign-submission";
import { recordWithTags } from "./record-tags";
import { addComment, deleteComment, listComments } from "./submission-comments";
import { type SubmissionSource, submissionsTag } from "./submission-source";
import { scoreSightOf, withVisibleScore } from "./visible-score";

/** A record's owner and comment thread (contract §10), for one kind of submission. */
export const recordWorkRoutes: FastifyPluginAsync<{
  db: Database;
  source: SubmissionSource;
  /** For the mail a comment's @mentions send; null when mail is not set up. */
  mail: MailSetup;
}> = async (app, { db, source, mail }) => {
  const notFound = () => new HttpError(404, `${source.noun} not found`);
  const tag = submissionsTag(source);
  const noun = source.noun.toLowerCase();
  const unknown = { 404: `${source.noun} not found` };

  const assign = documented({
    summary: `Give a ${noun} an owner, or none (null)`,
    tag,
    params: recordIdParams,
    body: assignPayload,
    responses: { 200: source.recordSchema },
    errors: { 400: RECORD_WORK_MESSAGES.assigneeInvalid, ...unknown },
  });
  app.patch(`/${source.path}/:id/assignee`, assign, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const { assigneeId } = parseInput(assignPayload, request.body);
    const result = await assignSubmission(db, source, id, assigneeId, signedInStaff(request).id);
    if (result.outcome === "not-found") throw notFound();
    if (result.outcome === "invalid-assignee") {
      throw new HttpError(400, RECORD_WORK_MESSAGES.assigneeInvalid);
    }
    const record = await recordWithTags(db, source, result.record);
    if (!record) throw notFound();
    return withVisibleScore(db, source, record, scoreSightOf(signedInStaff(request)));
  });

  const comments = documented({
    summary: `The team's comments on a ${noun}, oldest first`,
    tag,
    params: recordIdParams,
    responses: { 200: z.array(recordComment) },
    errors: unknown,
  });
  app.get(`/${source.path}/:id/comments`, comments, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const comments = await listComments(db, source, id);
    if (!comments) throw notFound();
    return comments;
  });

  const comment = documented({
    summary: `Comment on a ${noun} (its @usernames are told by mail)`,
    tag,
    params: recordIdParams,
    body: commentPayload,
    responses: { 201: recordComment },
    errors: unknown,
  });
  app.post(`/${source.path}/:id/comments`, comment, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    const { body } = parseInput(commentPayload, request.body);
    const { id: authorId, username, displayName } = signedInStaff(request);
    const author = { id: authorId, username, displayName };
    const comment = await addComment(db, source, id, body, author, mail);
    if (!comment) throw notFound();
    return reply.code(201).send(comment);
  });

  const uncomment = documented({
    summary: `Delete a comment on a ${noun} (its author's, or any for an admin)`,
    tag,
    params: commentParams,
    responses: { 204: { description: "Deleted" } },
    errors: {
      403: RECORD_WORK_MESSAGES.commentNotYours,
      404: RECORD_WORK_MESSAGES.commentNotFound,
    },
  });
  app.delete(`/${source.path}/:id/comments/:commentId`, uncomment, async (request, reply) => {
    const parsed = commentParams.safeParse(request.params);
    if (!parsed.success) throw new HttpError(404, RECORD_WORK_MESSAGES.commentNotFound);
    const { id, commentId } = parsed.data;
    const outcome = await deleteComment(db, source, id, commentId, signedInStaff(request));
    if (outcome === "not-found") throw new HttpError(404, RECORD_WORK_MESSAGES.commentNotFound);
    if (outcome === "forbidden") throw new HttpError(403, RECORD_WORK_MESSAGES.commentNotYours);
    return reply.code(204).send();
  });
};

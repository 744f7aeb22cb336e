import { recordIdParams } from "@shared/schemas/admin-lists";
import { recordTagsPayload, TAG_MESSAGES, tag, tagPatch, tagPayload } from "@shared/schemas/tags";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { HttpError, parseInput, ValidationError } from "../../lib/errors";
import { documented } from "../../lib/openapi/operation";
import { signedInStaff } from "../../lib/signed-in-staff";
import { type SubmissionSource, submissionsTag } from "../submissions/submission-source";
import { scoreSightOf, withVisibleScore } from "../submissions/visible-score";
import { createTag, deleteTag, listTags, updateTag } from "./manage-tags";
import { setRecordTags } from "./set-record-tags";

const PATH = "/tags";
const TAG = "Tags";
const notFound = () => new HttpError(404, TAG_MESSAGES.notFound);
const nameTaken = () => new HttpError(409, TAG_MESSAGES.nameTaken);

/** Reading the tags: whoever applies them (admins and reviewers). */
export const tagReadRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const list = documented({
    summary: "The team's tags, by name",
    tag: TAG,
    responses: { 200: z.array(tag) },
  });
  app.get(PATH, list, () => listTags(db));
};

/** Managing them: admins only (contract §14). */
export const tagWriteRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const create = documented({
    summary: "Create a tag",
    tag: TAG,
    body: tagPayload,
    responses: { 201: tag },
    errors: { 409: TAG_MESSAGES.nameTaken },
  });
  app.post(PATH, create, async (request, reply) => {
    const tag = parseInput(tagPayload, request.body);
    const created = await createTag(db, tag, signedInStaff(request).id);
    if (!created) throw nameTaken();
    return reply.code(201).send(created);
  });

  const update = documented({
    summary: "Rename or recolour a tag",
    tag: TAG,
    params: recordIdParams,
    body: tagPatch,
    responses: { 200: tag },
    errors: { 404: TAG_MESSAGES.notFound, 409: TAG_MESSAGES.nameTaken },
  });
  app.patch(`${PATH}/:id`, update, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const patch = parseInput(tagPatch, request.body);
    const result = await updateTag(db, id, patch, signedInStaff(request).id);
    if (result.outcome === "not-found") throw notFound();
    if (result.outcome === "name-taken") throw nameTaken();
    return result.tag;
  });

  const remove = documented({
    summary: "Delete a tag (it leaves every record that carried it)",
    tag: TAG,
    params: recordIdParams,
    responses: { 204: { description: "Deleted" } },
    errors: { 404: TAG_MESSAGES.notFound },
  });
  app.delete(`${PATH}/:id`, remove, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    if (!(await deleteTag(db, id, signedInStaff(request).id))) throw notFound();
    return reply.code(204).send();
  });
};

/** PUT …/{id}/tags: a record's whole set of tags, for one kind of submission. */
export const recordTagRoutes: FastifyPluginAsync<{
  db: Database;
  source: SubmissionSource;
}> = async (app, { db, source }) => {
  const retag = documented({
    summary: `Set a ${source.noun.toLowerCase()}'s whole set of tags`,
    tag: submissionsTag(source),
    params: recordIdParams,
    body: recordTagsPayload,
    responses: { 200: source.recordSchema },
    errors: { 400: TAG_MESSAGES.unknownTag, 404: `${source.noun} not found` },
  });
  app.put(`/${source.path}/:id/tags`, retag, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const { tagIds } = parseInput(recordTagsPayload, request.body);
    const result = await setRecordTags(db, source, id, tagIds, signedInStaff(request).id);
    if (result.outcome === "not-found") throw new HttpError(404, `${source.noun} not found`);
    if (result.outcome === "unknown-tag") {
      throw new ValidationError([{ path: "tagIds", message: TAG_MESSAGES.unknownTag }]);
    }
    // The record as its page shows it: the score blind as contract §14 says.
    return withVisibleScore(db, source, result.record, scoreSightOf(signedInStaff(request)));
  });
};

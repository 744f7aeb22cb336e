import { recordIdParams } from "@shared/schemas/admin-lists";
import {
  perspectiveInput,
  perspectiveSummary,
  perspectiveUpdate,
} from "@shared/schemas/perspective";
import { perspectiveListQuery } from "@shared/schemas/perspective-admin-list";
import { editedPerspective } from "@shared/schemas/perspective-revisions";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import { documented } from "../../lib/openapi/operation";
import { signedInStaff } from "../../lib/signed-in-staff";
import { createPerspective } from "./create-perspective";
import { deletePerspective } from "./delete-perspective";
import { getPerspective } from "./get-perspective";
import { listPerspectivesForAdmin } from "./list-perspectives-for-admin";
import { ETAG, IF_MATCH, NOT_FOUND, PERSPECTIVES_TAG, STALE } from "./operation-texts";
import { expectedVersion, refuseAutosavePublishing, sendWithEtag } from "./revisions/if-match";
import { perspectiveRevisionRoutes } from "./revisions/revision-routes";
import { staleSave } from "./revisions/stale-save";
import { updatePerspective } from "./update-perspective";

/**
 * The admin's perspectives (contract §4, §5): list, detail, create, update, delete.
 * Registered inside the signed-in scope of /api/admin. Answers carry PerspectiveRecord
 * (lists: PerspectiveSummary), dates serialized as ISO-8601.
 */
export const perspectiveAdminRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const notFound = () => new HttpError(404, NOT_FOUND);

  const list = documented({
    summary: "Every perspective, drafts and scheduled ones too, one page at a time",
    description: "The header `X-Total-Count` says how many match in all.",
    tag: PERSPECTIVES_TAG,
    query: perspectiveListQuery,
    responses: { 200: z.array(perspectiveSummary) },
  });
  app.get("/perspectives", list, async (request, reply) => {
    const query = parseInput(perspectiveListQuery, request.query);
    const { rows, total } = await listPerspectivesForAdmin(db, query);
    return reply.header("x-total-count", total).send(rows);
  });

  const one = documented({
    summary: "One perspective, with its version",
    description: ETAG,
    tag: PERSPECTIVES_TAG,
    params: recordIdParams,
    responses: { 200: editedPerspective },
    errors: { 404: NOT_FOUND },
  });
  app.get("/perspectives/:id", one, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    const record = await getPerspective(db, id);
    if (!record) throw notFound();
    return sendWithEtag(reply, record);
  });

  const create = documented({
    summary: "Write a perspective (published, scheduled or a draft)",
    description: `${ETAG} The content is HTML, sanitized on the server.`,
    tag: PERSPECTIVES_TAG,
    body: perspectiveInput,
    responses: { 201: editedPerspective },
  });
  app.post("/perspectives", create, async (request, reply) => {
    const input = parseInput(perspectiveInput, request.body);
    return sendWithEtag(
      reply.code(201),
      await createPerspective(db, input, signedInStaff(request).id),
    );
  });

  const update = documented({
    summary: "Change some of a perspective's fields (or autosave its text)",
    description: `${IF_MATCH} ${ETAG} An autosave (\`autosave: true\`) may not send published, publishAt or featured.`,
    tag: PERSPECTIVES_TAG,
    params: recordIdParams,
    body: perspectiveUpdate,
    responses: { 200: editedPerspective, 412: STALE },
    errors: { 404: NOT_FOUND },
  });
  app.patch("/perspectives/:id", update, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    const update = parseInput(perspectiveUpdate, request.body);
    refuseAutosavePublishing(request.body);
    const expected = expectedVersion(request.headers["if-match"], id);
    const record = await updatePerspective(db, id, update, signedInStaff(request).id, expected);
    if (record) return sendWithEtag(reply, record);
    const stale = expected === undefined ? undefined : await staleSave(db, id);
    if (!stale) throw notFound();
    return reply.code(412).send(stale);
  });

  const remove = documented({
    summary: "Delete a perspective",
    tag: PERSPECTIVES_TAG,
    params: recordIdParams,
    responses: { 204: { description: "Deleted" } },
    errors: { 404: NOT_FOUND },
  });
  app.delete("/perspectives/:id", remove, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    if (!(await deletePerspective(db, id, signedInStaff(request).id))) throw notFound();
    return reply.code(204).send();
  });

  await app.register(perspectiveRevisionRoutes, { db });
};

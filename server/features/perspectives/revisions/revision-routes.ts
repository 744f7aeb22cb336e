import { recordIdParams } from "@shared/schemas/admin-lists";
import {
  editedPerspective,
  revisionDetail,
  revisionSummary,
} from "@shared/schemas/perspective-revisions";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { HttpError, parseInput } from "../../../lib/errors";
import { documented } from "../../../lib/openapi/operation";
import { signedInStaff } from "../../../lib/signed-in-staff";
import { getPerspective } from "../get-perspective";
import { ETAG, IF_MATCH, NOT_FOUND, PERSPECTIVES_TAG, STALE } from "../operation-texts";
import { expectedVersion, sendWithEtag } from "./if-match";
import { getRevision, listRevisions } from "./read-revisions";
import { restoreRevision } from "./restore-revision";
import { staleSave } from "./stale-save";

const REVISION_NOT_FOUND = "Revision not found";
const revisionParams = recordIdParams.extend({ rid: recordIdParams.shape.id });

/**
 * A perspective's revisions (contract §15): the list, one in full, and restoring one.
 * Registered in the editors' scope (editor, admin) of /api/admin.
 */
export const perspectiveRevisionRoutes: FastifyPluginAsync<{ db: Database }> = async (
  app,
  { db },
) => {
  const perspectiveNotFound = () => new HttpError(404, NOT_FOUND);
  const revisionNotFound = () => new HttpError(404, REVISION_NOT_FOUND);

  const list = documented({
    summary: "A perspective's kept revisions, newest first",
    tag: PERSPECTIVES_TAG,
    params: recordIdParams,
    responses: { 200: z.array(revisionSummary) },
    errors: { 404: NOT_FOUND },
  });
  app.get("/perspectives/:id/revisions", list, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    if (!(await getPerspective(db, id))) throw perspectiveNotFound();
    return listRevisions(db, id);
  });

  const one = documented({
    summary: "One revision in full",
    tag: PERSPECTIVES_TAG,
    params: revisionParams,
    responses: { 200: revisionDetail },
    errors: { 404: `${NOT_FOUND}, or ${REVISION_NOT_FOUND.toLowerCase()}` },
  });
  app.get("/perspectives/:id/revisions/:rid", one, async (request) => {
    const { id, rid } = parseInput(revisionParams, request.params);
    if (!(await getPerspective(db, id))) throw perspectiveNotFound();
    const revision = await getRevision(db, id, rid);
    if (!revision) throw revisionNotFound();
    return revision;
  });

  const restore = documented({
    summary: "Restore a revision: saved as a new version",
    description: `${IF_MATCH} ${ETAG}`,
    tag: PERSPECTIVES_TAG,
    params: revisionParams,
    responses: { 200: editedPerspective, 412: STALE },
    errors: { 404: `${NOT_FOUND}, or ${REVISION_NOT_FOUND.toLowerCase()}` },
  });
  app.post("/perspectives/:id/revisions/:rid/restore", restore, async (request, reply) => {
    const { id, rid } = parseInput(revisionParams, request.params);
    const expected = expectedVersion(request.headers["if-match"], id);
    const record = await restoreRevision(db, id, rid, signedInStaff(request).id, expected);
    if (record) return sendWithEtag(reply, record);
    if (!(await getPerspective(db, id))) throw perspectiveNotFound();
    if (!(await getRevision(db, id, rid))) throw revisionNotFound();
    return reply.code(412).send(await staleSave(db, id));
  });
};

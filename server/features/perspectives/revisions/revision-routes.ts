import { recordIdParams } from "@shared/schemas/admin-lists";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../../db/client";
import { HttpError, parseInput } from "../../../lib/errors";
import { signedInStaff } from "../../../lib/signed-in-staff";
import { getPerspective } from "../get-perspective";
import { expectedVersion, sendWithEtag } from "./if-match";
import { getRevision, listRevisions } from "./read-revisions";
import { restoreRevision } from "./restore-revision";
import { staleSave } from "./stale-save";

const revisionParams = recordIdParams.extend({ rid: recordIdParams.shape.id });

/**
 * A perspective's revisions (contract §15): the list, one in full, and restoring one.
 * Registered in the editors' scope (editor, admin) of /api/admin.
 */
export const perspectiveRevisionRoutes: FastifyPluginAsync<{ db: Database }> = async (
  app,
  { db },
) => {
  const perspectiveNotFound = () => new HttpError(404, "Perspective not found");
  const revisionNotFound = () => new HttpError(404, "Revision not found");

  app.get("/perspectives/:id/revisions", async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    if (!(await getPerspective(db, id))) throw perspectiveNotFound();
    return listRevisions(db, id);
  });

  app.get("/perspectives/:id/revisions/:rid", async (request) => {
    const { id, rid } = parseInput(revisionParams, request.params);
    if (!(await getPerspective(db, id))) throw perspectiveNotFound();
    const revision = await getRevision(db, id, rid);
    if (!revision) throw revisionNotFound();
    return revision;
  });

  app.post("/perspectives/:id/revisions/:rid/restore", async (request, reply) => {
    const { id, rid } = parseInput(revisionParams, request.params);
    const expected = expectedVersion(request.headers["if-match"], id);
    const record = await restoreRevision(db, id, rid, signedInStaff(request).id, expected);
    if (record) return sendWithEtag(reply, record);
    if (!(await getPerspective(db, id))) throw perspectiveNotFound();
    if (!(await getRevision(db, id, rid))) throw revisionNotFound();
    return reply.code(412).send(await staleSave(db, id));
  });
};

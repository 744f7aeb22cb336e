import { recordIdParams } from "@shared/schemas/admin-lists";
import { perspectiveInput, perspectiveUpdate } from "@shared/schemas/perspective";
import { perspectiveListQuery } from "@shared/schemas/perspective-admin-list";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import { signedInStaff } from "../../lib/signed-in-staff";
import { createPerspective } from "./create-perspective";
import { deletePerspective } from "./delete-perspective";
import { getPerspective } from "./get-perspective";
import { listPerspectivesForAdmin } from "./list-perspectives-for-admin";
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
  const notFound = () => new HttpError(404, "Perspective not found");

  app.get("/perspectives", async (request, reply) => {
    const query = parseInput(perspectiveListQuery, request.query);
    const { rows, total } = await listPerspectivesForAdmin(db, query);
    return reply.header("x-total-count", total).send(rows);
  });

  app.get("/perspectives/:id", async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    const record = await getPerspective(db, id);
    if (!record) throw notFound();
    return sendWithEtag(reply, record);
  });

  app.post("/perspectives", async (request, reply) => {
    const input = parseInput(perspectiveInput, request.body);
    return sendWithEtag(
      reply.code(201),
      await createPerspective(db, input, signedInStaff(request).id),
    );
  });

  app.patch("/perspectives/:id", async (request, reply) => {
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

  app.delete("/perspectives/:id", async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    if (!(await deletePerspective(db, id, signedInStaff(request).id))) throw notFound();
    return reply.code(204).send();
  });

  await app.register(perspectiveRevisionRoutes, { db });
};

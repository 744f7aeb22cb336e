import { recordIdParams } from "@shared/schemas/admin-lists";
import { perspectiveInput, perspectiveUpdate } from "@shared/schemas/perspective";
import { perspectiveListQuery } from "@shared/schemas/perspective-admin-list";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import { createPerspective } from "./create-perspective";
import { deletePerspective } from "./delete-perspective";
import { getPerspective } from "./get-perspective";
import { listPerspectivesForAdmin } from "./list-perspectives-for-admin";
import { adminPerspectiveAnswer } from "./publication/publication";
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

  app.get("/perspectives/:id", async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const record = await getPerspective(db, id);
    if (!record) throw notFound();
    return adminPerspectiveAnswer(record);
  });

  app.post("/perspectives", async (request, reply) => {
    const input = parseInput(perspectiveInput, request.body);
    const record = await createPerspective(db, input, actingStaffId(request));
    return reply.code(201).send(adminPerspectiveAnswer(record));
  });

  app.patch("/perspectives/:id", async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const update = parseInput(perspectiveUpdate, request.body);
    const record = await updatePerspective(db, id, update, actingStaffId(request));
    if (!record) throw notFound();
    return adminPerspectiveAnswer(record);
  });

  app.delete("/perspectives/:id", async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    if (!(await deletePerspective(db, id, actingStaffId(request)))) throw notFound();
    return reply.code(204).send();
  });
};

/** The signed-in staff account behind a request (the admin scope guarantees one). */
function actingStaffId(request: FastifyRequest): number | null {
  return request.adminSession?.admin.id ?? null;
}

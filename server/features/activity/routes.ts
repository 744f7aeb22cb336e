import { activityListQuery } from "@shared/schemas/activity";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { parseInput } from "../../lib/errors";
import { listActivity } from "./list-activity";

/** GET /api/admin/activity: the site-wide log (admins only; contract §10). Read-only by design. */
export const activityRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/activity", async (request, reply) => {
    const query = parseInput(activityListQuery, request.query);
    const { rows, total } = await listActivity(db, query);
    return reply.header("x-total-count", total).send(rows);
  });
};

import { activityListQuery, siteActivityEntryRecord } from "@shared/schemas/activity";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { parseInput } from "../../lib/errors";
import { documented } from "../../lib/openapi/operation";
import { listActivity } from "./list-activity";

/** GET /api/admin/activity: the site-wide log (admins only; contract §10). Read-only by design. */
export const activityRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const list = documented({
    summary: "The site-wide activity log, newest first, one page at a time",
    description: "The header `X-Total-Count` says how many entries match in all.",
    tag: "Administration",
    query: activityListQuery,
    responses: { 200: z.array(siteActivityEntryRecord) },
  });
  app.get("/activity", list, async (request, reply) => {
    const query = parseInput(activityListQuery, request.query);
    const { rows, total } = await listActivity(db, query);
    return reply.header("x-total-count", total).send(rows);
  });
};

import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { listAssignees } from "./assignees";

/** GET /assignees: who may own a submission, for the owner select (reviewers may not list staff). */
export const assigneesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/assignees", async () => listAssignees(db));
};

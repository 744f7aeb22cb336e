import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { getDashboardStats } from "./get-dashboard-stats";

export const dashboardRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/dashboard/stats", async () => getDashboardStats(db));
};

import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { type DashboardSources, getDashboardStats } from "./get-dashboard-stats";

export const dashboardRoutes: FastifyPluginAsync<{
  db: Database;
  sources: DashboardSources;
}> = async (app, { db, sources }) => {
  app.get("/dashboard/stats", async () => getDashboardStats(db, sources));
};

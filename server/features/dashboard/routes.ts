import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { getDashboardCharts } from "./get-dashboard-charts";
import { type DashboardSources, getDashboardStats } from "./get-dashboard-stats";
import { getPipeline } from "./get-pipeline";

/**
 * GET /dashboard/stats, open to every role. The recent submissions are personal data of the
 * inboxes, so a caller who may not use them (an editor) gets the totals and empty lists;
 * `maySeeSubmissions` is the composition's answer for the signed-in caller.
 */
export const dashboardRoutes: FastifyPluginAsync<{
  db: Database;
  sources: DashboardSources;
  maySeeSubmissions: (request: FastifyRequest) => boolean;
}> = async (app, { db, sources, maySeeSubmissions }) => {
  app.get("/dashboard/stats", async (request) =>
    getDashboardStats(db, sources, { withRecent: maySeeSubmissions(request) }),
  );
};

/**
 * GET /dashboard/charts and /dashboard/pipeline (contract §14): the inboxes' figures, mounted
 * where only their users reach them.
 */
export const dashboardChartRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/dashboard/charts", async () => getDashboardCharts(db));
  app.get("/dashboard/pipeline", async () => getPipeline(db));
};

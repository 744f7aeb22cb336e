import { dashboardStats } from "@shared/schemas/admin-records";
import { dashboardCharts } from "@shared/schemas/dashboard-charts";
import { myWork } from "@shared/schemas/my-work";
import { pipeline as pipelineSchema } from "@shared/schemas/pipeline";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { documented } from "../../lib/openapi/operation";
import { signedInStaff } from "../../lib/signed-in-staff";
import { getDashboardCharts } from "./get-dashboard-charts";
import { type DashboardSources, getDashboardStats } from "./get-dashboard-stats";
import { getMyWork } from "./get-my-work";
import { getPipeline, pipelineVersion } from "./get-pipeline";
import { reusedWhenSlow } from "./reused-when-slow";

const TAG = "Dashboard";

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
  const stats = documented({
    summary: "Totals, and the newest submissions (empty lists for a role without the inboxes)",
    tag: TAG,
    responses: { 200: dashboardStats },
  });
  app.get("/dashboard/stats", stats, async (request) =>
    getDashboardStats(db, sources, { withRecent: maySeeSubmissions(request) }),
  );
};

/**
 * GET /dashboard/charts and /dashboard/pipeline (contract §14): the inboxes' figures, mounted
 * where only their users reach them.
 */
export const dashboardChartRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const charts = documented({
    summary: "The inboxes' charts: new submissions by week, by sector and stage, status, owner",
    tag: TAG,
    responses: { 200: dashboardCharts },
  });
  app.get("/dashboard/charts", charts, async () => getDashboardCharts(db));
  // At a million records the 90 days hold hundreds of thousands of stints (ADR 036): an answer
  // that took more than 100 ms serves the next minute's visits, until a record or a status
  // change arrives.
  const pipeline = reusedWhenSlow(() => getPipeline(db), {
    slowMs: 100,
    reuseMs: 60_000,
    version: () => pipelineVersion(db),
  });
  const stages = documented({
    summary: "The pipeline: how many records hold each status, and the median days in it",
    tag: TAG,
    responses: { 200: pipelineSchema },
  });
  app.get("/dashboard/pipeline", stages, async () => pipeline());
};

/** GET /dashboard/my-work: the signed-in member's own lists (issue 23), for inbox users only. */
export const myWorkRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const mine = documented({
    summary: "Your work: records you own, to review, stale, unread, and your mentions",
    tag: TAG,
    responses: { 200: myWork },
  });
  app.get("/dashboard/my-work", mine, async (request) => getMyWork(db, signedInStaff(request).id));
};

import type { DashboardStats } from "@shared/schemas/admin-records";
import type { DashboardCharts } from "@shared/schemas/dashboard-charts";
import type { Pipeline } from "@shared/schemas/pipeline";
import { useQuery } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";

/** GET /api/admin/dashboard/stats: the totals and the 5 newest of each kind. */
export function useDashboardStats() {
  return useQuery({
    queryKey: adminKeys.dashboardStats,
    queryFn: () => apiRequest<DashboardStats>("/api/admin/dashboard/stats"),
    // Submissions arrive from the public site at any time: each visit asks again.
    refetchOnMount: "always",
  });
}

/**
 * GET /api/admin/dashboard/charts: weekly, sector, stage, status and owner counts. Only the
 * roles that work the inboxes may ask; anyone else gets a 403.
 */
export function useDashboardCharts() {
  return useQuery({
    queryKey: adminKeys.dashboardCharts,
    queryFn: () => apiRequest<DashboardCharts>("/api/admin/dashboard/charts"),
    refetchOnMount: "always",
  });
}

/**
 * GET /api/admin/dashboard/pipeline (contract §14): how many records hold each status and the
 * median days spent in it over the last 90 days. Admins and reviewers only.
 */
export function usePipeline() {
  return useQuery({
    queryKey: adminKeys.dashboardPipeline,
    queryFn: () => apiRequest<Pipeline>("/api/admin/dashboard/pipeline"),
    refetchOnMount: "always",
  });
}

import type { DashboardStats } from "@shared/schemas/admin-records";
import { useQuery } from "@tanstack/react-query";
import { dashboardStatsKey } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";

/** GET /api/admin/dashboard/stats: the totals and the 5 newest of each kind. */
export function useDashboardStats() {
  return useQuery({
    queryKey: dashboardStatsKey,
    queryFn: () => apiRequest<DashboardStats>("/api/admin/dashboard/stats"),
    // Submissions arrive from the public site at any time: each visit asks again.
    refetchOnMount: "always",
  });
}

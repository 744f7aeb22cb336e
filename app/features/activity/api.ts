import type { SiteActivityEntryRecord } from "@shared/schemas/activity";
import { ACTIVITY_PAGE_SIZE } from "@shared/schemas/activity-page";
import type { StaffAccount } from "@shared/schemas/staff";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiList, apiRequest } from "~/lib/api-client";

/** Every account, deactivated ones too, so an entry can name whoever it mentions. */
export function useStaffNames() {
  return useQuery({
    queryKey: adminKeys.staff,
    queryFn: () => apiRequest<StaffAccount[]>("/api/admin/staff"),
  });
}

/** One page of the site-wide activity log, newest first; the previous page shows meanwhile. */
export function useSiteActivity(page: number) {
  const offset = (page - 1) * ACTIVITY_PAGE_SIZE.default;
  return useQuery({
    queryKey: adminKeys.activity(page),
    queryFn: () =>
      apiList<SiteActivityEntryRecord>(
        `/api/admin/activity?limit=${ACTIVITY_PAGE_SIZE.default}&offset=${offset}`,
      ),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
}

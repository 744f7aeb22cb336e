import type { MyWork } from "@shared/schemas/my-work";
import { useQuery } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";

/** GET /api/admin/dashboard/my-work: the signed-in member's own lists (issue 23). */
export function useMyWork() {
  return useQuery({
    queryKey: adminKeys.myWork,
    queryFn: () => apiRequest<MyWork>("/api/admin/dashboard/my-work"),
    // Work changes hands all day: each visit asks again.
    refetchOnMount: "always",
  });
}

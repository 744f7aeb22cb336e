import type { RetentionSettings } from "@shared/schemas/personal-data";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";

const RETENTION_PATH = "/api/admin/settings/retention";

/** How long submissions are kept, and how many are due now (admins only). */
export function useRetention() {
  return useQuery({
    queryKey: adminKeys.retention,
    queryFn: () => apiRequest<RetentionSettings>(RETENTION_PATH),
    // What is due moves with the clock and with every update: ask on each visit.
    refetchOnMount: "always",
  });
}

/** PUT the period; the card shows the server's answer (with what is due under it). */
export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (months: number) =>
      apiRequest<RetentionSettings>(RETENTION_PATH, { method: "PUT", body: { months } }),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.retention, saved),
  });
}

import type { StaffSession } from "@shared/schemas/sessions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";

const SESSIONS_PATH = "/api/admin/me/sessions";

/** Where one is signed in (contract §16); asked again on each visit, as others come and go. */
export function useOwnSessions() {
  return useQuery({
    queryKey: adminKeys.ownSessions,
    queryFn: () => apiRequest<StaffSession[]>(SESSIONS_PATH),
    refetchOnMount: "always",
  });
}

/** Ends one session (`id`), or every one but this browser's (`others`). */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: { id: number } | "others") =>
      apiRequest<void>(which === "others" ? SESSIONS_PATH : `${SESSIONS_PATH}/${which.id}`, {
        method: "DELETE",
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.ownSessions }),
  });
}

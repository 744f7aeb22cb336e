import type { SecuritySettings } from "@shared/schemas/second-factor";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";

/** The studio's sign-in policy (contract §16): which roles must have a second factor. */
const SECURITY_PATH = "/api/admin/settings/security";

export function useSecuritySettings() {
  return useQuery({
    queryKey: adminKeys.securitySettings,
    queryFn: () => apiRequest<SecuritySettings>(SECURITY_PATH),
  });
}

export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SecuritySettings) =>
      apiRequest<SecuritySettings>(SECURITY_PATH, { method: "PUT", body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.securitySettings, saved);
      // The admin's own account may now have to set one up.
      return queryClient.invalidateQueries({ queryKey: adminKeys.session, exact: true });
    },
  });
}

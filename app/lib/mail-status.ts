import type { MailStatus } from "@shared/schemas/mail";
import { useQuery } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";

/** Whether the site sends e-mail (SMTP_URL is set): Settings and the Outbox say so. */
export function useMailStatus() {
  return useQuery({
    queryKey: adminKeys.mailStatus,
    queryFn: () => apiRequest<MailStatus>("/api/admin/mail"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

import type { AdminAccount } from "@shared/schemas/admin-auth";
import type { SecondFactorChallenge } from "@shared/schemas/second-factor";
import type { InviteDetails } from "@shared/schemas/staff";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";

const invitePath = (token: string) => `/api/admin/invites/${encodeURIComponent(token)}`;

/** Whom an invite link is for; a 404 means it is unknown, spent or expired. */
export function useInvite(token: string) {
  return useQuery({
    queryKey: adminKeys.invite(token),
    queryFn: () => apiRequest<InviteDetails>(invitePath(token)),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Sets the password; the answer is the account, now signed in. */
export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<AdminAccount | SecondFactorChallenge>(invitePath(token), {
        method: "POST",
        body: { password },
      }),
    // An account with a second factor is not signed in yet: it signs in with both.
    onSuccess: (answer) => {
      if (!("next" in answer)) queryClient.setQueryData(adminKeys.session, answer);
    },
  });
}

import type {
  AdminAccount,
  AdminLoginPayload,
  ChangePasswordPayload,
} from "@shared/schemas/admin-auth";
import type { SecondFactorChallenge } from "@shared/schemas/second-factor";
import type { UpdateOwnAccountPayload } from "@shared/schemas/staff";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { ApiError, apiRequest } from "~/lib/api-client";

const adminSessionKey = adminKeys.session;

/** GET /api/admin/me: the signed-in admin, or null when signed out (a 401). */
async function fetchCurrentAdmin() {
  try {
    return await apiRequest<AdminAccount>("/api/admin/me");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in account, or null once signed out. `signedIn`, the account the page's server
 * render read from the session cookie, starts the query: no request for it after the load.
 */
export function useAdminSession(signedIn?: AdminAccount) {
  return useQuery({
    queryKey: adminSessionKey,
    queryFn: fetchCurrentAdmin,
    retry: false,
    initialData: signedIn,
  });
}

/**
 * The signed-in account, for screens inside the guarded layout: it renders them only once the
 * session has loaded, so here it always has.
 */
export function useSignedInAdmin(): AdminAccount {
  const admin = useAdminSession().data;
  if (!admin) throw new Error("useSignedInAdmin is for screens inside the guarded admin layout.");
  return admin;
}

/**
 * Once a sign-in has set the session cookie: who-am-I, read afresh (it says whether a second
 * factor must be set up first), kept as the session.
 */
export async function takeUpSession(queryClient: QueryClient): Promise<AdminAccount> {
  const admin = await apiRequest<AdminAccount>("/api/admin/me");
  queryClient.setQueryData(adminSessionKey, admin);
  return admin;
}

/** POST /api/admin/login: signed in, or a second step to take (contract §16). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: AdminLoginPayload) => {
      const answer = await apiRequest<AdminAccount | SecondFactorChallenge>("/api/admin/login", {
        body: payload,
      });
      return "next" in answer ? answer : takeUpSession(queryClient);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>("/api/admin/logout", { method: "POST" }),
    // Everything cached belongs to the session that just ended.
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(adminSessionKey, null);
    },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ChangePasswordPayload) =>
      apiRequest<{ success: true }>("/api/admin/change-password", { body: payload }),
    // The admin's updatedAt moved: Settings shows 'Default Password Changed' from it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSessionKey }),
  });
}

/** PATCH /api/admin/me: one's own name, e-mail and mail preference. */
export function useUpdateOwnAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateOwnAccountPayload) =>
      apiRequest<AdminAccount>("/api/admin/me", { method: "PATCH", body: payload }),
    onSuccess: (admin) => queryClient.setQueryData(adminSessionKey, admin),
  });
}

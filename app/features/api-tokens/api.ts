import type {
  ApiToken,
  CreateApiTokenPayload,
  CreatedApiToken,
  StaffApiToken,
} from "@shared/schemas/api-tokens";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";

const OWN_PATH = "/api/admin/me/tokens";
const ALL_PATH = "/api/admin/tokens";

/**
 * The account's tokens (contract §19). Asked again on each visit: "last used" moves while
 * an integration works.
 */
export function useOwnApiTokens() {
  return useQuery({
    queryKey: adminKeys.ownApiTokens,
    queryFn: () => apiRequest<ApiToken[]>(OWN_PATH),
    refetchOnMount: "always",
  });
}

/** Everyone's tokens with their owners (admins only). */
export function useAllApiTokens() {
  return useQuery({
    queryKey: adminKeys.allApiTokens,
    queryFn: () => apiRequest<StaffApiToken[]>(ALL_PATH),
    refetchOnMount: "always",
  });
}

/** A change to any token shows in both lists (an admin's own are in everyone's). */
function useTokenMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () =>
      Promise.all(
        [adminKeys.ownApiTokens, adminKeys.allApiTokens].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useCreateApiToken() {
  return useTokenMutation((payload: CreateApiTokenPayload) =>
    apiRequest<CreatedApiToken>(OWN_PATH, { body: payload }),
  );
}

/** Revokes one's own token (`own`), or anyone's (admins). */
export function useRevokeApiToken(whose: "own" | "any") {
  return useTokenMutation((id: number) =>
    apiRequest<void>(`${whose === "own" ? OWN_PATH : ALL_PATH}/${id}`, { method: "DELETE" }),
  );
}

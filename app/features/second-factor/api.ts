import type { PasskeyRecord, TotpSetup, TotpStatus } from "@shared/schemas/second-factor";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";

type RecoveryCodes = { recoveryCodes: string[] };

/** After a factor is added or removed, who-am-I (and its setup requirement) changes too. */
function useRefreshFactors() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.totp }),
      queryClient.invalidateQueries({ queryKey: adminKeys.passkeys }),
      queryClient.invalidateQueries({ queryKey: adminKeys.session, exact: true }),
    ]);
}

export function useTotpStatus() {
  return useQuery({
    queryKey: adminKeys.totp,
    queryFn: () => apiRequest<TotpStatus>("/api/admin/me/totp"),
  });
}

/** POST /me/totp: a secret to show; nothing is on until a code confirms it. */
export function useStartTotp() {
  return useMutation({
    mutationFn: () => apiRequest<TotpSetup>("/api/admin/me/totp", { method: "POST" }),
  });
}

/**
 * Turns the app on. Who-am-I is refreshed only once the recovery codes have been seen
 * (useFactorsChanged): on the setup the role requires, that refresh lets the person in, and the
 * setup, with the codes on it, gives way to the screen they asked for.
 */
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<RecoveryCodes>("/api/admin/me/totp/confirm", { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.totp }),
  });
}

/** After the recovery codes were shown: everything that depends on the account's factors. */
export const useFactorsChanged = () => useRefreshFactors();

export function useRemoveTotp() {
  const refresh = useRefreshFactors();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<void>("/api/admin/me/totp", { method: "DELETE", body: { password } }),
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshFactors();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<RecoveryCodes>("/api/admin/me/recovery-codes", { body: { code } }),
    onSuccess: refresh,
  });
}

export function usePasskeys() {
  return useQuery({
    queryKey: adminKeys.passkeys,
    queryFn: () => apiRequest<PasskeyRecord[]>("/api/admin/me/passkeys"),
  });
}

/** The whole ceremony: options from the server, the browser's authenticator, the answer back. */
export function useAddPasskey() {
  const refresh = useRefreshFactors();
  return useMutation({
    mutationFn: async (name: string) => {
      const optionsJSON = await apiRequest<PublicKeyCredentialCreationOptionsJSON>(
        "/api/admin/me/passkeys/options",
        { method: "POST" },
      );
      // The browser's side of WebAuthn loads when a passkey is added, not with the page.
      const { startRegistration } = await import("@simplewebauthn/browser");
      const response = await startRegistration({ optionsJSON });
      return apiRequest<PasskeyRecord>("/api/admin/me/passkeys", {
        body: { name: name.trim() || undefined, response },
      });
    },
    onSuccess: refresh,
  });
}

export function useRenamePasskey() {
  const refresh = useRefreshFactors();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      apiRequest<PasskeyRecord>(`/api/admin/me/passkeys/${id}`, {
        method: "PATCH",
        body: { name },
      }),
    onSuccess: refresh,
  });
}

export function useRemovePasskey() {
  const refresh = useRefreshFactors();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/api/admin/me/passkeys/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}

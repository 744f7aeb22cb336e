import type { LoginTotpPayload } from "@shared/schemas/second-factor";
import {
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
} from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { takeUpSession } from "~/lib/admin-session";
import { apiRequest } from "~/lib/api-client";

/** POST /api/admin/login/totp: a code from the app or a recovery code finishes the sign-in. */
export function useTotpSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: LoginTotpPayload) => {
      await apiRequest("/api/admin/login/totp", { body: payload });
      return takeUpSession(queryClient);
    },
  });
}

/**
 * The passkey ceremony: after a password, or alone. With `autofill` the browser offers the
 * site's passkeys in the username field's suggestions (conditional mediation) and the promise
 * waits until one is picked.
 */
export async function signInWithPasskey(
  queryClient: ReturnType<typeof useQueryClient>,
  { autofill = false }: { autofill?: boolean } = {},
) {
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>(
    "/api/admin/login/passkey/options",
    { method: "POST" },
  );
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  await apiRequest("/api/admin/login/passkey", { body: { response } });
  return takeUpSession(queryClient);
}

export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => signInWithPasskey(queryClient) });
}

/** A browser's own refusal (cancelled, timed out, no passkey) says so in words people know. */
export function passkeyProblem(error: unknown): string {
  if (error instanceof Error && error.name === "NotAllowedError") {
    return "The passkey request was cancelled or timed out.";
  }
  return error instanceof Error ? error.message : "The passkey did not work. Please try again.";
}

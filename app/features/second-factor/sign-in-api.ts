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
 * waits until one is picked. `onAnswered` is told once a passkey has answered and its sign-in
 * is on its way: a new ceremony started then would replace the challenge it answered.
 */
export async function signInWithPasskey(
  queryClient: ReturnType<typeof useQueryClient>,
  {
    autofill = false,
    onAnswered,
  }: { autofill?: boolean; onAnswered?: (signingIn: Promise<unknown>) => void } = {},
) {
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>(
    "/api/admin/login/passkey/options",
    { method: "POST" },
  );
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  const signingIn = apiRequest("/api/admin/login/passkey", { body: { response } }).then(() =>
    takeUpSession(queryClient),
  );
  onAnswered?.(signingIn);
  return signingIn;
}

export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => signInWithPasskey(queryClient) });
}

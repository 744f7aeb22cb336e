import type { PasswordResetPayload, PasswordResetRequestPayload } from "@shared/schemas/sessions";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

/** Asks for a link; the answer is the same whether or not an account matched. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (payload: PasswordResetRequestPayload) =>
      apiRequest<{ message: string }>("/api/admin/password-reset", { body: payload }),
  });
}

/** Spends the link on a new password; a 404 means the link is unknown, used or expired. */
export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (payload: PasswordResetPayload) =>
      apiRequest<{ message: string }>(`/api/admin/password-reset/${encodeURIComponent(token)}`, {
        body: payload,
      }),
  });
}

import type { SubmissionStatus } from "@shared/schemas/submission-statuses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { ApiError, apiRequest } from "~/lib/api-client";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { type RecordOf, SUBMISSION_KINDS, type SubmissionKind, statusLabel } from "./kinds";

/** One submission's status moving from `from` to `to` (with the detail page, its notes too). */
export type StatusChange = {
  record: { id: number; name: string };
  from: SubmissionStatus;
  to: SubmissionStatus;
  notes?: string;
};

/** Undoes what a screen showed ahead of the server's answer (the board's moved card). */
type Undo = () => void;

/** Why a change failed: the server's own words, else a plain sentence (never "500: {}"). */
export function statusFailureReason(error: unknown): string {
  if (error instanceof ApiError && !error.fromServer) return "Failed to update status";
  return errorMessage(error, "Failed to update status");
}

/** The toasts of a change, the same wherever the status was changed. */
export function statusChangeToast(
  kind: SubmissionKind,
  change: StatusChange,
  outcome: { ok: true } | { ok: false; error: unknown },
) {
  const { record, from, to } = change;
  if (!outcome.ok) {
    return {
      title: "Update failed",
      description: `${record.name} stays in ${statusLabel(from)}: ${statusFailureReason(outcome.error)}`,
      variant: "destructive" as const,
    };
  }
  const moved = from === to ? "" : `${record.name} moved to ${statusLabel(to)}. `;
  return {
    title: "Status updated",
    description: `${moved}${SUBMISSION_KINDS[kind].statusUpdated}`,
    variant: "success" as const,
  };
}

/**
 * PATCH …/{id}/status, from the detail page or the board: one place says how it went (a toast
 * with the server's message on failure) and refreshes the record, its activity (the server
 * logs the change), the lists and boards, and the dashboard. `showAhead` lets a screen show
 * the change before the answer; what it returns undoes that if the server refuses.
 */
export function useStatusChange<K extends SubmissionKind>(
  kind: K,
  showAhead?: (change: StatusChange) => Promise<Undo> | Undo,
) {
  const queryClient = useQueryClient();
  const keys = adminKeys.submissions(kind);
  return useMutation({
    mutationFn: ({ record, to, notes }: StatusChange) =>
      apiRequest<RecordOf<K>>(`${SUBMISSION_KINDS[kind].apiPath}/${record.id}/status`, {
        method: "PATCH",
        body: notes === undefined ? { status: to } : { status: to, notes },
      }),
    onMutate: async (change) => ({ undo: await showAhead?.(change) }),
    onSuccess: (saved, change) => {
      queryClient.setQueryData(keys.detail(change.record.id), saved);
      toast(statusChangeToast(kind, change, { ok: true }));
    },
    onError: (error, change, context) => {
      context?.undo?.();
      toast(statusChangeToast(kind, change, { ok: false, error }));
    },
    onSettled: (_saved, _error, change) =>
      Promise.all(
        [keys.list, keys.activity(change.record.id), adminKeys.dashboardStats].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

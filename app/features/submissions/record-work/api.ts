import type { RecordComment } from "@shared/schemas/record-work";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ActivityEntry } from "~/components/admin/activity-text";
import { dashboardStatsKey } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";
import { type RecordOf, SUBMISSION_KINDS, type SubmissionKind } from "../kinds";

const recordPath = (kind: SubmissionKind, id: string) =>
  `${SUBMISSION_KINDS[kind].apiPath}/${encodeURIComponent(id)}`;
const recordKey = (kind: SubmissionKind, id: string) => ["admin", kind, "detail", id] as const;
const commentsKey = (kind: SubmissionKind, id: string) => [...recordKey(kind, id), "comments"];
const activityKey = (kind: SubmissionKind, id: string) => [...recordKey(kind, id), "activity"];

export function useRecordActivity(kind: SubmissionKind, id: string) {
  return useQuery({
    queryKey: activityKey(kind, id),
    queryFn: () => apiRequest<ActivityEntry[]>(`${recordPath(kind, id)}/activity`),
  });
}

export function useComments(kind: SubmissionKind, id: string) {
  return useQuery({
    queryKey: commentsKey(kind, id),
    queryFn: () => apiRequest<RecordComment[]>(`${recordPath(kind, id)}/comments`),
  });
}

/** After any change to a record: its activity (and, for an owner, the lists) are stale. */
function useRefreshAfterChange(kind: SubmissionKind, id: string) {
  const queryClient = useQueryClient();
  return (extra: readonly (readonly unknown[])[] = []) =>
    Promise.all(
      [activityKey(kind, id), ...extra].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useAssign<K extends SubmissionKind>(kind: K, id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange(kind, id);
  return useMutation({
    mutationFn: (assigneeId: number | null) =>
      apiRequest<RecordOf<K>>(`${recordPath(kind, id)}/assignee`, {
        method: "PATCH",
        body: { assigneeId },
      }),
    onSuccess: async (record) => {
      queryClient.setQueryData(recordKey(kind, id), record);
      await refresh([["admin", kind, "list"], dashboardStatsKey]);
    },
  });
}

export function useAddComment(kind: SubmissionKind, id: string) {
  const refresh = useRefreshAfterChange(kind, id);
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<RecordComment>(`${recordPath(kind, id)}/comments`, { body: { body } }),
    onSuccess: () => refresh([commentsKey(kind, id)]),
  });
}

export function useDeleteComment(kind: SubmissionKind, id: string) {
  const refresh = useRefreshAfterChange(kind, id);
  return useMutation({
    mutationFn: (commentId: number) =>
      apiRequest<void>(`${recordPath(kind, id)}/comments/${commentId}`, { method: "DELETE" }),
    onSuccess: () => refresh([commentsKey(kind, id)]),
  });
}

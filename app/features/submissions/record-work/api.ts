import type { RecordComment } from "@shared/schemas/record-work";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ActivityEntry } from "~/components/admin/activity-text";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";
import { recordPath } from "../api";
import type { RecordOf, SubmissionKind } from "../kinds";

const recordKey = (kind: SubmissionKind, id: string) => adminKeys.submissions(kind).detail(id);
const commentsKey = (kind: SubmissionKind, id: string) => adminKeys.submissions(kind).comments(id);
const activityKey = (kind: SubmissionKind, id: string) => adminKeys.submissions(kind).activity(id);

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
      await refresh([adminKeys.submissions(kind).list, adminKeys.dashboardStats]);
    },
  });
}

/**
 * The comment the server added joins the thread as the writer's field empties, in one step:
 * waiting for the thread and the activity to be fetched again showed it twice for a moment,
 * in the thread and still in the field. Both are fetched again behind it (others' comments).
 */
export function useAddComment(kind: SubmissionKind, id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange(kind, id);
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<RecordComment>(`${recordPath(kind, id)}/comments`, { body: { body } }),
    onSuccess: (comment) => {
      queryClient.setQueryData<RecordComment[]>(commentsKey(kind, id), (thread) =>
        thread ? [...thread, comment] : thread,
      );
      void refresh([commentsKey(kind, id)]);
    },
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

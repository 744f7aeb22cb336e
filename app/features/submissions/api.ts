import type { StatusUpdatePayload } from "@shared/schemas/submission-status";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardStatsKey } from "~/lib/admin-query-keys";
import { apiList, apiRequest } from "~/lib/api-client";
import { type RecordOf, SUBMISSION_KINDS, type SubmissionKind, type SummaryOf } from "./kinds";

const kindKey = (kind: SubmissionKind) => ["admin", kind] as const;

/** One page of a submission list; the previous page stays on screen while the next loads. */
export function useSubmissionList<K extends SubmissionKind>(kind: K, query: URLSearchParams) {
  const search = query.toString();
  return useQuery({
    queryKey: [...kindKey(kind), "list", search],
    queryFn: () => apiList<SummaryOf<K>>(`${SUBMISSION_KINDS[kind].apiPath}?${search}`),
    placeholderData: keepPreviousData,
    // Submissions arrive from the public site at any time: each visit asks again.
    refetchOnMount: "always",
  });
}

export function useSubmission<K extends SubmissionKind>(kind: K, id: string) {
  return useQuery({
    queryKey: [...kindKey(kind), "detail", id],
    queryFn: () =>
      apiRequest<RecordOf<K>>(`${SUBMISSION_KINDS[kind].apiPath}/${encodeURIComponent(id)}`),
  });
}

/** PATCH …/{id}/status; afterwards the detail, the lists and the dashboard are refreshed. */
export function useUpdateStatus<K extends SubmissionKind>(kind: K, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: StatusUpdatePayload) => {
      try {
        return await apiRequest<RecordOf<K>>(
          `${SUBMISSION_KINDS[kind].apiPath}/${encodeURIComponent(id)}/status`,
          { method: "PATCH", body: payload },
        );
      } catch {
        throw new Error("Failed to update status");
      }
    },
    onSuccess: async (record) => {
      queryClient.setQueryData([...kindKey(kind), "detail", id], record);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...kindKey(kind), "list"] }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsKey }),
        // The change is a new entry of the record's activity (record-work/activity-timeline).
        queryClient.invalidateQueries({ queryKey: [...kindKey(kind), "detail", id, "activity"] }),
      ]);
    },
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiList, apiRequest } from "~/lib/api-client";
import { type RecordOf, SUBMISSION_KINDS, type SubmissionKind, type SummaryOf } from "./kinds";

/** A record's API path; what hangs off it (comments, activity) is below it. */
export const recordPath = (kind: SubmissionKind, id: string) =>
  `${SUBMISSION_KINDS[kind].apiPath}/${encodeURIComponent(id)}`;

/** One page of a submission list; the previous page stays on screen while the next loads. */
export function useSubmissionList<K extends SubmissionKind>(kind: K, query: URLSearchParams) {
  const search = query.toString();
  return useQuery({
    queryKey: adminKeys.submissions(kind).listPage(search),
    queryFn: () => apiList<SummaryOf<K>>(`${SUBMISSION_KINDS[kind].apiPath}?${search}`),
    placeholderData: keepPreviousData,
    // Submissions arrive from the public site at any time: each visit asks again.
    refetchOnMount: "always",
  });
}

const submissionQuery = <K extends SubmissionKind>(kind: K, id: string) => ({
  queryKey: adminKeys.submissions(kind).detail(id),
  queryFn: () => apiRequest<RecordOf<K>>(recordPath(kind, id)),
});

/** A record; `drawn`, the record the server drew the page with, starts the query (ADR 055). */
export function useSubmission<K extends SubmissionKind>(kind: K, id: string, drawn?: RecordOf<K>) {
  return useQuery({ ...submissionQuery(kind, id), initialData: drawn });
}

/**
 * Fetches a record ahead of its screen, once (a record already fetched is not asked again:
 * its screen shows it at once, as it does when visited again). A failure is the screen's to
 * show when it opens, so it is not reported here.
 */
export function usePrefetchSubmission(kind: SubmissionKind) {
  const queryClient = useQueryClient();
  return (id: number) => void queryClient.prefetchQuery(submissionQuery(kind, String(id)));
}

/**
 * DELETE (admins only). The record's own queries are dropped, since they would only answer
 * 404 now (call `forget` once the screen has left the record); lists and figures ask again.
 */
export function useDeleteSubmission(kind: SubmissionKind, id: string) {
  const queryClient = useQueryClient();
  const keys = adminKeys.submissions(kind);
  return {
    remove: useMutation({
      mutationFn: () => apiRequest<void>(recordPath(kind, id), { method: "DELETE" }),
    }),
    forget: () => {
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: keys.list });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboardStats });
    },
  };
}

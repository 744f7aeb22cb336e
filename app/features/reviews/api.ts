import type { RecordReviews, Review, ReviewPayload } from "@shared/schemas/reviews";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";
import { SUBMISSION_KINDS, type SubmissionKind } from "~/lib/submission-kinds";

/** A record's reviews (contract §14); its scorecard's are `scorecard-api.ts`. */
const reviewsPath = (kind: SubmissionKind, id: string) =>
  `${SUBMISSION_KINDS[kind].apiPath}/${encodeURIComponent(id)}/reviews`;

export function useRecordReviews(kind: SubmissionKind, id: string) {
  return useQuery({
    queryKey: adminKeys.submissions(kind).reviews(id),
    queryFn: () => apiRequest<RecordReviews>(reviewsPath(kind, id)),
  });
}

/**
 * Writing or removing your review changes the record's score and count, its log and the lists
 * it sits in: the record (which covers its reviews and activity) and the lists refresh.
 */
function useReviewMutation<Input, Output>(
  kind: SubmissionKind,
  id: string,
  request: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  const keys = adminKeys.submissions(kind);
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: keys.list }),
      ]),
  });
}

export const useSaveReview = (kind: SubmissionKind, id: string) =>
  useReviewMutation(kind, id, (review: ReviewPayload) =>
    apiRequest<Review>(`${reviewsPath(kind, id)}/me`, { method: "PUT", body: review }),
  );

export const useDeleteReview = (kind: SubmissionKind, id: string) =>
  useReviewMutation(kind, id, () =>
    apiRequest<null>(`${reviewsPath(kind, id)}/me`, { method: "DELETE" }),
  );

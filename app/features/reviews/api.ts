import type { ScorecardKind } from "@shared/schemas/evaluation";
import type { RecordReviews, Review, ReviewPayload, Scorecard } from "@shared/schemas/reviews";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";
import { SUBMISSION_KINDS, type SubmissionKind } from "~/lib/submission-kinds";

/** Scorecards and reviews (contract §14). */
const scorecardPath = (kind: ScorecardKind) => `/api/admin/scorecards/${kind}`;
const reviewsPath = (kind: SubmissionKind, id: string) =>
  `${SUBMISSION_KINDS[kind].apiPath}/${encodeURIComponent(id)}/reviews`;

export function useScorecard(kind: ScorecardKind) {
  return useQuery({
    queryKey: adminKeys.scorecard(kind),
    queryFn: () => apiRequest<Scorecard>(scorecardPath(kind)),
  });
}

/** Admins: new criteria re-score every record of the kind, so its lists and records refresh. */
export function useSaveScorecard(kind: ScorecardKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scorecard: Scorecard) =>
      apiRequest<Scorecard>(scorecardPath(kind), { method: "PUT", body: scorecard }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminKeys.scorecard(kind), saved);
      await queryClient.invalidateQueries({ queryKey: adminKeys.submissions(kind).all });
    },
  });
}

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

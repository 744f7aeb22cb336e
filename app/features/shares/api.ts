import type { BackerMatch, IdeaMatch, ShareProposal, ShareRecord } from "@shared/schemas/shares";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiList, apiRequest } from "~/lib/api-client";
import { SUBMISSION_KINDS, type SubmissionKind } from "~/lib/submission-kinds";
import { toast } from "~/lib/toast-store";

/** Backers (contract §18): the matches of a record, and the steps staff take on a share. */

const recordPath = (kind: SubmissionKind, id: number | string) =>
  `${SUBMISSION_KINDS[kind].apiPath}/${encodeURIComponent(id)}`;

function useMatches<T>(kind: SubmissionKind, id: string, limit: number) {
  const endpoint = kind === "startup-ideas" ? "backers" : "ideas";
  return useQuery({
    // Under the record's `detail`, so whatever refreshes the record refreshes its matches.
    queryKey: [...adminKeys.submissions(kind).detail(id), "matches", { limit }],
    queryFn: () => apiList<T>(`${recordPath(kind, id)}/${endpoint}?limit=${limit}`),
    // Showing more keeps the rows (and what is ticked) on screen until the longer list arrives.
    placeholderData: keepPreviousData,
  });
}

/** GET …/startup-ideas/{id}/backers: the interests in the idea's sector, newest first. */
export const useBackerMatches = (ideaId: string, limit: number) =>
  useMatches<BackerMatch>("startup-ideas", ideaId, limit);

/** GET …/investment-interests/{id}/ideas: the ideas in the interest's sectors, best first. */
export const useIdeaMatches = (interestId: string, limit: number) =>
  useMatches<IdeaMatch>("investment-interests", interestId, limit);

/**
 * A share changed: both of its records refresh (their matches and their activity, both under
 * `detail`).
 */
function useRefreshRecords() {
  const queryClient = useQueryClient();
  return (ideaId: number | string, interestIds: readonly (number | string)[]) =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: adminKeys.submissions("startup-ideas").detail(ideaId),
      }),
      ...interestIds.map((interestId) =>
        queryClient.invalidateQueries({
          queryKey: adminKeys.submissions("investment-interests").detail(interestId),
        }),
      ),
    ]);
}

/** POST …/startup-ideas/{id}/shares: one share per backer, awaiting the founder. */
export function useProposeShares(ideaId: string) {
  const refresh = useRefreshRecords();
  return useMutation({
    mutationFn: (proposal: ShareProposal) =>
      apiRequest<ShareRecord[]>(`${recordPath("startup-ideas", ideaId)}/shares`, {
        method: "POST",
        body: proposal,
      }),
    onSuccess: (_shares, proposal) => refresh(ideaId, proposal.interestIds),
  });
}

function useShareStep<Input>(
  step: "revoke" | "introduce",
  body: (input: Input) => unknown,
  done: { title: string; description?: string },
) {
  const refresh = useRefreshRecords();
  return useMutation({
    mutationFn: ({ shareId, ...input }: Input & { shareId: number }) =>
      apiRequest<ShareRecord>(`/api/admin/shares/${shareId}/${step}`, {
        method: "POST",
        body: body(input as Input),
      }),
    // Said here rather than in the caller's `mutate` callbacks: once the records refresh, the
    // share no longer offers the step, its button is gone, and React Query does not call the
    // callbacks of a component that is gone.
    onSuccess: (share) => {
      toast({ ...done, variant: "success" });
      return refresh(share.ideaId, [share.interestId]);
    },
  });
}

/** POST /api/admin/shares/{id}/revoke: the backer's link stops working (410). */
export const useRevokeShare = () =>
  useShareStep<object>("revoke", () => ({}), { title: "Link revoked" });

/** POST /api/admin/shares/{id}/introduce: one e-mail naming each side to the other. */
export const useIntroduce = () =>
  useShareStep<{ note: string }>("introduce", ({ note }) => (note.trim() ? { note } : {}), {
    title: "Introduced",
    description: "The e-mail is on its way to both.",
  });

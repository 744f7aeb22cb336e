import type { Scorecard } from "@shared/schemas/reviews";
import type { ScorecardKind } from "@shared/schemas/scorecard-texts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";

/**
 * A kind's scorecard (contract §14): the scorecards settings page reads and saves it, a record's
 * reviews read it. Apart from the reviews' API (`api.ts`), which only a record's reviews use.
 */
const scorecardPath = (kind: ScorecardKind) => `/api/admin/scorecards/${kind}`;

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

import type { Tag } from "@shared/schemas/tags";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";
import { type RecordOf, SUBMISSION_KINDS, type SubmissionKind } from "~/lib/submission-kinds";

/**
 * Tags (contract §14) as every admin screen reads them: the team's list, and a record's set.
 * The Settings card that manages them lives in app/features/tags.
 */

export const TAGS_PATH = "/api/admin/tags";

/** Every tag, by name: for the pickers, the list filter and Settings. */
export function useTags({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminKeys.tags,
    queryFn: () => apiRequest<Tag[]>(TAGS_PATH),
    enabled,
  });
}

/**
 * PUT …/{id}/tags: the record's whole set. The answer is the record, so its detail is set from
 * it; lists and boards (their chips) and its activity (the change is logged) ask again.
 */
export function useSetRecordTags<K extends SubmissionKind>(kind: K, id: number | string) {
  const queryClient = useQueryClient();
  const keys = adminKeys.submissions(kind);
  return useMutation({
    mutationFn: (tagIds: number[]) =>
      apiRequest<RecordOf<K>>(`${SUBMISSION_KINDS[kind].apiPath}/${id}/tags`, {
        method: "PUT",
        body: { tagIds },
      }),
    onSuccess: async (record) => {
      queryClient.setQueryData(keys.detail(id), record);
      await Promise.all(
        [keys.list, keys.activity(id)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

import type { RelatedRecords } from "@shared/schemas/related";
import { useQuery } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";
import { SUBMISSION_KINDS, type SubmissionKind } from "~/lib/submission-kinds";

/** GET …/{id}/related: other records that may come from the same person. */
export function useRelatedRecords(kind: SubmissionKind, id: string) {
  return useQuery({
    queryKey: adminKeys.submissions(kind).related(id),
    queryFn: () =>
      apiRequest<RelatedRecords>(
        `${SUBMISSION_KINDS[kind].apiPath}/${encodeURIComponent(id)}/related`,
      ),
  });
}

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiList } from "~/lib/api-client";
import { SUBMISSION_KINDS, type SubmissionKind } from "~/lib/submission-kinds";

/** The list query of the records with unread messages (contract §13: `search` stays empty). */
export const UNREAD_FILTER = "unread";

/** How often the navigation asks again while the back office stays open. */
const RECOUNT_MS = 60_000;

/**
 * How many of a kind's records hold messages no staff member has opened: the list with
 * `filter=unread` asked for one row, read from its `X-Total-Count`. It sits under the kind's
 * list key, so whatever refreshes the lists (a thread opened, a status changed) recounts it.
 */
export function useUnreadRecords(kind: SubmissionKind, enabled = true) {
  return useQuery({
    queryKey: adminKeys.submissions(kind).unreadTotal,
    queryFn: async () =>
      (await apiList(`${SUBMISSION_KINDS[kind].apiPath}?filter=${UNREAD_FILTER}&limit=1`)).total,
    enabled,
    refetchInterval: RECOUNT_MS,
  });
}

/** After a thread is read or written: both kinds' lists, boards and counts ask again. */
export function useRefreshUnread() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      (Object.keys(SUBMISSION_KINDS) as SubmissionKind[]).map((kind) =>
        queryClient.invalidateQueries({ queryKey: adminKeys.submissions(kind).list }),
      ),
    );
}

/** "1 unread message", "3 unread messages". */
export const unreadMessagesLabel = (count: number) =>
  `${count} unread message${count === 1 ? "" : "s"}`;

/** "1 record with unread messages", as the navigation's count reads aloud. */
export const unreadRecordsLabel = (count: number) =>
  `${count} ${count === 1 ? "record" : "records"} with unread messages`;

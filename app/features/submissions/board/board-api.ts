import type { SubmissionStatus } from "@shared/schemas/submission-status";
import {
  type InfiniteData,
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { dashboardStatsKey } from "~/lib/admin-query-keys";
import { apiList, apiRequest } from "~/lib/api-client";
import {
  type RecordOf,
  SUBMISSION_KINDS,
  type SubmissionKind,
  type SummaryOf,
  submissionQueryKey,
} from "~/lib/submission-kinds";

/** Cards a column shows at first and adds with each "Show more": an inbox may be huge. */
export const COLUMN_PAGE_SIZE = 25;

type ColumnPage<K extends SubmissionKind> = { items: SummaryOf<K>[]; total: number };
type ColumnData<K extends SubmissionKind> = InfiniteData<ColumnPage<K>, unknown>;

/* Under the kind's "list" keys, so whatever refreshes the lists (the detail page's status
   change) refreshes the board too. */
const columnKey = (kind: SubmissionKind, status: SubmissionStatus) =>
  [...submissionQueryKey(kind), "list", "board", status] as const;

/** One column: the newest submissions with `status`, a page at a time, and how many there are. */
export function useBoardColumn<K extends SubmissionKind>(kind: K, status: SubmissionStatus) {
  return useInfiniteQuery({
    queryKey: columnKey(kind, status),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({
        filter: "status",
        search: status,
        sort: "createdAt",
        direction: "desc",
        limit: String(COLUMN_PAGE_SIZE),
        offset: String(pageParam),
      });
      return apiList<SummaryOf<K>>(`${SUBMISSION_KINDS[kind].apiPath}?${query}`);
    },
    getNextPageParam: (lastPage, pages) => nextColumnOffset(lastPage, pages),
    // Submissions arrive from the public site at any time: each visit asks again.
    refetchOnMount: "always",
  });
}

/** Where "Show more" starts: after the cards loaded so far; none when all are there. */
export function nextColumnOffset(lastPage: { total: number }, pages: { items: unknown[] }[]) {
  const loaded = pages.reduce((count, page) => count + page.items.length, 0);
  return loaded < lastPage.total ? loaded : undefined;
}

/** A column's cards once, newest first (a card can repeat across pages after moves). */
export function columnCards<K extends SubmissionKind>(data: ColumnData<K> | undefined) {
  const seen = new Set<number>();
  return (data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((card) => !seen.has(card.id) && seen.add(card.id));
}

/** The column's count of matches (the first page's X-Total-Count, kept current by moves). */
export const columnTotal = <K extends SubmissionKind>(data: ColumnData<K> | undefined) =>
  data?.pages[0]?.total ?? 0;

export type CardMove<K extends SubmissionKind> = {
  card: SummaryOf<K>;
  from: SubmissionStatus;
  to: SubmissionStatus;
};

/**
 * Moves a card to another column: the card moves at once, then PATCH …/status; a failure
 * puts both columns back as they were. Afterwards the lists, the record (with its activity:
 * the server logs the change) and the dashboard are refreshed, as the detail page does.
 */
export function useMoveCard<K extends SubmissionKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ card, to }: CardMove<K>) => {
      try {
        return await apiRequest<RecordOf<K>>(
          `${SUBMISSION_KINDS[kind].apiPath}/${card.id}/status`,
          { method: "PATCH", body: { status: to } },
        );
      } catch {
        throw new Error("Failed to update status");
      }
    },
    onMutate: async ({ card, from, to }) => {
      const keys = [columnKey(kind, from), columnKey(kind, to)];
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const before = keys.map(
        (queryKey) => [queryKey, queryClient.getQueryData<ColumnData<K>>(queryKey)] as const,
      );
      updateColumn<K>(queryClient, columnKey(kind, from), (pages) =>
        pages.map((page, index) => ({
          items: page.items.filter((item) => item.id !== card.id),
          total: index === 0 ? Math.max(0, page.total - 1) : page.total,
        })),
      );
      updateColumn<K>(queryClient, columnKey(kind, to), (pages) =>
        pages.map((page, index) =>
          index === 0
            ? { items: [{ ...card, status: to }, ...page.items], total: page.total + 1 }
            : page,
        ),
      );
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [queryKey, data] of context?.before ?? [])
        queryClient.setQueryData(queryKey, data);
    },
    onSettled: async (_record, _error, { card }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...submissionQueryKey(kind), "list"] }),
        queryClient.invalidateQueries({
          queryKey: [...submissionQueryKey(kind), "detail", String(card.id)],
        }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsKey }),
      ]);
    },
  });
}

function updateColumn<K extends SubmissionKind>(
  queryClient: ReturnType<typeof useQueryClient>,
  queryKey: QueryKey,
  change: (pages: ColumnPage<K>[]) => ColumnPage<K>[],
) {
  queryClient.setQueryData<ColumnData<K>>(queryKey, (data) =>
    data ? { ...data, pages: change(data.pages) } : data,
  );
}

import type { SubmissionStatus } from "@shared/schemas/submission-statuses";
import {
  type InfiniteData,
  type QueryKey,
  useInfiniteQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiList } from "~/lib/api-client";
import { SUBMISSION_KINDS, type SubmissionKind, type SummaryOf } from "~/lib/submission-kinds";
import { useStatusChange } from "../status-change";

/** Cards a column shows at first and adds with each "Show more": an inbox may be huge. */
export const COLUMN_PAGE_SIZE = 25;

type ColumnPage<K extends SubmissionKind> = { items: SummaryOf<K>[]; total: number };
type ColumnData<K extends SubmissionKind> = InfiniteData<ColumnPage<K>, unknown>;

/**
 * One column: the submissions with `status`, the one that entered it last first (a card just
 * moved stays on top when the column is read again), a page at a time, and how many there are.
 */
export function useBoardColumn<K extends SubmissionKind>(kind: K, status: SubmissionStatus) {
  return useInfiniteQuery({
    queryKey: adminKeys.submissions(kind).boardColumn(status),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({
        filter: "status",
        search: status,
        sort: "statusChangedAt",
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
 * Moves a card to another column: the card moves at once, then the status change
 * (status-change.ts: its toasts and refreshes are the detail page's too); a failure puts both
 * columns back as they were.
 */
export function useMoveCard<K extends SubmissionKind>(kind: K) {
  const queryClient = useQueryClient();
  const keys = adminKeys.submissions(kind);
  const change = useStatusChange(kind, async ({ record, from, to }) => {
    const columns = [keys.boardColumn(from), keys.boardColumn(to)];
    await Promise.all(columns.map((queryKey) => queryClient.cancelQueries({ queryKey })));
    const before = columns.map(
      (queryKey) => [queryKey, queryClient.getQueryData<ColumnData<K>>(queryKey)] as const,
    );
    const card = record as SummaryOf<K>;
    updateColumn<K>(queryClient, keys.boardColumn(from), (pages) =>
      pages.map((page, index) => ({
        items: page.items.filter((item) => item.id !== card.id),
        total: index === 0 ? Math.max(0, page.total - 1) : page.total,
      })),
    );
    updateColumn<K>(queryClient, keys.boardColumn(to), (pages) =>
      pages.map((page, index) =>
        index === 0
          ? {
              items: [
                { ...card, status: to, statusChangedAt: new Date().toISOString() },
                ...page.items,
              ],
              total: page.total + 1,
            }
          : page,
      ),
    );
    return () => {
      for (const [queryKey, data] of before) queryClient.setQueryData(queryKey, data);
    };
  });
  return {
    ...change,
    mutate: ({ card, from, to }: CardMove<K>) => change.mutate({ record: card, from, to }),
  };
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

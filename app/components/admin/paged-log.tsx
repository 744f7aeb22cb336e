import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { cx } from "~/lib/cx";
import { cardSurface } from "./card";
import { ListPagination } from "./list/list-controls";
import { QueryView } from "./query-view";

type Page<T> = { items: T[]; total: number };

type Props<T> = {
  /** The card's accessible name, e.g. "Activity log". */
  label: string;
  /** One page of entries; while the next page loads, the previous one shows dimmed. */
  query: UseQueryResult<Page<T>>;
  loading: string;
  errorTitle: string;
  /** What an empty log shows (an EmptyState). */
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
  /** One entry, as the `<li>` of the log. */
  children: (entry: T) => ReactNode;
};

/**
 * A card holding a log read page by page, newest first (Activity, Outbox): its entries as an
 * ordered list under the card's name, and the pages below. Loading, error and empty go
 * through QueryView.
 */
export function PagedLog<T>({
  label,
  query,
  loading,
  errorTitle,
  empty,
  page,
  onPage,
  children,
}: Props<T>) {
  return (
    <section aria-label={label} className={cx(cardSurface, "overflow-hidden")}>
      <QueryView
        query={query}
        loading={loading}
        errorTitle={errorTitle}
        isEmpty={(data) => data.items.length === 0}
        empty={empty}
      >
        {(data) => (
          <>
            <ol
              className={cx(
                "divide-y divide-forest-900/10",
                query.isPlaceholderData && "opacity-60",
              )}
            >
              {data.items.map(children)}
            </ol>
            <ListPagination page={page} total={data.total} onPage={onPage} />
          </>
        )}
      </QueryView>
    </section>
  );
}

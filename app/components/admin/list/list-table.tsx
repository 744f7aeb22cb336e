import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue, useId } from "react";
import { Link } from "react-router";
import { cardSurface } from "~/components/admin/card";
import { QueryView } from "~/components/admin/query-view";
import { useRowNavigation } from "~/components/admin/row-navigation";
import { cx } from "~/lib/cx";
import { intentHandlers } from "~/lib/intent";
import { useScreenWidth } from "~/lib/use-screen-width";
import { ariaSort, SortButton } from "./list-controls";
import type { ListSort } from "./list-state";

export type ListColumn<Row> = {
  header: string;
  /** The API's sort field, for a column whose header sorts the list. */
  sortField?: string;
  cell: (row: Row) => ReactNode;
  /**
   * Under the first column's cell, outside its link, e.g. a record's tags: what needs no
   * column of its own, so that the others fit.
   */
  detail?: (row: Row) => ReactNode;
  /** The column's cells and header (width, wrapping, alignment). */
  className?: string;
};

type Sorting = {
  sort: ListSort;
  onSort: (field: string) => void;
};

type Props<Data, Row extends { id: number }> = {
  /** The table's caption and the phone list's name, e.g. "Startup Ideas". */
  label: string;
  query: UseQueryResult<Data>;
  rows: (data: Data) => readonly Row[];
  columns: readonly ListColumn<Row>[];
  /** Sortable headers (`aria-sort` on the sorted one) and the caption saying the order. */
  sorting?: Sorting;
  /** A row's record: the first cell links to it and a click anywhere on the row opens it. */
  rowHref?: (row: Row) => string;
  /** Fetches a row's record ahead, when someone is about to open it (~/lib/intent). */
  onRowIntent?: (row: Row) => void;
  /** The row's "…" menu: a last column on wide screens, beside the card on phones. */
  actions?: (row: Row) => ReactNode;
  /** A phone's card of a row; by default its first cell as the title, the others as lines. */
  phoneCard?: (row: Row) => ReactNode;
  loading: string;
  errorTitle: string;
  /** Shown when the answer holds no row. */
  empty?: ReactNode;
  /** Below the rows, e.g. the pager. */
  footer?: (data: Data) => ReactNode;
  /** The table's least width before it scrolls sideways, e.g. "min-w-[720px]". */
  minWidth: string;
};

const cellClass = "px-3 py-3 align-middle first:pl-4 last:pr-4";
/** The rows a list draws as it mounts, more than a phone's or a laptop's screen holds. */
const FIRST_ROWS = 12;

/**
 * Every admin list: a table with sortable headers on wide screens, a card per row on phones,
 * and the query's loading, error (with Try again) and empty states. While the next page or
 * sort loads, the rows on screen fade. Only the layout the screen shows is drawn (both, hidden
 * by CSS, where the width is not known yet): on a phone the rows were half its longest task.
 * A new answer is drawn as a deferred value: React draws its rows in slices between which the
 * page answers taps and scrolls, instead of one task of 200–300 ms on a slow phone.
 */
export function ListTable<Data, Row extends { id: number }>({
  label,
  query: latestQuery,
  rows,
  columns,
  sorting,
  rowHref,
  onRowIntent,
  actions,
  phoneCard,
  loading,
  errorTitle,
  empty,
  footer,
  minWidth,
}: Props<Data, Row>) {
  const query = useDeferredValue(latestQuery);
  // As the list mounts (a tap back to it), the first screenful at once, the rest just after.
  const rowLimit = useDeferredValue(Number.POSITIVE_INFINITY, FIRST_ROWS);
  const shownRows = (data: Data) => rows(data).slice(0, rowLimit);
  const captionId = useId();
  const openRow = useRowNavigation();
  const width = useScreenWidth();
  const stale = query.isPlaceholderData && "opacity-60";
  // Joined once a render, not once per row and cell.
  const rowClass = cx("transition-colors hover:bg-forest-50", rowHref && "cursor-pointer");
  const cellClasses = columns.map((column) => cx(cellClass, column.className));
  const sortedBy = sorting
    ? `, sorted by ${
        columns.find((column) => column.sortField === sorting.sort.field)?.header ??
        sorting.sort.field
      } ${sorting.sort.direction === "asc" ? "ascending" : "descending"}`
    : "";
  const title = (row: Row) => {
    const first = columns[0];
    const cell = first?.cell(row);
    const detail = first?.detail?.(row);
    const linked = rowHref ? (
      <Link
        to={rowHref(row)}
        // The record's screen code comes with the intent too, not only its data.
        prefetch="intent"
        className="font-semibold break-words text-forest-950 hover:underline"
      >
        {cell}
      </Link>
    ) : (
      cell
    );
    if (detail === undefined || detail === null) return linked;
    return (
      <div className="grid justify-items-start gap-1.5">
        {linked}
        {detail}
      </div>
    );
  };
  const defaultCard = (row: Row) => (
    <>
      {title(row)}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {columns.slice(1).map((column) => (
          <div key={column.header} className="contents">
            <dt className="text-ink-muted">{column.header}</dt>
            <dd className="min-w-0 break-words text-ink">{column.cell(row)}</dd>
          </div>
        ))}
      </dl>
    </>
  );

  return (
    <div className={cx(cardSurface, "overflow-hidden")}>
      <QueryView
        query={query}
        loading={loading}
        errorTitle={errorTitle}
        isEmpty={(data) => rows(data).length === 0}
        empty={empty}
      >
        {(data) => (
          <>
            {width === "narrow" ? null : (
              <div className="relative overflow-x-auto max-sm:hidden">
                <table
                  className={cx("w-full text-left text-sm", minWidth)}
                  aria-describedby={captionId}
                >
                  <caption id={captionId} className="sr-only">
                    {label}
                    {sortedBy}
                  </caption>
                  <thead className="border-b border-forest-900/10 bg-forest-50/70 text-xs tracking-wide text-ink-muted uppercase">
                    <tr>
                      {columns.map((column) => (
                        <th
                          key={column.header}
                          scope="col"
                          className={cx(
                            "px-3 py-3 font-semibold first:pl-4 last:pr-4",
                            column.className,
                          )}
                          aria-sort={sorting ? ariaSort(sorting.sort, column.sortField) : undefined}
                        >
                          {sorting && column.sortField ? (
                            <SortButton
                              label={column.header}
                              active={column.sortField === sorting.sort.field}
                              direction={sorting.sort.direction}
                              onClick={() => column.sortField && sorting.onSort(column.sortField)}
                            />
                          ) : (
                            column.header
                          )}
                        </th>
                      ))}
                      {actions ? (
                        <th scope="col" className="px-4 py-3 text-right font-semibold">
                          <span className="sr-only">Actions</span>
                        </th>
                      ) : null}
                    </tr>
                  </thead>
                  <tbody className={cx("divide-y divide-forest-900/5", stale)}>
                    {shownRows(data).map((row) => (
                      <tr
                        key={row.id}
                        {...(onRowIntent && intentHandlers(() => onRowIntent(row)))}
                        onClick={rowHref ? openRow(rowHref(row)) : undefined}
                        className={rowClass}
                      >
                        {columns.map((column, index) => (
                          <td key={column.header} className={cellClasses[index]}>
                            {index === 0 ? title(row) : column.cell(row)}
                          </td>
                        ))}
                        {actions ? (
                          <td className="px-4 py-2 text-right align-middle">{actions(row)}</td>
                        ) : null}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {/* Phones: one card per row, no sideways scroll; its menu at hand beside it. */}
            {width === "wide" ? null : (
              <ul
                aria-label={label}
                className={cx("divide-y divide-forest-900/5 sm:hidden", stale)}
              >
                {shownRows(data).map((row) => (
                  <li
                    key={row.id}
                    {...(onRowIntent && intentHandlers(() => onRowIntent(row)))}
                    className="flex items-start gap-2 px-4 py-4"
                  >
                    <div className="grid min-w-0 flex-1 gap-2">
                      {(phoneCard ?? defaultCard)(row)}
                    </div>
                    {actions?.(row)}
                  </li>
                ))}
              </ul>
            )}
            {footer?.(data)}
          </>
        )}
      </QueryView>
    </div>
  );
}

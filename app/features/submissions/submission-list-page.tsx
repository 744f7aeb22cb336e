import { SUBMISSION_STATUSES } from "@shared/schemas/submission-status";
import { Download } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link, useNavigate } from "react-router";
import {
  ariaSort,
  FilterSelect,
  ListPagination,
  PhoneSortSelect,
  SearchBox,
  SortButton,
  type SortChoice,
} from "~/components/admin/list/list-controls";
import { useListState, useStayWithinPages } from "~/components/admin/list/list-state";
import { LoadError } from "~/components/admin/load-error";
import { PageHeader } from "~/components/admin/page-header";
import { ViewSwitch } from "~/components/admin/view-switch";
import { buttonClasses } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { useAssignees, useOwnerName } from "~/lib/assignees";
import { cn } from "~/lib/cn";
import { staffName } from "~/lib/staff-name";
import { useSubmissionList } from "./api";
import { SUBMISSION_KINDS, type SubmissionKind, type SummaryOf } from "./kinds";

type Column<Row> = {
  header: string;
  /** The API's sort field, for sortable columns. */
  sortField?: string;
  cell: (row: Row) => ReactNode;
  className?: string;
};

/** The list's own pick-one filter beside status (ideas: sector; interests: amount). */
type ChoiceFilter = {
  name: string;
  label: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
};

type Props<K extends SubmissionKind> = {
  kind: K;
  columns: Column<SummaryOf<K>>[];
  choiceFilter: ChoiceFilter;
};

const SORT_CHOICES: readonly SortChoice[] = [
  { value: "createdAt:desc", label: "Newest first" },
  { value: "createdAt:asc", label: "Oldest first" },
  { value: "name:asc", label: "Name A–Z" },
  { value: "name:desc", label: "Name Z–A" },
  { value: "status:asc", label: "Status, new first" },
  { value: "status:desc", label: "Status, archived first" },
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A submission inbox: search or filter, sort, page through, open a record, export. */
export function SubmissionListPage<K extends SubmissionKind>({
  kind,
  columns,
  choiceFilter,
}: Props<K>) {
  const texts = SUBMISSION_KINDS[kind];
  const state = useListState({ field: "createdAt", direction: "desc" });
  const list = useSubmissionList(kind, state.listQuery);
  const assignees = useAssignees();
  const ownerName = useOwnerName();
  const allColumns: Column<SummaryOf<K>>[] = [
    ...columns,
    { header: "Owner", cell: (row) => ownerName(row.assigneeId) },
  ];
  const navigate = useNavigate();
  const ids = { search: useId(), caption: useId() };

  const total = list.data?.total ?? 0;
  const rows = list.data?.items ?? [];
  useStayWithinPages(state, {
    total: list.data?.total,
    settled: !list.isPlaceholderData,
    capped: list.data?.capped,
  });
  /** Next and Previous page by keyset from the rows on screen (ADR 026): deep pages stay fast. */
  const turnPage = (next: number) => {
    const anchor = next > state.page ? rows.at(-1) : rows[0];
    state.setPage(next, anchor && { from: next > state.page ? "after" : "before", id: anchor.id });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={texts.listTitle}
        subtitle={texts.listSubtitle}
        action={
          <div className="flex flex-wrap items-center gap-3">
            <ViewSwitch listPath={texts.adminPath} boardPath={texts.boardPath} />
            <a
              href={`${texts.exportPath}?${state.exportQuery}`}
              // A search still being typed is applied first, so the file matches the list.
              onClick={(event) => {
                event.currentTarget.href = `${texts.exportPath}?${state.exportQueryNow()}`;
              }}
              target="_blank"
              rel="noopener"
              className={buttonClasses("outline", "sm")}
            >
              <Download aria-hidden className="size-4" />
              Export CSV
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
        }
      />

      <div className="grid grid-cols-2 gap-3 rounded-2xl border border-forest-900/10 bg-white p-4 shadow-sm lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <SearchBox
          id={ids.search}
          className="col-span-2 lg:col-span-1"
          placeholder={texts.searchPlaceholder}
          state={state}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          options={SUBMISSION_STATUSES.map((status) => ({
            value: status,
            label: capitalise(status),
          }))}
          value={state.filterValue("status")}
          onChange={(value) => state.setFilter("status", value)}
        />
        <FilterSelect
          label={choiceFilter.label}
          allLabel={choiceFilter.allLabel}
          options={choiceFilter.options}
          value={state.filterValue(choiceFilter.name)}
          onChange={(value) => state.setFilter(choiceFilter.name, value)}
        />
        <FilterSelect
          label="Owner"
          allLabel="Anyone"
          options={[
            { value: "me", label: "Assigned to me" },
            { value: "none", label: "Unassigned" },
            ...(assignees.data ?? []).map((person) => ({
              value: String(person.id),
              label: staffName(person),
            })),
          ]}
          value={state.filterValue("assignee")}
          onChange={(value) => state.setFilter("assignee", value)}
        />
        <PhoneSortSelect choices={SORT_CHOICES} state={state} />
      </div>

      <div className="overflow-hidden rounded-2xl border border-forest-900/10 bg-white shadow-sm">
        {list.isPending ? (
          <Spinner label={`Loading ${texts.listTitle.toLowerCase()}`} />
        ) : list.isError ? (
          <LoadError
            title={texts.listError}
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.items.length === 0 ? (
          <p className="p-10 text-center text-ink-muted">{texts.emptyList}</p>
        ) : (
          <>
            <div className="relative overflow-x-auto max-sm:hidden">
              <table
                className="w-full min-w-[720px] text-left text-sm"
                aria-describedby={ids.caption}
              >
                <caption id={ids.caption} className="sr-only">
                  {texts.listTitle}, sorted by {state.sort.field}{" "}
                  {state.sort.direction === "asc" ? "ascending" : "descending"}
                </caption>
                <thead className="border-b border-forest-900/10 bg-forest-50/70 text-xs tracking-wide text-ink-muted uppercase">
                  <tr>
                    {allColumns.map((column) => (
                      <th
                        key={column.header}
                        scope="col"
                        className={cn("px-4 py-3 font-semibold", column.className)}
                        aria-sort={ariaSort(state.sort, column.sortField)}
                      >
                        {column.sortField ? (
                          <SortButton
                            label={column.header}
                            active={column.sortField === state.sort.field}
                            direction={state.sort.direction}
                            onClick={() => column.sortField && state.toggleSort(column.sortField)}
                          />
                        ) : (
                          column.header
                        )}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody
                  className={cn(
                    "divide-y divide-forest-900/5",
                    list.isPlaceholderData && "opacity-60",
                  )}
                >
                  {list.data.items.map((row) => (
                    <tr
                      key={row.id}
                      onClick={() => navigate(texts.detailPath(row.id))}
                      className="cursor-pointer transition-colors hover:bg-forest-50"
                    >
                      {allColumns.map((column, index) => (
                        <td
                          key={column.header}
                          className={cn("px-4 py-3 align-middle", column.className)}
                        >
                          {index === 0 ? (
                            <Link
                              to={texts.detailPath(row.id)}
                              className="font-semibold text-forest-950 hover:underline"
                              onClick={(event) => event.stopPropagation()}
                            >
                              {column.cell(row)}
                            </Link>
                          ) : (
                            column.cell(row)
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {/* Phones: one card per record, every column a labelled line, no sideways scroll. */}
            <ul
              aria-label={texts.listTitle}
              className={cn(
                "divide-y divide-forest-900/5 sm:hidden",
                list.isPlaceholderData && "opacity-60",
              )}
            >
              {list.data.items.map((row) => {
                const [title, ...details] = allColumns;
                return (
                  <li key={row.id} className="grid gap-2 px-4 py-4">
                    <Link
                      to={texts.detailPath(row.id)}
                      className="font-semibold break-words text-forest-950 hover:underline"
                    >
                      {title?.cell(row)}
                    </Link>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                      {details.map((column) => (
                        <div key={column.header} className="contents">
                          <dt className="text-ink-muted">{column.header}</dt>
                          <dd className="min-w-0 break-words text-ink">{column.cell(row)}</dd>
                        </div>
                      ))}
                    </dl>
                  </li>
                );
              })}
            </ul>
          </>
        )}
        {list.data && total > 0 ? (
          <ListPagination
            page={state.page}
            total={total}
            capped={list.data.capped}
            shown={rows.length}
            onPage={turnPage}
          />
        ) : null}
      </div>
    </div>
  );
}

import { SUBMISSION_STATUSES } from "@shared/schemas/submission-statuses";
import { STALE_FILTER_CHOICES } from "@shared/schemas/time-in-stage";
import { Download, Inbox, UserRound } from "lucide-react";
import { EmptyState } from "~/components/admin/empty-state";
import {
  FilterSelect,
  ListPagination,
  ListToolbar,
  type SortChoice,
} from "~/components/admin/list/list-controls";
import { useListState, useStayWithinPages } from "~/components/admin/list/list-state";
import { type ListColumn, ListTable } from "~/components/admin/list/list-table";
import { PageHeader } from "~/components/admin/page-header";
import { ReviewScore, reviewCountText } from "~/components/admin/review-score";
import { StatusBadge } from "~/components/admin/status-badge";
import { TagList } from "~/components/admin/tag-badge";
import { InStage } from "~/components/admin/time-in-stage";
import { UnreadBadge } from "~/components/admin/unread-badge";
import { ViewSwitch } from "~/components/admin/view-switch";
import { buttonClasses } from "~/components/ui/button";
import { useAssignees, useOwnerName } from "~/lib/assignees";
import { shortDate } from "~/lib/dates";
import { staffName } from "~/lib/staff-name";
import { useTags } from "~/lib/tags";
import { UNREAD_FILTER } from "~/lib/unread-messages";
import { usePrefetchSubmission, useSubmissionList } from "./api";
import { SUBMISSION_KINDS, type SubmissionKind, type SummaryOf, statusLabel } from "./kinds";

/** The list's own pick-one filter beside status (ideas: sector; interests: amount). */
type ChoiceFilter = {
  name: string;
  label: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
};

type Props<K extends SubmissionKind> = {
  kind: K;
  columns: ListColumn<SummaryOf<K>>[];
  choiceFilter: ChoiceFilter;
};

const SORT_CHOICES: readonly SortChoice[] = [
  { value: "createdAt:desc", label: "Newest first" },
  { value: "createdAt:asc", label: "Oldest first" },
  { value: "name:asc", label: "Name A–Z" },
  { value: "name:desc", label: "Name Z–A" },
  { value: "status:asc", label: "Status, new first" },
  { value: "status:desc", label: "Status, archived first" },
  { value: "score:desc", label: "Score, highest first" },
  { value: "score:asc", label: "Score, lowest first" },
  { value: "reviewCount:desc", label: "Most reviewed" },
  { value: "reviewCount:asc", label: "Least reviewed" },
];

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
  const tags = useTags();
  const [nameColumn, ...kindColumns] = columns;
  // Every column fits beside the navigation at 1280 px, the spec's Email among them (contract
  // §20): the tags sit under the name; the time in stage and the owner under the status (where
  // the record stands, and with whom); the review count under the score; an address wraps
  // after its @.
  const allColumns: ListColumn<SummaryOf<K>>[] = [
    ...(nameColumn
      ? [
          {
            ...withUnreadBadge(nameColumn),
            detail: (row: SummaryOf<K>) => <TagList tags={row.tags} />,
            // Wide enough for a name's words and a tag's chip (a longer tag is cut short).
            className: "min-w-32",
          },
        ]
      : []),
    {
      header: "Email",
      cell: (row) => <EmailAddress email={row.email} />,
      className: "text-ink-muted",
    },
    ...kindColumns,
    {
      header: "Status",
      sortField: "status",
      cell: (row) => (
        <span className="grid justify-items-start gap-1">
          <StatusBadge status={row.status} />
          <span className="text-xs text-ink-muted">
            <span className="sr-only">In stage for </span>
            <InStage since={row.statusChangedAt} />
          </span>
          <span className="flex items-center gap-1 text-xs text-ink">
            <UserRound aria-hidden className="size-3.5 shrink-0 text-forest-700" />
            <span className="sr-only">Owner: </span>
            {ownerName(row.assigneeId)}
          </span>
        </span>
      ),
    },
    {
      header: "Date",
      sortField: "createdAt",
      cell: (row) => shortDate(row.createdAt),
      className: "whitespace-nowrap",
    },
    {
      header: "Score",
      sortField: "score",
      cell: (row) => (
        <span className="grid gap-0.5">
          <ReviewScore score={row.score} reviewCount={row.reviewCount} />
          {row.reviewCount > 0 && (
            <span className="text-xs whitespace-nowrap text-ink-muted">
              {reviewCountText(row.reviewCount)}
            </span>
          )}
        </span>
      ),
    },
  ];

  const rows = list.data?.items ?? [];
  const prefetchSubmission = usePrefetchSubmission(kind);
  useStayWithinPages(state, {
    total: list.data?.total,
    settled: !list.isPlaceholderData,
    capped: list.data?.capped,
  });
  /**
   * Next and Previous page by keyset from the rows on screen (ADR 026): deep pages stay fast.
   * Rows still on screen from the list before (a search applied, its answer on its way) belong
   * to another list and cannot anchor: that page goes by its offset.
   */
  const turnPage = (next: number) => {
    const onScreen = list.isPlaceholderData ? [] : rows;
    const anchor = next > state.page ? onScreen.at(-1) : onScreen[0];
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

      <ListToolbar
        state={state}
        searchPlaceholder={texts.searchPlaceholder}
        sortChoices={SORT_CHOICES}
        className="lg:grid-cols-6"
        searchClassName="col-span-2 lg:col-span-6"
      >
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          options={SUBMISSION_STATUSES.map((status) => ({
            value: status,
            label: statusLabel(status),
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
        <FilterSelect
          label="Tag"
          allLabel="Any tag"
          options={(tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
          value={state.filterValue("tag")}
          onChange={(value) => state.setFilter("tag", value)}
        />
        <FilterSelect
          label="In stage"
          allLabel="Any time"
          options={STALE_FILTER_CHOICES.map((days) => ({
            value: String(days),
            label: `Stale for more than ${days} days`,
          }))}
          value={state.filterValue("stale")}
          onChange={(value) => state.setFilter("stale", value)}
        />
        <FilterSelect
          label="Messages"
          allLabel="All"
          options={[{ value: UNREAD_FILTER, label: "Unread" }]}
          value={state.filterOn(UNREAD_FILTER) ? UNREAD_FILTER : ""}
          onChange={(value) => state.setFilterOn(UNREAD_FILTER, value === UNREAD_FILTER)}
        />
      </ListToolbar>

      <ListTable
        label={texts.listTitle}
        query={list}
        rows={(data) => data.items}
        columns={allColumns}
        sorting={{ sort: state.sort, onSort: state.toggleSort }}
        rowHref={(row) => texts.detailPath(row.id)}
        onRowIntent={(row) => prefetchSubmission(row.id)}
        loading={`Loading ${texts.listTitle.toLowerCase()}`}
        errorTitle={texts.listError}
        empty={
          <EmptyState icon={Inbox} title={texts.emptyList}>
            {state.filtered ? "Try adjusting your search or filter criteria." : null}
          </EmptyState>
        }
        footer={(data) => (
          <ListPagination
            page={state.page}
            total={data.total}
            capped={data.capped}
            shown={data.items.length}
            onPage={turnPage}
          />
        )}
        minWidth="min-w-[720px]"
      />
    </div>
  );
}

/** The first column (the row's link) with the record's unread messages beside its text. */
function withUnreadBadge<Row extends { unreadMessages: number }>(
  column: ListColumn<Row>,
): ListColumn<Row> {
  return {
    ...column,
    cell: (row) => (
      <span className="inline-flex flex-wrap items-center gap-2">
        {column.cell(row)}
        <UnreadBadge count={row.unreadMessages} />
      </span>
    ),
  };
}

/** An address that may wrap after its `@` (and at its hyphens), never inside its parts. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

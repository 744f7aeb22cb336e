import { paths } from "@shared/config/paths";
import type { PerspectiveSummary } from "@shared/schemas/perspective";
import {
  PERSPECTIVE_CATEGORIES,
  PERSPECTIVE_CATEGORY_CODES,
} from "@shared/schemas/perspective-categories";
import { FileText, Plus, Star } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
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
import { rowActionsOnUse } from "~/components/admin/row-actions-button";
import { Button } from "~/components/ui/button";
import { CategoryBadge } from "~/components/ui/category-badge";
import { cx } from "~/lib/cx";
import { shortDate } from "~/lib/dates";
import { usePerspectiveList } from "./api";
import { DeletePerspectiveDialog } from "./delete-perspective-dialog";
import type { PerspectiveActionsProps } from "./perspective-actions-menu";
import { PublicationStatus } from "./schedule/publication-status";

/** A row's menu: its button at first paint, Radix's menu on first use (ADR 052). */
const PerspectiveActionsMenu = rowActionsOnUse<PerspectiveActionsProps>(() =>
  import("./perspective-actions-menu").then((module) => module.PerspectiveActionsMenu),
);

const SORT_CHOICES: readonly SortChoice[] = [
  { value: "publishedAt:desc", label: "Newest first" },
  { value: "publishedAt:asc", label: "Oldest first" },
  { value: "title:asc", label: "Title A–Z" },
  { value: "title:desc", label: "Title Z–A" },
];

/** The articles: search or filter by category, sort, page through, edit, view, delete. */
export function PerspectiveListPage() {
  const state = useListState({ field: "publishedAt", direction: "desc" });
  const list = usePerspectiveList(state.listQuery);
  const [toDelete, setToDelete] = useState<PerspectiveSummary | null>(null);
  const menuButton = useRef<HTMLButtonElement | null>(null);

  useStayWithinPages(state, { total: list.data?.total, settled: !list.isPlaceholderData });

  const newButton = (label: string) => (
    <Button asChild size="sm">
      <Link to={paths.admin.perspective("new")}>
        <Plus aria-hidden className="size-4" />
        {label}
      </Link>
    </Button>
  );

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Strategic Perspectives"
        subtitle="Write, publish and feature articles for the public site"
        action={newButton("New Perspective")}
      />

      <ListToolbar
        state={state}
        searchPlaceholder="Search by title, summary, or author..."
        sortChoices={SORT_CHOICES}
        className="sm:grid-cols-[2fr_1fr]"
        searchClassName="max-sm:col-span-2"
      >
        <FilterSelect
          label="Category"
          allLabel="All Categories"
          options={PERSPECTIVE_CATEGORY_CODES.map((code) => ({
            value: code,
            label: PERSPECTIVE_CATEGORIES[code],
          }))}
          value={state.filterValue("category")}
          onChange={(value) => state.setFilter("category", value)}
        />
      </ListToolbar>

      <ListTable
        label="Strategic Perspectives"
        query={list}
        rows={(data) => data.items}
        columns={columns}
        sorting={{ sort: state.sort, onSort: state.toggleSort }}
        actions={(perspective) => (
          <PerspectiveActionsMenu
            label={`Actions for ${perspective.title}`}
            perspective={perspective}
            onDelete={(trigger) => {
              menuButton.current = trigger;
              setToDelete(perspective);
            }}
          />
        )}
        phoneCard={(perspective) => <PhoneCard perspective={perspective} />}
        loading="Loading perspectives"
        errorTitle="Error loading perspectives"
        empty={
          <EmptyState
            icon={FileText}
            title="No perspectives found"
            action={state.filtered ? null : newButton("Create New Perspective")}
          >
            {state.filtered
              ? "Try adjusting your search or filter criteria"
              : "Start by creating your first strategic perspective"}
          </EmptyState>
        }
        footer={(data) => (
          <ListPagination page={state.page} total={data.total} onPage={state.setPage} />
        )}
        minWidth="min-w-[760px]"
      />

      <DeletePerspectiveDialog
        perspective={toDelete}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        returnFocusTo={() => menuButton.current}
      />
    </div>
  );
}

const columns: readonly ListColumn<PerspectiveSummary>[] = [
  {
    header: "Title",
    sortField: "title",
    className: "max-w-md",
    cell: (perspective) => (
      <>
        <Link
          to={paths.admin.perspective(perspective.id)}
          className="font-semibold text-forest-950 hover:underline"
        >
          {perspective.title}
        </Link>
        {perspective.featured ? <FeaturedChip className="ml-2" /> : null}
      </>
    ),
  },
  {
    header: "Category",
    cell: (perspective) => <CategoryBadge category={perspective.category} />,
  },
  { header: "Author", cell: (perspective) => perspective.authorName },
  { header: "Status", cell: (perspective) => <PublicationStatus perspective={perspective} /> },
  {
    header: "Published",
    sortField: "publishedAt",
    className: "whitespace-nowrap",
    cell: (perspective) =>
      perspective.publishedAt ? (
        shortDate(perspective.publishedAt)
      ) : (
        <>
          <span aria-hidden>—</span>
          <span className="sr-only">Not published yet</span>
        </>
      ),
  },
];

/** Phones: one card per perspective, so the actions need no sideways scroll. */
function PhoneCard({ perspective }: { perspective: PerspectiveSummary }) {
  return (
    <>
      <Link
        to={paths.admin.perspective(perspective.id)}
        className="font-semibold break-words text-forest-950 hover:underline"
      >
        {perspective.title}
      </Link>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-ink-muted">
        <CategoryBadge category={perspective.category} />
        {perspective.featured ? <FeaturedChip /> : null}
      </div>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
        <PublicationStatus perspective={perspective} withText />
        <span aria-hidden>·</span>
        <span>
          {perspective.publishedAt ? shortDate(perspective.publishedAt) : "Not published yet"}
        </span>
        <span aria-hidden>·</span>
        <span className="min-w-0 break-words">{perspective.authorName}</span>
      </p>
    </>
  );
}

function FeaturedChip({ className }: { className?: string }) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full bg-wheat-100 px-2 py-0.5 align-middle text-xs font-medium text-soil-800",
        className,
      )}
    >
      <Star aria-hidden className="size-3 fill-current" />
      Featured
    </span>
  );
}

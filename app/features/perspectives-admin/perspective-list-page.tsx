import { paths } from "@shared/config/paths";
import {
  PERSPECTIVE_CATEGORIES,
  PERSPECTIVE_CATEGORY_CODES,
  type PerspectiveSummary,
} from "@shared/schemas/perspective";
import { CircleCheck, CircleX, FileText, Plus, Star } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
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
import { Button } from "~/components/ui/button";
import { CategoryBadge } from "~/components/ui/category-badge";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";
import { shortDate } from "~/lib/dates";
import { usePerspectiveList } from "./api";
import { DeletePerspectiveDialog } from "./delete-perspective-dialog";
import { PerspectiveActionsMenu } from "./perspective-actions-menu";

const SORT_LABELS: Record<string, string> = { title: "title", publishedAt: "published date" };
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
  const ids = { search: useId(), caption: useId() };
  const total = list.data?.total ?? 0;

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

      <div className="grid grid-cols-2 gap-3 rounded-2xl border border-forest-900/10 bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr]">
        <SearchBox
          id={ids.search}
          placeholder="Search by title, summary, or author..."
          state={state}
          className="max-sm:col-span-2"
        />
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
        <PhoneSortSelect choices={SORT_CHOICES} state={state} />
      </div>

      <div className="overflow-hidden rounded-2xl border border-forest-900/10 bg-white shadow-sm">
        {list.isPending ? (
          <Spinner label="Loading perspectives" />
        ) : list.isError ? (
          <LoadError
            title="Error loading perspectives"
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.items.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-14 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-forest-100 text-forest-700">
              <FileText aria-hidden className="size-6" />
            </span>
            <p className="mt-4 text-lg font-semibold text-forest-950">No perspectives found</p>
            <p className="mt-1 text-ink-muted">
              {state.filtered
                ? "Try adjusting your search or filter criteria"
                : "Start by creating your first strategic perspective"}
            </p>
            {state.filtered ? null : (
              <div className="mt-5">{newButton("Create New Perspective")}</div>
            )}
          </div>
        ) : (
          <>
            <div className="relative overflow-x-auto max-sm:hidden">
              <table
                className="w-full min-w-[760px] text-left text-sm"
                aria-describedby={ids.caption}
              >
                <caption id={ids.caption} className="sr-only">
                  Strategic Perspectives, sorted by{" "}
                  {SORT_LABELS[state.sort.field] ?? state.sort.field}{" "}
                  {state.sort.direction === "asc" ? "ascending" : "descending"}
                </caption>
                <thead className="border-b border-forest-900/10 bg-forest-50/70 text-xs tracking-wide text-ink-muted uppercase">
                  <tr>
                    <SortableHeader label="Title" field="title" state={state} />
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Category
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Author
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Status
                    </th>
                    <SortableHeader label="Published" field="publishedAt" state={state} />
                    <th scope="col" className="px-4 py-3 text-right font-semibold">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody
                  className={cn(
                    "divide-y divide-forest-900/5",
                    list.isPlaceholderData && "opacity-60",
                  )}
                >
                  {list.data.items.map((perspective) => (
                    <tr key={perspective.id} className="transition-colors hover:bg-forest-50">
                      <td className="max-w-md px-4 py-3 align-middle">
                        <Link
                          to={paths.admin.perspective(perspective.id)}
                          className="font-semibold text-forest-950 hover:underline"
                        >
                          {perspective.title}
                        </Link>
                        {perspective.featured ? <FeaturedChip className="ml-2" /> : null}
                      </td>
                      <td className="px-4 py-3 align-middle">
                        <CategoryBadge category={perspective.category} />
                      </td>
                      <td className="px-4 py-3 align-middle">{perspective.authorName}</td>
                      <td className="px-4 py-3 align-middle">
                        <PublishedIcon published={perspective.published} />
                      </td>
                      <td className="px-4 py-3 align-middle whitespace-nowrap">
                        {perspective.publishedAt ? (
                          shortDate(perspective.publishedAt)
                        ) : (
                          <>
                            <span aria-hidden>—</span>
                            <span className="sr-only">Not published yet</span>
                          </>
                        )}
                      </td>
                      <td className="px-4 py-2 text-right align-middle">
                        <PerspectiveActionsMenu
                          perspective={perspective}
                          onDelete={(trigger) => {
                            menuButton.current = trigger;
                            setToDelete(perspective);
                          }}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {/* Phones: one card per perspective, so the actions need no sideways scroll. */}
            <ul
              aria-label="Strategic Perspectives"
              className={cn(
                "divide-y divide-forest-900/5 sm:hidden",
                list.isPlaceholderData && "opacity-60",
              )}
            >
              {list.data.items.map((perspective) => (
                <li key={perspective.id} className="flex items-start gap-2 px-4 py-4">
                  <div className="grid min-w-0 flex-1 gap-2">
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
                      <PublishedIcon published={perspective.published} withText />
                      <span aria-hidden>·</span>
                      <span>
                        {perspective.publishedAt
                          ? shortDate(perspective.publishedAt)
                          : "Not published yet"}
                      </span>
                      <span aria-hidden>·</span>
                      <span className="min-w-0 break-words">{perspective.authorName}</span>
                    </p>
                  </div>
                  <PerspectiveActionsMenu
                    perspective={perspective}
                    onDelete={(trigger) => {
                      menuButton.current = trigger;
                      setToDelete(perspective);
                    }}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
        {list.data && total > 0 ? (
          <ListPagination page={state.page} total={total} onPage={state.setPage} />
        ) : null}
      </div>

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

function SortableHeader({
  label,
  field,
  state,
}: {
  label: string;
  field: string;
  state: ReturnType<typeof useListState>;
}) {
  return (
    <th scope="col" className="px-4 py-3 font-semibold" aria-sort={ariaSort(state.sort, field)}>
      <SortButton
        label={label}
        active={state.sort.field === field}
        direction={state.sort.direction}
        onClick={() => state.toggleSort(field)}
      />
    </th>
  );
}

/** A tick or a cross, named for screen readers and on hover (and in words on phones). */
function PublishedIcon({ published, withText }: { published: boolean; withText?: boolean }) {
  const label = published ? "Published" : "Draft";
  const Icon = published ? CircleCheck : CircleX;
  return (
    <span className="inline-flex items-center gap-1" title={label}>
      <Icon
        aria-hidden
        className={cn("size-5 shrink-0", published ? "text-forest-600" : "text-ink-muted")}
      />
      <span className={withText ? undefined : "sr-only"}>{label}</span>
    </span>
  );
}

function FeaturedChip({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-wheat-100 px-2 py-0.5 align-middle text-xs font-medium text-soil-800",
        className,
      )}
    >
      <Star aria-hidden className="size-3 fill-current" />
      Featured
    </span>
  );
}

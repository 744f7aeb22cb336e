import { LIST_PAGE_SIZE } from "@shared/schemas/admin-list-options";
import { ArrowDown, ArrowUp, ArrowUpDown, Search } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cardSurface } from "~/components/admin/card";
import { buttonClasses } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/form-field";
import { cx } from "~/lib/cx";
import { useEarlyInput } from "~/lib/use-early-input";
import { type ListSort, type ListState, lastPage } from "./list-state";

/**
 * The pieces every admin list shares (submissions and perspectives): the toolbar with its
 * search box and filter menus, the sortable column header and the pager. Their state is list-state.ts.
 */

/** A column header's `aria-sort`: only the column the list is sorted by carries one. */
export function ariaSort(sort: ListSort, field: string | undefined) {
  if (!field || field !== sort.field) return undefined;
  return sort.direction === "asc" ? "ascending" : "descending";
}

export function SortButton({
  label,
  active,
  direction,
  onClick,
}: {
  label: string;
  active: boolean;
  direction: "asc" | "desc";
  onClick: () => void;
}) {
  const Icon = !active ? ArrowUpDown : direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={onClick}
      className={cx(
        "-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-forest-950",
        active && "text-forest-950",
      )}
    >
      {label}
      <Icon aria-hidden className="size-3.5" />
      <span className="sr-only">, sort</span>
    </button>
  );
}

/** A labelled pick-one filter: "all" (no filter) first, then its options. */
export function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const field = useEarlyInput<HTMLSelectElement>(value, onChange);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-ink-muted">
        {label}
      </label>
      <Select id={id} ref={field} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * A list's toolbar, a card above the table: the search box, the list's own filters
 * (`children`), and on phones the Sort menu.
 */
export function ListToolbar({
  state,
  searchPlaceholder,
  sortChoices,
  className,
  searchClassName,
  children,
}: {
  state: ListState;
  searchPlaceholder: string;
  sortChoices: readonly SortChoice[];
  /** The grid's columns at each width. */
  className: string;
  /** How wide the search box is at each width. */
  searchClassName: string;
  children: ReactNode;
}) {
  return (
    <div className={cx(cardSurface, "grid grid-cols-2 gap-3 p-4", className)}>
      <SearchBox placeholder={searchPlaceholder} state={state} className={searchClassName} />
      {children}
      <PhoneSortSelect choices={sortChoices} state={state} />
    </div>
  );
}

/** The list's text search: typing applies it after a pause (list-state.ts), Enter at once. */
function SearchBox({
  placeholder,
  state,
  className,
}: {
  placeholder: string;
  state: Pick<ListState, "searchText" | "typeSearch" | "applySearchNow">;
  className?: string;
}) {
  const id = useId();
  // Typed before the screen came to life: searched at once, as Enter would.
  const field = useEarlyInput<HTMLInputElement>(state.searchText, (text) => {
    state.typeSearch(text);
    state.applySearchNow();
  });
  return (
    <div className={cx("grid gap-1", className)}>
      <label htmlFor={id} className="text-xs font-semibold text-ink-muted">
        Search
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        />
        <Input
          id={id}
          ref={field}
          type="search"
          value={state.searchText}
          placeholder={placeholder}
          onChange={(event) => state.typeSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") state.applySearchNow();
          }}
          className="pl-9"
        />
      </div>
    </div>
  );
}

/** 'Showing 1–50 of 120' with Previous and Next, from the list's `X-Total-Count`. */
export function ListPagination({
  page,
  total,
  capped = false,
  shown,
  onPage,
}: {
  page: number;
  total: number;
  /** Only `total` were counted and more match (a text search): "of more than …". */
  capped?: boolean;
  /** Rows on this page, when the total does not tell (a capped count). */
  shown?: number;
  onPage: (page: number) => void;
}) {
  const pageSize = LIST_PAGE_SIZE.default;
  const firstShown = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const lastShown = capped
    ? (page - 1) * pageSize + (shown ?? pageSize)
    : Math.min(total, page * pageSize);
  const more = capped ? (shown ?? pageSize) >= pageSize : page < lastPage(total);
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-forest-900/10 px-4 py-3 text-sm"
    >
      <p className="text-ink-muted" aria-live="polite">
        Showing {firstShown}–{lastShown} of{" "}
        {capped ? `more than ${total.toLocaleString("en-US")}` : total}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonClasses("outline", "sm")}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className={buttonClasses("outline", "sm")}
          disabled={!more}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}

/** "field:direction" values, e.g. "createdAt:desc", with what a person reads. */
export type SortChoice = { value: `${string}:${"asc" | "desc"}`; label: string };

/** Phones show cards, not sortable column headers: the sort is a menu there. */
function PhoneSortSelect({
  choices,
  state,
  className,
}: {
  choices: readonly SortChoice[];
  state: ListState;
  className?: string;
}) {
  const id = useId();
  const sortBy = (value: string) => {
    const [field = state.sort.field, direction] = value.split(":");
    state.setSort({ field, direction: direction === "asc" ? "asc" : "desc" });
  };
  const field = useEarlyInput<HTMLSelectElement>(
    `${state.sort.field}:${state.sort.direction}`,
    sortBy,
  );
  return (
    <div className={cx("grid gap-1 sm:hidden", className)}>
      <label htmlFor={id} className="text-xs font-semibold text-ink-muted">
        Sort
      </label>
      <Select
        id={id}
        ref={field}
        value={`${state.sort.field}:${state.sort.direction}`}
        onChange={(event) => sortBy(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

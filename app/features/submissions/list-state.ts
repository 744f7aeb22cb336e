import { LIST_PAGE_SIZE } from "@shared/schemas/admin-lists";
import { useRef } from "react";
import { useSearchParams } from "react-router";

export type ListSort = { field: string; direction: "asc" | "desc" };

/**
 * A list's sort, its one active filter and its page, kept in the URL so they survive
 * opening a record and coming back, and so the export sees exactly what the list shows.
 * Every admin list uses it: the two submission inboxes and the perspectives.
 */
export function useListState(defaultSort: ListSort) {
  const [params, setParams] = useSearchParams();
  // A debounced search lands after later clicks (a sort, a page): it must build on the
  // URL as it is then, not as it was when the typing started.
  const latestParams = useRef(params);
  latestParams.current = params;
  const sort: ListSort = {
    field: params.get("sort") ?? defaultSort.field,
    direction:
      params.get("direction") === "asc"
        ? "asc"
        : params.get("direction") === "desc"
          ? "desc"
          : defaultSort.direction,
  };
  const filter = params.get("filter") ?? "search";
  const search = params.get("search") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(latestParams.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "") next.delete(key);
      else next.set(key, value);
    }
    latestParams.current = next;
    setParams(next, { replace: true, preventScrollReset: true });
  };

  /** The export's query: the list's sort and filter, without paging. */
  const exportQuery = new URLSearchParams({ sort: sort.field, direction: sort.direction });
  if (search) {
    exportQuery.set("filter", filter);
    exportQuery.set("search", search);
  }
  const listQuery = new URLSearchParams(exportQuery);
  listQuery.set("limit", String(LIST_PAGE_SIZE.default));
  listQuery.set("offset", String((page - 1) * LIST_PAGE_SIZE.default));

  return {
    sort,
    /** True while a search or a filter narrows the list (empty states say so). */
    filtered: search !== "",
    /** The value of `name`'s filter when it is the active one, else "". */
    filterValue: (name: string) => (search && filter === name ? search : ""),
    page,
    listQuery,
    exportQuery,
    /** Only one filter is active at a time: setting one clears the others. */
    setFilter: (name: string, value: string) =>
      update({ filter: value ? name : null, search: value || null, page: null }),
    /** The current column flips direction; another column starts descending. */
    toggleSort: (field: string) =>
      update({
        sort: field,
        direction: field === sort.field && sort.direction === "desc" ? "asc" : "desc",
        page: null,
      }),
    /** A chosen sort (the phone layout's sort menu, where there are no column headers). */
    setSort: (next: ListSort) =>
      update({ sort: next.field, direction: next.direction, page: null }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
  };
}

import { LIST_PAGE_SIZE } from "@shared/schemas/admin-list-options";
import { useCallback, useContext, useEffect, useRef, useState } from "react";
import {
  type Navigation,
  UNSAFE_DataRouterContext,
  useLocation,
  useSearchParams,
} from "react-router";

export type ListSort = { field: string; direction: "asc" | "desc" };

/** How long the search box waits for a pause in typing before it filters. */
export const SEARCH_DELAY_MS = 300;

type Changes = Record<string, string | null>;

/** Where a keyset page starts: right after or right before a record of the list. */
export type PageCursor = { from: "after" | "before"; id: number };

/** Whether `navigation` is under way to another page than the list at `listPath`. */
function isLeaving(navigation: Navigation, listPath: string) {
  return navigation.state !== "idle" && navigation.location.pathname !== listPath;
}

/** Back to the first page: no page number, no keyset cursor. */
const FIRST_PAGE = { page: null, after: null, before: null } as const;

/**
 * A list's sort, its one active filter, its page and the search being typed: the one
 * source of truth for every control of an admin list (the two submission inboxes and
 * the perspectives).
 *
 * What is applied lives in the URL, so it survives opening a record and coming back, and
 * the export sees exactly what the list shows. What is still being typed lives here, with
 * its timer, so that every other control settles it first and never after:
 * - a sort, a page or the export applies the waiting search together with its own change;
 * - another filter drops it (one filter at a time: the newer choice wins);
 * - leaving the list (a row, Edit, any link) drops it, so it cannot pull the user back.
 */
export function useListState(defaultSort: ListSort) {
  const [params, setParams] = useSearchParams();
  const requested = useRequestedParams(params);
  const location = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;

  const current = requested.current;
  const sort = readSort(current, defaultSort);
  const filter = current.get("filter") ?? "search";
  const search = current.get("search") ?? "";
  const page = Math.max(1, Number(current.get("page")) || 1);
  const appliedSearch = filter === "search" ? search : "";

  const [draft, setDraft] = useState(appliedSearch);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const waiting = useRef(false);
  const draftRef = useRef(draft);
  draftRef.current = draft;

  // The URL moved on its own (back, forward, a link): the box shows what is applied now,
  // unless the user is typing over it.
  const [shownSearch, setShownSearch] = useState(appliedSearch);
  if (appliedSearch !== shownSearch) {
    setShownSearch(appliedSearch);
    if (!waiting.current && appliedSearch !== draft.trim()) setDraft(appliedSearch);
  }

  const commit = useCallback(
    (changes: Changes) => {
      const next = new URLSearchParams(requested.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === "") next.delete(key);
        else next.set(key, value);
      }
      requested.request(next);
      setParams(next, { replace: true, preventScrollReset: true });
      return next;
    },
    [requested, setParams],
  );

  /** The waiting search as URL changes, taken out of the timer (nothing if none waits). */
  const takeWaitingSearch = useCallback((): Changes => {
    if (!waiting.current) return {};
    clearTimeout(timer.current);
    waiting.current = false;
    const text = draftRef.current.trim();
    if (text) return { filter: "search", search: text, ...FIRST_PAGE };
    // An emptied box clears a text search, but leaves another filter as it was.
    const applied = requested.current;
    const textSearchApplied = (applied.get("filter") ?? "search") === "search";
    return textSearchApplied && applied.get("search") ? { search: null, ...FIRST_PAGE } : {};
  }, [requested]);

  const dropWaitingSearch = useCallback(() => {
    clearTimeout(timer.current);
    waiting.current = false;
  }, []);

  useEffect(() => dropWaitingSearch, [dropWaitingSearch]);

  /** Applies the waiting search at once; returns the list's URL parameters afterwards. */
  const applySearchNow = useCallback(() => {
    const changes = takeWaitingSearch();
    return Object.keys(changes).length > 0 ? commit(changes) : requested.current;
  }, [commit, takeWaitingSearch, requested]);

  return {
    sort,
    page,
    /** True while a search or a filter narrows the list (empty states say so). */
    filtered: search !== "" || valuelessFilter(current) !== null,
    /** The value of `name`'s filter when it is the active one, else "". */
    filterValue: (name: string) => (search && filter === name ? search : ""),
    /** Whether `name`, a filter without a value (`filter=unread`), is the active one. */
    filterOn: (name: string) => valuelessFilter(current) === name,
    /** The search box's text: what is applied, or what is being typed. */
    searchText: draft,
    /** Typing in the search box: the search applies after a pause. */
    typeSearch: (text: string) => {
      setDraft(text);
      draftRef.current = text;
      clearTimeout(timer.current);
      waiting.current = true;
      timer.current = setTimeout(() => {
        // Leaving the list (a row, Edit, any link) drops a waiting search: applied late, it
        // would navigate back to the list and cancel the user's choice. Asked of the router
        // itself: React renders a navigation in a transition, which a slow phone may not have
        // rendered yet when the pause ends.
        if (router && isLeaving(router.state.navigation, location.pathname)) dropWaitingSearch();
        else applySearchNow();
      }, SEARCH_DELAY_MS);
    },
    /** Enter in the search box: no need to wait. */
    applySearchNow,
    listQuery: listQueryOf(current, sort, page),
    /** The export's query: the list's sort and filter, without paging. */
    exportQuery: filterQuery(current, sort),
    /** The export's query once a waiting search is applied (an export clicked mid-typing). */
    exportQueryNow: () => exportQueryOf(applySearchNow(), defaultSort),
    /** Only one filter is active at a time: choosing one clears the others, a waiting search too. */
    setFilter: (name: string, value: string) => {
      dropWaitingSearch();
      if (draftRef.current) setDraft("");
      commit({ filter: value ? name : null, search: value || null, ...FIRST_PAGE });
    },
    /** A filter without a value (`filter=unread`) on or off; like any filter, the only one. */
    setFilterOn: (name: string, on: boolean) => {
      dropWaitingSearch();
      if (draftRef.current) setDraft("");
      commit({ filter: on ? name : null, search: null, ...FIRST_PAGE });
    },
    /** The current column flips direction; another column starts descending. */
    toggleSort: (field: string) =>
      commit({
        ...takeWaitingSearch(),
        sort: field,
        direction: field === sort.field && sort.direction === "desc" ? "asc" : "desc",
        ...FIRST_PAGE,
      }),
    /** A chosen sort (the phone layout's sort menu, where there are no column headers). */
    setSort: (next: ListSort) =>
      commit({
        ...takeWaitingSearch(),
        sort: next.field,
        direction: next.direction,
        ...FIRST_PAGE,
      }),
    /**
     * Another page: by offset, or (lists that page by keyset, ADR 026) right after or before a
     * record of the page on screen, which costs the same however deep the page is.
     */
    setPage: (next: number, cursor?: PageCursor) => {
      const waitingSearch = takeWaitingSearch();
      const keyset = cursor && next > 1 && Object.keys(waitingSearch).length === 0;
      commit({
        ...waitingSearch,
        ...FIRST_PAGE,
        page: next > 1 ? String(next) : null,
        // The page on screen is the list before the waiting search: its rows cannot anchor.
        ...(keyset ? { [cursor.from]: String(cursor.id) } : {}),
      });
    },
  };
}

export type ListState = ReturnType<typeof useListState>;

/**
 * The URL the list last asked for. The router's own params lag behind it while a change is
 * on its way, so a second click builds on the first instead of on what is still on screen.
 * When the router's URL moves, it is either one of ours arriving (later ones may still be on
 * their way) or a move of its own (back, forward, a link), which then becomes the state.
 */
function useRequestedParams(routerParams: URLSearchParams) {
  const state = useRef({
    current: routerParams,
    seen: routerParams.toString(),
    inFlight: [] as string[],
  }).current;
  const seen = routerParams.toString();
  if (seen !== state.seen) {
    state.seen = seen;
    const arrived = state.inFlight.indexOf(seen);
    state.inFlight = arrived === -1 ? [] : state.inFlight.slice(arrived + 1);
    if (state.inFlight.length === 0) state.current = routerParams;
  }
  return useRef({
    get current() {
      return state.current;
    },
    request(next: URLSearchParams) {
      state.current = next;
      state.inFlight.push(next.toString());
    },
  }).current;
}

function readSort(params: URLSearchParams, defaultSort: ListSort): ListSort {
  const direction = params.get("direction");
  return {
    field: params.get("sort") ?? defaultSort.field,
    direction: direction === "asc" || direction === "desc" ? direction : defaultSort.direction,
  };
}

function exportQueryOf(params: URLSearchParams, defaultSort: ListSort) {
  return filterQuery(params, readSort(params, defaultSort));
}

/** The active filter when it takes no value (`filter=unread`, `search` empty), else null. */
function valuelessFilter(params: URLSearchParams) {
  const filter = params.get("filter");
  return filter && filter !== "search" && !params.get("search") ? filter : null;
}

/** The API's query for the list's sort and filter, without paging. */
export function filterQuery(params: URLSearchParams, sort: ListSort) {
  const query = new URLSearchParams({ sort: sort.field, direction: sort.direction });
  const search = params.get("search");
  const valueless = valuelessFilter(params);
  if (search) {
    query.set("filter", params.get("filter") ?? "search");
    query.set("search", search);
  } else if (valueless) {
    query.set("filter", valueless);
  }
  return query;
}

function listQueryOf(params: URLSearchParams, sort: ListSort, page: number) {
  const query = filterQuery(params, sort);
  query.set("limit", String(LIST_PAGE_SIZE.default));
  const cursor = (["after", "before"] as const).find((from) => params.get(from));
  if (cursor) query.set(cursor, params.get(cursor) ?? "");
  else query.set("offset", String((page - 1) * LIST_PAGE_SIZE.default));
  return query;
}

/** Past the last page (the last row deleted, a search with fewer pages): step back to it. */
export function useStayWithinPages(
  state: Pick<ListState, "page" | "setPage">,
  list: { total: number | undefined; settled: boolean; capped?: boolean },
) {
  const { page, setPage } = state;
  const { total, settled, capped } = list;
  useEffect(() => {
    if (settled && total && !capped && page > lastPage(total)) setPage(lastPage(total));
  }, [settled, total, capped, page, setPage]);
}

/** The last page a list of `total` rows has (at least 1). */
export const lastPage = (total: number) => Math.max(1, Math.ceil(total / LIST_PAGE_SIZE.default));

import { journal } from "@shared/config/journal";
import { PERSPECTIVE_CATEGORIES } from "@shared/schemas/perspective-categories";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/form-field";
import { SearchIcon } from "~/components/ui/icons";

export const SEARCH_MAX = 200;

/** The `/perspectives` results the search replaces in place: its parts carry `data-results`. */
export const RESULTS_ID = "perspective-results";

/** The list's address for a search: only the filters in use (`/perspectives?category=…`). */
function resultsUrl(form: HTMLFormElement) {
  const data = new FormData(form);
  const params = new URLSearchParams();
  const text = String(data.get("search") ?? "").trim();
  const chosen = String(data.get("category") ?? "all");
  if (text) params.set("search", text);
  if (chosen !== "all") params.set("category", chosen);
  const query = params.toString();
  return query ? `${journal.path}?${query}` : journal.path;
}

let latestRequest = 0;

/**
 * Shows the results for `url` in place: the server renders the page for it (its page cache
 * answers most) and each part marked `data-results` takes the new page's part, so the status
 * line, a live region, announces the count. Should that fail, the browser loads the page.
 */
async function showResults(url: string) {
  const region = document.getElementById(RESULTS_ID);
  if (!region) return window.location.assign(url);
  const request = ++latestRequest;
  region.setAttribute("aria-busy", "true");
  try {
    const response = await fetch(url, { headers: { Accept: "text/html" } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    // An older search that answers late must not replace a newer one's results.
    if (request !== latestRequest) return;
    for (const part of region.querySelectorAll<HTMLElement>("[data-results]")) {
      const fresh = page.querySelector(`[data-results="${part.dataset.results}"]`);
      part.innerHTML = fresh?.innerHTML ?? "";
    }
  } catch {
    window.location.assign(url);
  } finally {
    if (request === latestRequest) region.setAttribute("aria-busy", "false");
  }
}

/**
 * The journal's search: a plain GET form, so without JavaScript the browser sends it and the
 * server renders the results. As a live island it shows them in place instead, keeps the
 * filters in the URL (back and forward bring earlier ones back, fields included), and a chosen
 * category applies at once.
 */
export function PerspectiveSearch({ search, category }: { search: string; category: string }) {
  const searchRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    const onHistory = () => {
      const params = new URL(window.location.href).searchParams;
      if (searchRef.current) searchRef.current.value = params.get("search") ?? "";
      if (categoryRef.current) categoryRef.current.value = params.get("category") ?? "all";
      void showResults(window.location.pathname + window.location.search);
    };
    window.addEventListener("popstate", onHistory);
    return () => window.removeEventListener("popstate", onHistory);
  }, []);

  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark, as it was when React Router's <Form> rendered it
    <form
      method="get"
      action={journal.path}
      role="search"
      aria-label="Search perspectives"
      onSubmit={(event) => {
        event.preventDefault();
        const url = resultsUrl(event.currentTarget);
        window.history.pushState(null, "", url);
        void showResults(url);
      }}
      className="relative -mt-14 grid gap-4 rounded-2xl border border-forest-900/10 bg-white p-5 shadow-xl shadow-forest-950/10 sm:-mt-16 sm:p-6 md:grid-cols-[minmax(0,1fr)_15rem_auto] md:items-end"
    >
      <div className="grid gap-1.5">
        <label htmlFor="perspective-search" className="text-sm font-semibold text-forest-950">
          Search
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted" />
          <Input
            ref={searchRef}
            id="perspective-search"
            type="search"
            name="search"
            defaultValue={search}
            maxLength={SEARCH_MAX}
            placeholder="Title, topic or author"
            className="pl-10"
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="perspective-category" className="text-sm font-semibold text-forest-950">
          Category
        </label>
        <Select
          ref={categoryRef}
          id="perspective-category"
          name="category"
          defaultValue={category}
          // With JavaScript a chosen category applies at once (the status line announces the
          // new count); without it, the Search button sends the form.
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          <option value="all">All Categories</option>
          {Object.entries(PERSPECTIVE_CATEGORIES).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" size="field">
        <SearchIcon className="size-4" />
        Search
      </Button>
    </form>
  );
}

import {
  countPublishedPerspectives,
  listPublishedPerspectives,
} from "@server/features/perspectives/list-published-perspectives";
import { journal } from "@shared/config/journal";
import { publicPerspectiveQuery } from "@shared/schemas/perspective";
import { PERSPECTIVE_CATEGORIES } from "@shared/schemas/perspective-categories";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/form-field";
import { RssIcon, SearchIcon } from "~/components/ui/icons";
import { perspectiveResults } from "~/features/perspectives/perspective-results-island";
import { perspectivesHero } from "~/features/perspectives/perspectives-hero-island";
import { cx } from "~/lib/cx";
import { Island } from "~/lib/islands";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/perspectives";

const SEARCH_MAX = 200;
/**
 * Cards per page. The page shows its matches in pages of 24, newest first, so that it stays
 * light (a page of 100 cards is 330 kB of HTML and 2,300 elements); `?page=2` and on.
 */
const PAGE_SIZE = 24;

/**
 * The filters in the URL (`?search=…&category=…`), read leniently: a page is not an API, so
 * a value it cannot use (an unknown category, say) is dropped rather than refused.
 */
function filtersOf(url: URL) {
  const { shape } = publicPerspectiveQuery;
  const search = shape.search.safeParse(url.searchParams.get("search")?.slice(0, SEARCH_MAX));
  const category = shape.category.safeParse(url.searchParams.get("category") ?? undefined);
  const page = Number(url.searchParams.get("page") ?? "1");
  return {
    search: search.success ? search.data : undefined,
    category: category.success ? category.data : undefined,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page: asked, ...filters } = filtersOf(new URL(request.url));
  const total = await countPublishedPerspectives(context.db, filters);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page past the end shows the last one.
  const page = Math.min(asked, pages);
  const perspectives = await listPublishedPerspectives(
    context.db,
    filters,
    PAGE_SIZE,
    (page - 1) * PAGE_SIZE,
  );
  return {
    perspectives,
    total,
    page,
    pages,
    search: filters.search ?? "",
    category: filters.category ?? "all",
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  // Filtered views share the list's canonical URL.
  pageMeta({
    title: journal.title,
    description: journal.description,
    path: journal.path,
    matches,
  });

export const links: Route.LinksFunction = () => [
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: `${journal.title} (RSS)`,
    href: journal.feedPath,
  },
];

export default function Perspectives({ loaderData }: Route.ComponentProps) {
  const { perspectives, total, page, pages, search, category } = loaderData;
  const filtered = search !== "" || category !== "all";
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === journal.path;

  return (
    <>
      <Island
        component={perspectivesHero}
        eyebrow="Our journal"
        title={journal.title}
        lede="Field notes, market analysis and opinion from the people who build and back agricultural-technology companies with us."
      />

      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
        <SearchForm search={search} category={category} />

        <div className="mt-10 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <p role="status" className="text-sm text-ink-muted">
            {resultsText(total, filtered)}
          </p>
          <div className="flex items-center gap-5 text-sm font-semibold">
            {filtered ? (
              <Link
                to={journal.path}
                className="text-forest-700 underline-offset-4 hover:text-forest-900 hover:underline"
              >
                Clear filters
              </Link>
            ) : null}
            <a
              href={journal.feedPath}
              className="inline-flex items-center gap-1.5 text-forest-700 underline-offset-4 hover:text-forest-900 hover:underline"
            >
              <RssIcon className="size-4" />
              RSS feed
            </a>
          </div>
        </div>

        <div
          aria-busy={updating}
          className={cx("mt-6 transition-opacity", updating && "opacity-60")}
        >
          <Island component={perspectiveResults} perspectives={perspectives} filtered={filtered} />
          {pages > 1 ? (
            <Pages page={page} pages={pages} search={search} category={category} />
          ) : null}
        </div>
      </div>
    </>
  );
}

function resultsText(count: number, filtered: boolean) {
  if (!filtered) return `${count} ${count === 1 ? "perspective" : "perspectives"}`;
  if (count === 0) return "No perspectives match your search";
  return count === 1
    ? "1 perspective matches your search"
    : `${count} perspectives match your search`;
}

/**
 * A plain GET form: without JavaScript the browser submits it and the server renders the
 * results; with it, React Router navigates in place, and choosing a category submits it.
 * Either way the URL holds the filters.
 */
function SearchForm({ search, category }: { search: string; category: string }) {
  const submit = useSubmit();
  const searchRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);

  // Back/forward and "Clear filters" change the URL: the fields follow it.
  useEffect(() => {
    if (searchRef.current) searchRef.current.value = search;
    if (categoryRef.current) categoryRef.current.value = category;
  }, [search, category]);

  return (
    <Form
      method="get"
      action={journal.path}
      role="search"
      aria-label="Search perspectives"
      onSubmit={(event) => {
        // Only the filters in use go into the URL: /perspectives?category=case_study.
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const params = new URLSearchParams();
        const text = String(data.get("search") ?? "").trim();
        const chosen = String(data.get("category") ?? "all");
        if (text) params.set("search", text);
        if (chosen !== "all") params.set("category", chosen);
        void submit(params, { method: "get", action: journal.path });
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
          // With JavaScript a chosen category applies at once (the results update in place and
          // are announced by the status line); without it, the Search button sends the form.
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
    </Form>
  );
}

/** Newer and older pages of the results, keeping the filters in the URL. */
function Pages({
  page,
  pages,
  search,
  category,
}: {
  page: number;
  pages: number;
  search: string;
  category: string;
}) {
  const href = (target: number) => {
    const params = new URLSearchParams();
    if (search) params.set("search", search);
    if (category !== "all") params.set("category", category);
    if (target > 1) params.set("page", String(target));
    const query = params.toString();
    return query ? `${journal.path}?${query}` : journal.path;
  };
  const linkClass =
    "rounded-md text-forest-700 underline-offset-4 hover:text-forest-900 hover:underline";
  return (
    <nav
      aria-label="Pages of perspectives"
      className="mt-12 flex items-center justify-between gap-4 text-sm font-semibold"
    >
      <span className="min-w-0 flex-1">
        {page > 1 ? (
          <Link to={href(page - 1)} rel="prev" className={linkClass}>
            ← Newer perspectives
          </Link>
        ) : null}
      </span>
      <p className="shrink-0 text-ink-muted">
        Page {page} of {pages}
      </p>
      <span className="min-w-0 flex-1 text-right">
        {page < pages ? (
          <Link to={href(page + 1)} rel="next" className={linkClass}>
            Older perspectives →
          </Link>
        ) : null}
      </span>
    </nav>
  );
}

/** The list could not be read: said inside the site's frame, not as a blank error page. */
export function ErrorBoundary() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <h1 className="text-4xl font-semibold text-forest-950">{journal.title}</h1>
      <p className="mt-4 text-lg text-ink-muted">
        We could not load the perspectives just now. Please try again in a moment.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Back to home</Link>
      </Button>
    </section>
  );
}

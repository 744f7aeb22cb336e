import {
  countPublishedPerspectives,
  listPublishedPerspectives,
} from "@server/features/perspectives/list-published-perspectives";
import { journal } from "@shared/config/journal";
import { publicPerspectiveQuery } from "@shared/schemas/perspective";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { RssIcon } from "~/components/ui/icons";
import { perspectiveResults } from "~/features/perspectives/perspective-results-island";
import { RESULTS_ID, SEARCH_MAX } from "~/features/perspectives/perspective-search";
import { perspectiveSearch } from "~/features/perspectives/perspective-search-island";
import { perspectivesHero } from "~/features/perspectives/perspectives-hero-island";
import { Island } from "~/lib/islands";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/perspectives";

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

  return (
    <>
      <Island
        component={perspectivesHero}
        eyebrow="Our journal"
        title={journal.title}
        lede="Field notes, market analysis and opinion from the people who build and back agricultural-technology companies with us."
      />

      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
        <Island component={perspectiveSearch} hydrate="load" search={search} category={category} />

        {/* The search replaces each `data-results` part in place (perspective-search.tsx). */}
        <div
          id={RESULTS_ID}
          aria-busy="false"
          className="mt-10 transition-opacity aria-busy:opacity-60"
        >
          <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
            <p role="status" data-results="status" className="text-sm text-ink-muted">
              {resultsText(total, filtered)}
            </p>
            <div data-results="links" className="flex items-center gap-5 text-sm font-semibold">
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

          <div data-results="list" className="mt-6">
            <Island
              component={perspectiveResults}
              perspectives={perspectives}
              filtered={filtered}
            />
            {pages > 1 ? (
              <Pages page={page} pages={pages} search={search} category={category} />
            ) : null}
          </div>
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

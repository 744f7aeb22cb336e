import { listPublishedPerspectives } from "@server/features/perspectives/list-published-perspectives";
import { journal } from "@shared/config/journal";
import { PERSPECTIVE_CATEGORIES, publicPerspectiveQuery } from "@shared/schemas/perspective";
import { Newspaper, Rss, Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { PageHero } from "~/components/marketing/page-hero";
import { Button } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/form-field";
import { PerspectiveCard } from "~/features/perspectives/perspective-card";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/perspectives";

const SEARCH_MAX = 200;

/**
 * The filters in the URL (`?search=…&category=…`), read leniently: a page is not an API, so
 * a value it cannot use (an unknown category, say) is dropped rather than refused.
 */
function filtersOf(url: URL) {
  const { shape } = publicPerspectiveQuery;
  const search = shape.search.safeParse(url.searchParams.get("search")?.slice(0, SEARCH_MAX));
  const category = shape.category.safeParse(url.searchParams.get("category") ?? undefined);
  return {
    search: search.success ? search.data : undefined,
    category: category.success ? category.data : undefined,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = filtersOf(new URL(request.url));
  const perspectives = await listPublishedPerspectives(context.db, filters);
  return {
    perspectives,
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
  const { perspectives, search, category } = loaderData;
  const filtered = search !== "" || category !== "all";
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === journal.path;

  return (
    <>
      <PageHero
        eyebrow="Our journal"
        title={journal.title}
        lede="Field notes, market analysis and opinion from the people who build and back agricultural-technology companies with us."
      />

      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
        <SearchForm search={search} category={category} />

        <div className="mt-10 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <p role="status" className="text-sm text-ink-muted">
            {resultsText(perspectives.length, filtered)}
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
              <Rss aria-hidden className="size-4" />
              RSS feed
            </a>
          </div>
        </div>

        <div
          aria-busy={updating}
          className={cn("mt-6 transition-opacity", updating && "opacity-60")}
        >
          {perspectives.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 md:grid-cols-3 lg:gap-8">
              {perspectives.map((perspective) => (
                <li key={perspective.id}>
                  <PerspectiveCard perspective={perspective} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState filtered={filtered} />
          )}
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
 * results; with it, React Router navigates in place. Either way the URL holds the filters.
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
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
          />
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
        <Select ref={categoryRef} id="perspective-category" name="category" defaultValue={category}>
          <option value="all">All Categories</option>
          {Object.entries(PERSPECTIVE_CATEGORIES).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" className="h-[2.875rem]">
        <Search aria-hidden className="size-4" />
        Search
      </Button>
    </Form>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-forest-900/20 bg-white/60 px-6 py-16 text-center sm:py-20">
      <span className="flex size-14 items-center justify-center rounded-full bg-wheat-100 text-wheat-700">
        <Newspaper aria-hidden className="size-7" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold text-forest-950">No perspectives found</h2>
      <p className="mt-2 max-w-md text-ink-muted">
        {filtered
          ? "Try adjusting your search or filter criteria."
          : "Check back soon for strategic insights from our team."}
      </p>
      {filtered ? (
        <Button asChild variant="outline" className="mt-6">
          <Link to={journal.path}>Show all perspectives</Link>
        </Button>
      ) : null}
    </div>
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

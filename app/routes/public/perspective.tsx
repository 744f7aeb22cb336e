import { getPublishedPerspective } from "@server/features/perspectives/get-published-perspective";
import { journal } from "@shared/config/journal";
import type { PerspectiveRecord } from "@shared/schemas/perspective";
import { categoryLabel } from "@shared/schemas/perspective-categories";
import { data, Link } from "react-router";
import { AuthorAvatar } from "~/components/perspectives/author-avatar";
import { Button } from "~/components/ui/button";
import { CategoryBadge } from "~/components/ui/category-badge";
import { ArrowLeftIcon, FileQuestionIcon } from "~/components/ui/icons";
import { longDate } from "~/lib/dates";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/perspective";

export async function loader({ params, context }: Route.LoaderArgs) {
  const perspective = await getPublishedPerspective(context.db, params.slug);
  // Unknown and unpublished alike: a real 404, rendered as the article's own not-found view.
  if (!perspective) return data({ perspective: null }, { status: 404 });
  return { perspective };
}

const NOT_FOUND = {
  title: "Article Not Found",
  text: "The perspective you're looking for doesn't exist or may have been removed.",
} as const;

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const perspective = loaderData?.perspective;
  if (!perspective) {
    return pageMeta({
      title: NOT_FOUND.title,
      description: NOT_FOUND.text,
      path: `${journal.path}/${encodeURIComponent(params.slug ?? "")}`,
      matches,
      noindex: true,
    });
  }
  return pageMeta({
    title: perspective.title,
    description: perspective.summary,
    path: `${journal.path}/${encodeURIComponent(perspective.slug)}`,
    matches,
    article: {
      image: perspective.coverImage,
      imageAlt: perspective.title,
      publishedTime: perspective.publishedAt,
      modifiedTime: perspective.updatedAt,
      section: categoryLabel(perspective.category),
      author: perspective.authorName,
    },
  });
};

export const links: Route.LinksFunction = () => [
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: `${journal.title} (RSS)`,
    href: journal.feedPath,
  },
];

export default function PerspectivePage({ loaderData }: Route.ComponentProps) {
  const { perspective } = loaderData;
  return perspective ? <Article perspective={perspective} /> : <ArticleNotFound />;
}

function BackLink() {
  return (
    <Link
      to={journal.path}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-forest-700 underline-offset-4 hover:text-forest-900 hover:underline"
    >
      <ArrowLeftIcon className="size-4" />
      All perspectives
    </Link>
  );
}

function Article({ perspective }: { perspective: PerspectiveRecord }) {
  const date = perspective.publishedAt ?? perspective.createdAt;
  const cover = perspective.coverImage;
  return (
    <article>
      <header className="border-b border-forest-900/10 bg-forest-50">
        <div
          className={`mx-auto max-w-3xl px-4 pt-10 sm:px-6 sm:pt-14 ${cover ? "pb-28 sm:pb-40" : "pb-12 sm:pb-16"}`}
        >
          <BackLink />
          <div className="mt-10 sm:mt-12">
            <CategoryBadge category={perspective.category} />
          </div>
          <h1 className="mt-4 text-4xl leading-[1.1] font-semibold text-forest-950 sm:text-5xl">
            {perspective.title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-muted sm:text-xl">
            {perspective.summary}
          </p>
          <div className="mt-8 flex items-center gap-4">
            <AuthorAvatar name={perspective.authorName} image={perspective.authorImage} />
            <div className="min-w-0">
              <p className="font-semibold text-forest-950">{perspective.authorName}</p>
              <p className="text-sm text-ink-muted">
                {perspective.authorTitle}
                <span aria-hidden className="mx-2">
                  ·
                </span>
                <time dateTime={date}>{longDate(date)}</time>
              </p>
            </div>
          </div>
        </div>
      </header>

      {cover ? (
        <div className="mx-auto -mt-20 max-w-5xl px-4 sm:-mt-32 sm:px-6 lg:px-8">
          {/* The hero: fetched at once, its box reserved by the 1200x630 cover ratio. */}
          <img
            src={cover}
            alt={perspective.title}
            width={1200}
            height={630}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="aspect-[1200/630] w-full rounded-2xl bg-forest-100 object-cover shadow-xl shadow-forest-950/10"
          />
        </div>
      ) : null}

      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <div
          className="prose-site prose-article"
          // Sanitized to the contract's allowlist when it was written (contract §5).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, sanitized on write
          dangerouslySetInnerHTML={{ __html: perspective.content }}
        />

        <footer className="mt-14 border-t border-forest-900/10 pt-8">
          <div className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-forest-900/10 sm:p-6">
            <AuthorAvatar name={perspective.authorName} image={perspective.authorImage} size="lg" />
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-[0.14em] text-wheat-700 uppercase">
                Written by
              </p>
              <p className="mt-1 font-display text-lg font-semibold text-forest-950">
                {perspective.authorName}
              </p>
              <p className="text-sm text-ink-muted">{perspective.authorTitle}</p>
            </div>
          </div>
          <div className="mt-8">
            <BackLink />
          </div>
        </footer>
      </div>
    </article>
  );
}

function ArticleNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <span className="flex size-14 items-center justify-center rounded-full bg-wheat-100 text-wheat-700">
        <FileQuestionIcon className="size-7" />
      </span>
      <h1 className="mt-6 text-4xl font-semibold text-forest-950 sm:text-5xl">{NOT_FOUND.title}</h1>
      <p className="mt-4 text-lg text-ink-muted">{NOT_FOUND.text}</p>
      <Button asChild className="mt-8">
        <Link to={journal.path}>
          <ArrowLeftIcon className="size-4" />
          Back to Perspectives
        </Link>
      </Button>
    </section>
  );
}

/** The article failed to load (spec: shown as not found), inside the site's frame. */
export function ErrorBoundary() {
  return <ArticleNotFound />;
}

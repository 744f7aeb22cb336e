import { mediaDimensions } from "@server/features/media/media-dimensions";
import { getPublishedPerspective } from "@server/features/perspectives/get-published-perspective";
import { journal } from "@shared/config/journal";
import { mediaIdsIn } from "@shared/schemas/media";
import { categoryLabel } from "@shared/schemas/perspective-categories";
import { data, Link } from "react-router";
import { ArticleJsonLd } from "~/components/seo/json-ld";
import { Button } from "~/components/ui/button";
import { ArrowLeftIcon, FileQuestionIcon } from "~/components/ui/icons";
import { perspectiveArticle } from "~/features/perspectives/perspective-article-island";
import { Island } from "~/lib/islands";
import { responsiveContent } from "~/lib/responsive-media";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/perspective";

export async function loader({ params, context }: Route.LoaderArgs) {
  const perspective = await getPublishedPerspective(context.db, params.slug);
  // Unknown and unpublished alike: a real 404, rendered as the article's own not-found view.
  if (!perspective) return data({ perspective: null }, { status: 404 });
  // Uploaded images in the text get their srcset and size here (ADR 039).
  const images = await mediaDimensions(context.db, mediaIdsIn(perspective.content));
  return {
    perspective: { ...perspective, content: responsiveContent(perspective.content, images) },
  };
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
  return perspective ? (
    <>
      <ArticleJsonLd perspective={perspective} />
      <Island component={perspectiveArticle} perspective={perspective} />
    </>
  ) : (
    <ArticleNotFound />
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

import { journal } from "@shared/config/journal";
import type { PerspectiveRecord } from "@shared/schemas/perspective";
import { Link } from "react-router";
import { AuthorAvatar } from "~/components/perspectives/author-avatar";
import { CategoryBadge } from "~/components/ui/category-badge";
import { ArrowLeftIcon } from "~/components/ui/icons";
import { longDate } from "~/lib/dates";
import { IMAGE_SIZES, responsiveImageProps } from "~/lib/responsive-media";

/**
 * An article page's content: header, cover, text and author. Static (rendered as an island by
 * the article route, see ~/lib/islands), so none of this code is in the page's first load.
 */
export function PerspectiveArticle({ perspective }: { perspective: PerspectiveRecord }) {
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
            {...responsiveImageProps(cover, IMAGE_SIZES.cover)}
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

import { paths } from "@shared/config/paths";
import type { PerspectiveSummary } from "@shared/schemas/perspective";
import { Link } from "react-router";
import { CategoryBadge } from "~/components/ui/category-badge";
import { shortDate } from "~/lib/dates";
import { IMAGE_SIZES, responsiveImageProps } from "~/lib/responsive-media";
import { AuthorAvatar } from "./author-avatar";
import { CoverArt } from "./cover-art";

type Props = {
  perspective: PerspectiveSummary;
  /** h2 on the list page, h3 under the home page's section heading. */
  headingLevel?: "h2" | "h3";
};

/**
 * One article in a grid. The title's link covers the whole card (one link, one tab stop,
 * announced by its title); the cover is decorative, as the title says what it shows.
 */
export function PerspectiveCard({ perspective, headingLevel = "h2" }: Props) {
  const Heading = headingLevel;
  const date = perspective.publishedAt ?? perspective.createdAt;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-forest-900/10 bg-white shadow-sm shadow-forest-950/5 transition duration-200 hover:border-forest-900/20 hover:shadow-lg hover:shadow-forest-950/10 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-forest-600 motion-safe:hover:-translate-y-0.5">
      <div className="aspect-[1200/630] overflow-hidden bg-forest-100">
        {perspective.coverImage ? (
          <img
            src={perspective.coverImage}
            {...responsiveImageProps(perspective.coverImage, IMAGE_SIZES.card)}
            alt=""
            width={1200}
            height={630}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition duration-300 motion-safe:group-hover:scale-[1.03]"
          />
        ) : (
          <CoverArt category={perspective.category} className="size-full" />
        )}
      </div>
      <div className="flex grow flex-col p-6">
        <CategoryBadge category={perspective.category} className="self-start" />
        <Heading className="mt-3 text-xl leading-snug font-semibold text-forest-950">
          <Link
            to={paths.perspective(perspective.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-forest-700"
          >
            {perspective.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 grow leading-relaxed text-ink-muted">
          {perspective.summary}
        </p>
        <div className="mt-5 flex items-center gap-3 border-t border-forest-900/10 pt-4 text-sm">
          <AuthorAvatar name={perspective.authorName} image={perspective.authorImage} size="sm" />
          <p className="min-w-0 truncate font-medium text-forest-950">{perspective.authorName}</p>
          <time dateTime={date} className="ml-auto shrink-0 text-ink-muted">
            {shortDate(date)}
          </time>
        </div>
      </div>
    </article>
  );
}

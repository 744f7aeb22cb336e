import type { PerspectiveSummary } from "@shared/schemas/perspective";
import type { PgColumn } from "drizzle-orm/pg-core";
import { strategicPerspectives as perspectives } from "../../db/schema";

/**
 * The columns of an admin list row: everything but the article body (contract §5); `status`
 * is worked out from them (publication/publication.ts).
 */
export const perspectiveSummaryColumns = {
  id: perspectives.id,
  title: perspectives.title,
  slug: perspectives.slug,
  summary: perspectives.summary,
  coverImage: perspectives.coverImage,
  category: perspectives.category,
  authorName: perspectives.authorName,
  authorTitle: perspectives.authorTitle,
  authorImage: perspectives.authorImage,
  featured: perspectives.featured,
  published: perspectives.published,
  publishedAt: perspectives.publishedAt,
  publishAt: perspectives.publishAt,
  createdAt: perspectives.createdAt,
  updatedAt: perspectives.updatedAt,
} satisfies Record<Exclude<keyof PerspectiveSummary, "status">, PgColumn>;

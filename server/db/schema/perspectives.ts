import { sql } from "drizzle-orm";
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { type Columns, createdAt, updatedAt } from "./columns";

/**
 * The text the admin search matches: title, summary and author name. The trigram index is
 * built on exactly this expression, so a search written with it can use the index.
 */
export const perspectiveSearchText = (t: Columns<"title" | "summary" | "authorName">) =>
  sql`${t.title} || ' ' || ${t.summary} || ' ' || ${t.authorName}`;

export const strategicPerspectives = pgTable(
  "strategic_perspectives",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    summary: text("summary").notNull(),
    content: text("content").notNull(),
    coverImage: text("cover_image"),
    category: text("category").notNull(),
    authorName: text("author_name").notNull(),
    authorTitle: text("author_title").notNull(),
    authorImage: text("author_image"),
    featured: boolean("featured").notNull().default(false),
    published: boolean("published").notNull().default(true),
    /** Set the first time the perspective is saved as published. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("strategic_perspectives_slug_idx").on(t.slug),
    index("strategic_perspectives_published_idx").on(t.published, t.publishedAt.desc()),
    index("strategic_perspectives_category_idx").on(t.category, t.publishedAt.desc()),
    index("strategic_perspectives_search_idx").using(
      "gin",
      sql`(${perspectiveSearchText(t)}) gin_trgm_ops`,
    ),
  ],
);

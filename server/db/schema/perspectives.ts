import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { type Columns, createdAt, updatedAt } from "./columns";
import { admins } from "./staff";

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
    /** Live on the public site: every public read asks this, and only this. */
    published: boolean("published").notNull().default(true),
    /** Set the first time the perspective is published (to `publishAt` when scheduled). */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * Scheduled (contract §15): not yet published, to be published by the worker at this
     * moment. Null for a draft and for a published perspective.
     */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** Counts the saves: the strong ETag of the editor's `If-Match` (contract §15). */
    version: integer("version").notNull().default(1),
    /** Who saved last, named by a `412` to the editor whose save came too late. */
    updatedBy: integer("updated_by").references(() => admins.id, { onDelete: "set null" }),
    /** Signs this perspective's preview links; a new key revokes every earlier link. */
    previewKey: text("preview_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("strategic_perspectives_slug_idx").on(t.slug),
    index("strategic_perspectives_published_idx").on(t.published, t.publishedAt.desc()),
    index("strategic_perspectives_category_idx").on(t.category, t.publishedAt.desc()),
    index("strategic_perspectives_scheduled_idx")
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    index("strategic_perspectives_search_idx").using(
      "gin",
      sql`(${perspectiveSearchText(t)}) gin_trgm_ops`,
    ),
  ],
);

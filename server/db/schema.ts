import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const SUBMISSION_STATUSES = ["new", "reviewing", "contacted", "archived"] as const;

/** Submission workflow, shared by ideas and interests. */
const status = () => text("status", { enum: SUBMISSION_STATUSES }).notNull().default("new");
const statusCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_status_check`, sql`${column} in ('new', 'reviewing', 'contacted', 'archived')`);

export const admins = pgTable("admins", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Only a hash of the cookie's token is stored, so a database leak yields no live session. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sessions_admin_id_idx").on(t.adminId),
    index("sessions_last_seen_idx").on(t.lastSeenAt),
  ],
);

export const startupIdeas = pgTable(
  "startup_ideas",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    idea: text("idea").notNull(),
    sector: text("sector").notNull(),
    stage: text("stage").notNull(),
    status: status(),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    statusCheck("startup_ideas", t.status),
    index("startup_ideas_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("startup_ideas_status_idx").on(t.status, t.createdAt.desc()),
    index("startup_ideas_sector_idx").on(t.sector, t.createdAt.desc()),
    index("startup_ideas_search_idx").using(
      "gin",
      sql`(${t.name} || ' ' || ${t.email} || ' ' || ${t.idea}) gin_trgm_ops`,
    ),
  ],
);

export const investmentInterests = pgTable(
  "investment_interests",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    sectors: text("sectors").array().notNull(),
    investmentAmount: text("investment_amount").notNull(),
    additionalInfo: text("additional_info"),
    status: status(),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    statusCheck("investment_interests", t.status),
    index("investment_interests_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("investment_interests_status_idx").on(t.status, t.createdAt.desc()),
    index("investment_interests_amount_idx").on(t.investmentAmount, t.createdAt.desc()),
    index("investment_interests_search_idx").using(
      "gin",
      sql`(${t.name} || ' ' || ${t.email} || ' ' || coalesce(${t.additionalInfo}, '')) gin_trgm_ops`,
    ),
  ],
);

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
      sql`(${t.title} || ' ' || ${t.summary} || ' ' || ${t.authorName}) gin_trgm_ops`,
    ),
  ],
);

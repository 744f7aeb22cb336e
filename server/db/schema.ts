import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
// Relative, not through the @shared alias: drizzle-kit loads this file without the tsconfig paths.
import { NOTIFY_CHOICES, OUTBOX_STATUSES } from "../../shared/schemas/mail";
import { STAFF_ROLES } from "../../shared/schemas/staff-roles";
import { SUBMISSION_STATUSES } from "../../shared/schemas/submission-status";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Submission workflow, shared by ideas and interests. */
const status = () => text("status", { enum: SUBMISSION_STATUSES }).notNull().default("new");
const statusCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_status_check`, sql`${column} in ('new', 'reviewing', 'contacted', 'archived')`);

/**
 * Staff accounts (contract §9). The table keeps the name it had when the back office had
 * a single admin; every account has a role.
 */
export const admins = pgTable(
  "admins",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull().unique(),
    /** Null until an invited person sets their password. */
    passwordHash: text("password_hash"),
    displayName: text("display_name"),
    email: text("email"),
    role: text("role", { enum: STAFF_ROLES }).notNull().default("admin"),
    /** A deactivated account keeps its history but cannot sign in. */
    active: boolean("active").notNull().default(true),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /** Hash of the one-time invite (or password reset) link's token; a new link replaces it. */
    inviteTokenHash: text("invite_token_hash"),
    inviteExpiresAt: timestamp("invite_expires_at", { withTimezone: true }),
    /** Mail about new submissions (contract §11): at once, in a daily digest, or none. */
    notify: text("notify", { enum: NOTIFY_CHOICES }).notNull().default("instant"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("admins_role_check", sql`${t.role} in ('admin', 'reviewer', 'editor')`),
    check("admins_notify_check", sql`${t.notify} in ('instant', 'daily', 'off')`),
    uniqueIndex("admins_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("admins_invite_token_idx").on(t.inviteTokenHash),
  ],
);

/** The staff member who owns a submission; null when nobody does. */
const assigneeId = () =>
  integer("assignee_id").references(() => admins.id, { onDelete: "set null" });

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

/**
 * Login attempts not (yet) followed by a success, per username and client IP: the
 * brute-force limit reads them, and keeping them in the database makes every app
 * instance enforce the same limit. Rows older than the limit's reach are deleted lazily.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    username: text("username").notNull(),
    ip: text("ip").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_failures_username_ip_idx").on(t.username, t.ip, t.failedAt.desc()),
    index("login_failures_failed_at_idx").on(t.failedAt),
  ],
);

type Columns<Name extends string> = Record<Name, AnyPgColumn>;

/**
 * The text the admin search matches. The trigram index is built on exactly this
 * expression, so a search written with it can use the index.
 */
export const startupIdeaSearchText = (t: Columns<"name" | "email" | "idea">) =>
  sql`${t.name} || ' ' || ${t.email} || ' ' || ${t.idea}`;

/** As startupIdeaSearchText, for interests (additional info is optional). */
export const investmentInterestSearchText = (t: Columns<"name" | "email" | "additionalInfo">) =>
  sql`${t.name} || ' ' || ${t.email} || ' ' || coalesce(${t.additionalInfo}, '')`;

/** As startupIdeaSearchText, for perspectives: title, summary and author name. */
export const perspectiveSearchText = (t: Columns<"title" | "summary" | "authorName">) =>
  sql`${t.title} || ' ' || ${t.summary} || ' ' || ${t.authorName}`;

/**
 * A status's place in the workflow (new first), which the lists sort by. The status sort's
 * index is built on exactly this expression.
 */
export const statusRank = (status: AnyPgColumn) =>
  sql`array_position(${sql.raw(`'{${SUBMISSION_STATUSES.join(",")}}'::text[]`)}, ${status})`;

/**
 * The B-tree indexes a submission list walks (ADR 026): one per sort key, and one per filter in
 * the default order, so a page reads its rows and stops. Ascending: read backwards, an
 * ascending index gives exactly ORDER BY … DESC (which puts nulls first), and a DESC NULLS
 * LAST index serves neither direction.
 */
function submissionListIndexes(
  table: string,
  t: Columns<"createdAt" | "id" | "name" | "status" | "assigneeId">,
  choice: { name: string; column: AnyPgColumn },
) {
  return [
    index(`${table}_created_at_idx`).on(t.createdAt, t.id),
    index(`${table}_name_idx`).on(sql`lower(${t.name})`, t.id),
    index(`${table}_status_rank_idx`).on(statusRank(t.status), t.id),
    index(`${table}_status_idx`).on(t.status, t.createdAt, t.id),
    index(`${table}_${choice.name}_idx`).on(choice.column, t.createdAt, t.id),
    index(`${table}_assignee_idx`).on(t.assigneeId, t.createdAt, t.id),
  ];
}

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
    assigneeId: assigneeId(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    statusCheck("startup_ideas", t.status),
    ...submissionListIndexes("startup_ideas", t, { name: "sector", column: t.sector }),
    index("startup_ideas_search_idx").using("gin", sql`(${startupIdeaSearchText(t)}) gin_trgm_ops`),
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
    assigneeId: assigneeId(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    statusCheck("investment_interests", t.status),
    ...submissionListIndexes("investment_interests", t, {
      name: "amount",
      column: t.investmentAmount,
    }),
    index("investment_interests_search_idx").using(
      "gin",
      sql`(${investmentInterestSearchText(t)}) gin_trgm_ops`,
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
      sql`(${perspectiveSearchText(t)}) gin_trgm_ops`,
    ),
  ],
);

/**
 * Staff comments on a submission (contract §10): plain text, oldest first. Exactly one of
 * the two record columns is set, so a comment goes with its record when that is deleted.
 */
export const submissionComments = pgTable(
  "submission_comments",
  {
    id: serial("id").primaryKey(),
    startupIdeaId: integer("startup_idea_id").references(() => startupIdeas.id, {
      onDelete: "cascade",
    }),
    investmentInterestId: integer("investment_interest_id").references(
      () => investmentInterests.id,
      { onDelete: "cascade" },
    ),
    authorId: integer("author_id")
      .notNull()
      .references(() => admins.id),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "submission_comments_one_record_check",
      sql`num_nonnulls(${t.startupIdeaId}, ${t.investmentInterestId}) = 1`,
    ),
    index("submission_comments_startup_idea_idx").on(t.startupIdeaId, t.id),
    index("submission_comments_investment_interest_idx").on(t.investmentInterestId, t.id),
  ],
);

/**
 * Who did what, when (contract §10). Rows are only ever added, in the same transaction
 * as the change they record; no API changes or removes one. The subject is a type and an
 * id rather than a foreign key, so a record's `deleted` entry outlives the record.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for what nobody signed in did (a public submission, a scheduled job). */
    actorId: integer("actor_id").references(() => admins.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    subjectType: text("subject_type"),
    subjectId: integer("subject_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /**
     * On a public submission's `created` entry while the mail it owes (contract §11) is not
     * yet written to the outbox: marking the entry the submission writes anyway costs it no
     * second row (ADR 024). The worker clears it when it writes the mail.
     */
    mailOwed: boolean("mail_owed").notNull().default(false),
  },
  (t) => [
    index("activity_log_subject_idx").on(t.subjectType, t.subjectId, t.id.desc()),
    index("activity_log_mail_owed_idx").on(t.id).where(sql`${t.mailOwed}`),
  ],
);

/**
 * Mail waiting to go, gone, or given up on (contract §11). A row is written in the
 * transaction of what caused it; a worker on any instance leases due rows with
 * `FOR UPDATE SKIP LOCKED`, sends them outside any transaction and records the outcome.
 * The body is plain text; the HTML part is made from it when it is sent.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** What the mail is: notification, acknowledgement, digest or invite. */
    purpose: text("purpose").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /**
     * When a worker may next take it. Taking it moves this two minutes on: a lease, so no
     * other worker sends it meanwhile, and so a crashed worker's mail is taken up again.
     */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** After this a failing mail is marked failed; "send again" moves it 24 hours on. */
    giveUpAt: timestamp("give_up_at", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '24 hours'`),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("mail_outbox_listing_idx").on(t.status, t.id.desc()),
  ],
);

/**
 * When each address was last acknowledged, by a hash of the address: one acknowledgement
 * per address per 24 hours (contract §11), decided by one atomic upsert.
 */
export const mailAcknowledgements = pgTable("mail_acknowledgements", {
  addressHash: text("address_hash").primaryKey(),
  lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Scheduled work (the daily digest, the retention job): one row per job; whichever
 * instance claims a due row runs it, in the transaction that moves it to its next time.
 */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
});

/** Site-wide settings an admin changes in the back office (the retention period, §12). */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * Per-client counters of the public submission limits (ADR 016), one row per limit and
 * client address: every app instance counts into the same row, so together they allow what
 * one would. A row's window restarts when it has passed; expired rows are deleted lazily.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetsAt: timestamp("resets_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_resets_at_idx").on(t.resetsAt)],
);

/**
 * How many submissions of each kind hold each combination of the values the lists filter on
 * and the dashboard breaks down by (ADR 026): status, the list's own choice (an idea's sector,
 * an interest's amount), an idea's stage ('' for interests) and owner (0 for nobody). Totals
 * read these few rows instead of counting a table. Triggers on the submission tables append
 * every change to `submissionCountChanges`; the background worker folds those in here. A
 * count is this row plus the changes not yet folded.
 */
export const submissionCounts = pgTable(
  "submission_counts",
  {
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    choice: text("choice").notNull(),
    stage: text("stage").notNull(),
    owner: integer("owner").notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.status, t.choice, t.stage, t.owner] })],
);

/** New submissions per day (in the site's time zone) of each kind, for the weekly chart. */
export const submissionDailyCounts = pgTable(
  "submission_daily_counts",
  {
    kind: text("kind").notNull(),
    day: date("day").notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day] })],
);

/**
 * Changes to the counts not folded in yet: one row per combination a statement changed, with
 * how many records it added (positive) or took away (negative). Inserts only, so submissions
 * written at the same time never wait on one another for a counter row.
 */
export const submissionCountChanges = pgTable("submission_count_changes", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text("kind").notNull(),
  status: text("status").notNull(),
  choice: text("choice").notNull(),
  stage: text("stage").notNull(),
  owner: integer("owner").notNull(),
  delta: integer("delta").notNull(),
});

/** As submissionCountChanges, for the daily counts: one row per day a statement changed. */
export const submissionDayChanges = pgTable("submission_day_changes", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text("kind").notNull(),
  day: date("day").notNull(),
  delta: integer("delta").notNull(),
});

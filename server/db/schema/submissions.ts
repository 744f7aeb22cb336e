import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
// Relative, not through the @shared alias: drizzle-kit loads the schema without the tsconfig paths.
import { INDUSTRY_CODES, type IndustryCode } from "../../../shared/schemas/investment-interest";
import { SUBMISSION_STATUSES } from "../../../shared/schemas/submission-status";
import { type Columns, createdAt, isOneOf, updatedAt } from "./columns";
import { admins } from "./staff";

/** Submission workflow, shared by ideas and interests. */
const status = () => text("status", { enum: SUBMISSION_STATUSES }).notNull().default("new");
const statusCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_status_check`, isOneOf(column, SUBMISSION_STATUSES));

/** The staff member who owns a submission; null when nobody does. */
const assigneeId = () =>
  integer("assignee_id").references(() => admins.id, { onDelete: "set null" });

/**
 * Incoming messages (contract §13) no staff member has opened yet: kept on the record, in the
 * transaction that adds or reads them, so a list shows and filters by it without a join.
 */
const unreadMessages = () => integer("unread_messages").notNull().default(0);

/**
 * Evaluating together (contract §14): when the status last changed (the creation time until it
 * first does), and the mean and count of the record's reviews, kept on the record in the
 * transaction that changes them so a list sorts and filters by them without a join.
 */
const evaluationColumns = () => ({
  statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
  reviewScore: doublePrecision("review_score"),
  reviewCount: integer("review_count").notNull().default(0),
});

/**
 * The text the admin search matches. The trigram index is built on exactly this
 * expression, so a search written with it can use the index.
 */
export const startupIdeaSearchText = (t: Columns<"name" | "email" | "idea">) =>
  sql`${t.name} || ' ' || ${t.email} || ' ' || ${t.idea}`;

/** As startupIdeaSearchText, for interests (additional info is optional). */
export const investmentInterestSearchText = (t: Columns<"name" | "email" | "additionalInfo">) =>
  sql`${t.name} || ' ' || ${t.email} || ' ' || coalesce(${t.additionalInfo}, '')`;

/**
 * A status's place in the workflow (new first), which the lists sort by. The status sort's
 * index is built on exactly this expression.
 */
export const statusRank = (status: AnyPgColumn) =>
  sql`array_position(${sql.raw(`'{${SUBMISSION_STATUSES.join(",")}}'::text[]`)}, ${status})`;

/**
 * The key `sort=score` orders by (contract §14, ADR 037): the reviews' mean, with records
 * without a score last in both directions, so a null becomes +∞ in an ascending list and −∞ in
 * a descending one. Never null, so keyset comparisons work; each direction's index is built on
 * exactly its expression.
 */
export const scoreSortKey = (score: AnyPgColumn | SQL, direction: "asc" | "desc") =>
  sql`coalesce(${score}, ${sql.raw(direction === "asc" ? "'Infinity'" : "'-Infinity'")}::double precision)`;

/** Records still being worked: every list of matches (contract §18) leaves archived ones out. */
export const notArchived = (status: AnyPgColumn) => sql`${status} <> 'archived'`;

/**
 * Whether an interest's industry codes hold `code` (contract §18's matching backers). The code
 * is written into the statement, not bound, so that the planner matches it to that code's
 * partial index, which is built on exactly this expression; it is always one of
 * INDUSTRY_CODES, never user text.
 */
export function holdsIndustry(sectors: AnyPgColumn, code: IndustryCode): SQL {
  if (!INDUSTRY_CODES.includes(code)) throw new RangeError(`Unknown industry code ${code}`);
  return sql`${sectors} @> array[${sql.raw(`'${code}'`)}]::text[]`;
}

/**
 * The B-tree indexes a submission list walks (ADR 026): one per sort key, and one per filter in
 * the default order, so a page reads its rows and stops. Ascending: read backwards, an
 * ascending index gives exactly ORDER BY … DESC (which puts nulls first), and a DESC NULLS
 * LAST index serves neither direction.
 */
function submissionListIndexes(
  table: string,
  t: Columns<
    | "createdAt"
    | "id"
    | "name"
    | "status"
    | "assigneeId"
    | "unreadMessages"
    | "statusChangedAt"
    | "reviewScore"
    | "reviewCount"
  >,
  choice: { name: string; column: AnyPgColumn },
) {
  return [
    index(`${table}_created_at_idx`).on(t.createdAt, t.id),
    index(`${table}_name_idx`).on(sql`lower(${t.name})`, t.id),
    index(`${table}_status_rank_idx`).on(statusRank(t.status), t.id),
    index(`${table}_status_idx`).on(t.status, t.createdAt, t.id),
    // A board's column: its records, the one that entered the status last first.
    index(`${table}_status_changed_idx`).on(t.status, t.statusChangedAt, t.id),
    index(`${table}_status_changed_at_idx`).on(t.statusChangedAt, t.id),
    index(`${table}_${choice.name}_idx`).on(choice.column, t.createdAt, t.id),
    index(`${table}_assignee_idx`).on(t.assigneeId, t.createdAt, t.id),
    // Few records wait for an answer at any time: `filter=unread` walks only those.
    index(`${table}_unread_idx`).on(t.createdAt, t.id).where(sql`${t.unreadMessages} > 0`),
    // `filter=stale` (contract §14): the records not archived, by when their status last
    // changed, so the stale ones are a range of it; archived ones, most of an old inbox, stay out.
    index(`${table}_stale_idx`).on(t.statusChangedAt, t.id).where(sql`${t.status} <> 'archived'`),
    // The same records in workflow order: sorted by status, archived first, the stale filter
    // would otherwise skip every archived record before its first match.
    index(`${table}_open_status_rank_idx`)
      .on(statusRank(t.status), t.id)
      .where(sql`${t.status} <> 'archived'`),
    // Sorting by score (ADR 037): one index per direction, each read forwards or backwards.
    index(`${table}_score_asc_idx`).on(scoreSortKey(t.reviewScore, "asc"), t.id),
    index(`${table}_score_desc_idx`).on(scoreSortKey(t.reviewScore, "desc"), t.id),
    index(`${table}_review_count_idx`).on(t.reviewCount, t.id),
  ];
}

/**
 * Possible duplicates (contract §14) look records up by e-mail in any case and by names that
 * look alike: a B-tree on the lower-cased address, and a trigram index on the name that the
 * `%` operator uses (ADR: possible duplicates).
 */
function duplicateLookupIndexes(table: string, t: Columns<"name" | "email">) {
  return [
    index(`${table}_email_lower_idx`).on(sql`lower(${t.email})`),
    index(`${table}_name_trgm_idx`).using("gin", sql`${t.name} gin_trgm_ops`),
  ];
}

/*
 * Both submission tables also have `tag_ids` (integer[], NULL for none): the record's tag ids,
 * and perhaps those of tags since deleted, kept by record_tags' triggers and read only by the
 * CSV export (migration 0031, ADR 026). It is not mapped here, so that no read of a record
 * carries it and no write sets it but the triggers.
 */
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
    unreadMessages: unreadMessages(),
    ...evaluationColumns(),
    /**
     * Whether a pitch deck (contract §17) is attached: kept on the record in the transaction
     * that adds or removes the deck, so a list row and the CSV show it without a join.
     */
    hasDeck: boolean("has_deck").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    statusCheck("startup_ideas", t.status),
    ...submissionListIndexes("startup_ideas", t, { name: "sector", column: t.sector }),
    ...duplicateLookupIndexes("startup_ideas", t),
    // An interest's matching ideas (contract §18): those not archived in one of its sectors,
    // best score first (unscored last), then newest; a sector's are one range of it.
    index("startup_ideas_open_sector_score_idx")
      .on(t.sector, scoreSortKey(t.reviewScore, "desc"), t.createdAt, t.id)
      .where(notArchived(t.status)),
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
    unreadMessages: unreadMessages(),
    ...evaluationColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    statusCheck("investment_interests", t.status),
    ...submissionListIndexes("investment_interests", t, {
      name: "amount",
      column: t.investmentAmount,
    }),
    ...duplicateLookupIndexes("investment_interests", t),
    // An idea's matching backers (contract §18): per industry code, the interests not archived
    // that hold it, newest first; a page reads its rows and stops, and the total counts one
    // small index. Seven codes, seven indexes: a GIN on `sectors` finds them but neither
    // orders them nor counts them without reading every row.
    ...INDUSTRY_CODES.map((code) =>
      index(`investment_interests_open_${code.replaceAll("-", "_")}_idx`)
        .on(t.createdAt, t.id)
        .where(sql`${notArchived(t.status)} and ${holdsIndustry(t.sectors, code)}`),
    ),
    index("investment_interests_search_idx").using(
      "gin",
      sql`(${investmentInterestSearchText(t)}) gin_trgm_ops`,
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

/**
 * New submissions per day of each kind, for the weekly chart. A day is the creation date in
 * the company's time zone, which the triggers read with `company_time_zone()` (ADR 012).
 */
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

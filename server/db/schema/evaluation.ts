import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
// Relative, not through the @shared alias: drizzle-kit loads the schema without the tsconfig paths.
import {
  RECOMMENDATIONS,
  SCORECARD_KINDS,
  type ScorecardCriterion,
  TAG_COLOURS,
} from "../../../shared/schemas/evaluation";
import { createdAt, isOneOf, updatedAt } from "./columns";
import { recordColumns } from "./record-columns";
import { admins } from "./staff";
import { submissionComments } from "./submissions";

/**
 * What the team rates each kind of submission on (contract §14): its criteria, in order, as
 * the admin last saved them. One row per kind, seeded with a useful default.
 */
export const scorecards = pgTable(
  "scorecards",
  {
    kind: text("kind", { enum: SCORECARD_KINDS }).primaryKey(),
    criteria: jsonb("criteria").$type<ScorecardCriterion[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("scorecards_kind_check", isOneOf(t.kind, SCORECARD_KINDS))],
);

/**
 * One staff member's review of one submission (contract §14): a score 1–5 per criterion key,
 * a recommendation and a comment; changeable, removable. The record keeps the mean and count
 * of its reviews (`review_score`, `review_count`) for its lists to sort by.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ...recordColumns(),
    reviewerId: integer("reviewer_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    scores: jsonb("scores").$type<Record<string, number>>().notNull(),
    recommendation: text("recommendation", { enum: RECOMMENDATIONS }).notNull(),
    comment: text("comment"),
    /**
     * The record's own `review_score`, copied here in the transaction that changes it, so a
     * reviewer's list sorted by score walks their own reviews in order (ADR 037).
     */
    recordScore: doublePrecision("record_score"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "reviews_one_record_check",
      sql`num_nonnulls(${t.startupIdeaId}, ${t.investmentInterestId}) = 1`,
    ),
    check("reviews_recommendation_check", isOneOf(t.recommendation, RECOMMENDATIONS)),
    // One review per staff member per record.
    uniqueIndex("reviews_startup_idea_reviewer_idx").on(t.startupIdeaId, t.reviewerId),
    uniqueIndex("reviews_investment_interest_reviewer_idx").on(
      t.investmentInterestId,
      t.reviewerId,
    ),
    index("reviews_reviewer_idx").on(t.reviewerId),
    // A reviewer's scored records of one kind, in score order (ADR 037).
    index("reviews_reviewer_startup_idea_score_idx")
      .on(t.reviewerId, t.recordScore, t.startupIdeaId)
      .where(sql`${t.startupIdeaId} is not null and ${t.recordScore} is not null`),
    index("reviews_reviewer_investment_interest_score_idx")
      .on(t.reviewerId, t.recordScore, t.investmentInterestId)
      .where(sql`${t.investmentInterestId} is not null and ${t.recordScore} is not null`),
  ],
);

/** Labels the team puts on submissions (contract §14); the admin manages them. */
export const tags = pgTable(
  "tags",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    colour: text("colour", { enum: TAG_COLOURS }).notNull(),
    /**
     * How many ideas and interests carry the tag, kept by record_tags' triggers (migration
     * 0018), so the tag filter's total is one row's read however many records carry it.
     */
    startupIdeaCount: integer("startup_idea_count").notNull().default(0),
    investmentInterestCount: integer("investment_interest_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("tags_colour_check", isOneOf(t.colour, TAG_COLOURS)),
    // Unique case-insensitively: "Drought" and "drought" are one tag.
    uniqueIndex("tags_name_idx").on(sql`lower(${t.name})`),
  ],
);

/** Which tags a submission carries; a deleted tag or record takes its rows with it. */
export const recordTags = pgTable(
  "record_tags",
  {
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    ...recordColumns(),
  },
  (t) => [
    check(
      "record_tags_one_record_check",
      sql`num_nonnulls(${t.startupIdeaId}, ${t.investmentInterestId}) = 1`,
    ),
    // The tag filter walks these: one tag's records, by record id.
    uniqueIndex("record_tags_tag_startup_idea_idx").on(t.tagId, t.startupIdeaId),
    uniqueIndex("record_tags_tag_investment_interest_idx").on(t.tagId, t.investmentInterestId),
    index("record_tags_startup_idea_idx").on(t.startupIdeaId),
    index("record_tags_investment_interest_idx").on(t.investmentInterestId),
  ],
);

/** Staff members a comment @mentions (issue 23): each gets a mail and sees it under Your work. */
export const commentMentions = pgTable(
  "comment_mentions",
  {
    commentId: integer("comment_id")
      .notNull()
      .references(() => submissionComments.id, { onDelete: "cascade" }),
    mentionedId: integer("mentioned_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.mentionedId] }),
    index("comment_mentions_mentioned_idx").on(t.mentionedId, t.createdAt),
  ],
);

import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
// Relative, not through the @shared alias: drizzle-kit loads the schema without the tsconfig paths.
import {
  BACKER_RESPONSES,
  INTRODUCTION_DECISIONS,
  STORED_SHARE_STATES,
} from "../../../shared/schemas/share-states";
import { bytea, createdAt, isOneOf } from "./columns";
import { admins } from "./staff";
import { investmentInterests, startupIdeas } from "./submissions";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An idea shared with one backer (contract §18, ADR 053): proposed by staff, consented to by
 * the founder, then a private deal link for the backer. Gone with either record (delete,
 * erasure, withdrawal, retention); `ended_deal_links` keeps its link answering 410.
 */
export const shares = pgTable(
  "shares",
  {
    id: serial("id").primaryKey(),
    startupIdeaId: integer("startup_idea_id")
      .notNull()
      .references(() => startupIdeas.id, { onDelete: "cascade" }),
    investmentInterestId: integer("investment_interest_id")
      .notNull()
      .references(() => investmentInterests.id, { onDelete: "cascade" }),
    /** Stored states only: `expired` is read from `expiresAt`. */
    state: text("state", { enum: STORED_SHARE_STATES as [string, ...string[]] }).notNull(),
    teaser: text("teaser").notNull(),
    sectorMatch: boolean("sector_match").notNull(),
    proposedBy: integer("proposed_by").references(() => admins.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    consentedAt: at("consented_at"),
    sentAt: at("sent_at"),
    expiresAt: at("expires_at"),
    /** Hex SHA-256 of the deal link's token; the token itself is only ever in the backer's mail. */
    tokenHash: text("token_hash").unique(),
    firstViewedAt: at("first_viewed_at"),
    lastViewedAt: at("last_viewed_at"),
    views: integer("views").notNull().default(0),
    secondsViewed: integer("seconds_viewed").notNull().default(0),
    /** Seconds on each page seen, by page number (as a string key). */
    pageSeconds: jsonb("page_seconds").$type<Record<string, number>>().notNull().default({}),
    /** When the page last reported a view: at most one a second is recorded. */
    lastViewReportAt: at("last_view_report_at"),
    response: text("response", { enum: BACKER_RESPONSES }),
    responseNote: text("response_note"),
    respondedAt: at("responded_at"),
    introductionDecision: text("introduction_decision", { enum: INTRODUCTION_DECISIONS }),
    introductionDecidedAt: at("introduction_decided_at"),
    introducedAt: at("introduced_at"),
    revokedAt: at("revoked_at"),
  },
  (t) => [
    unique("shares_idea_interest_unique").on(t.startupIdeaId, t.investmentInterestId),
    index("shares_investment_interest_idx").on(t.investmentInterestId),
    check("shares_state_check", isOneOf(t.state, STORED_SHARE_STATES)),
    check("shares_response_check", isOneOf(t.response, BACKER_RESPONSES)),
    check(
      "shares_introduction_decision_check",
      isOneOf(t.introductionDecision, INTRODUCTION_DECISIONS),
    ),
  ],
);

/**
 * A deck page with the backer's e-mail address drawn on it, made on the link's first view of
 * that page and kept, so a forwarded screenshot names its source.
 */
export const sharePageImages = pgTable(
  "share_page_images",
  {
    shareId: integer("share_id")
      .notNull()
      .references(() => shares.id, { onDelete: "cascade" }),
    /** 1-based. */
    page: integer("page").notNull(),
    image: bytea("image").notNull(),
  },
  (t) => [primaryKey({ columns: [t.shareId, t.page] })],
);

/**
 * Deal links whose share went with its record (erasure, deletion, withdrawal, retention): the
 * hash alone, so the link answers 410 ("ended") rather than 404, and nothing else is kept.
 */
export const endedDealLinks = pgTable("ended_deal_links", {
  tokenHash: text("token_hash").primaryKey(),
  endedAt: at("ended_at").notNull().defaultNow(),
});

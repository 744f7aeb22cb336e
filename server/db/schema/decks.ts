import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
// Relative, not through the @shared alias: drizzle-kit loads the schema without the tsconfig paths.
import { DECK_STATES } from "../../../shared/schemas/decks";
import { bytea, isOneOf } from "./columns";
import { startupIdeas } from "./submissions";

/**
 * A startup idea's pitch deck (contract §17, ADR 051): one per idea, gone with it (delete,
 * erasure, withdrawal, retention all delete the idea's row). The PDF lives in `deck_parts`, its
 * page images in `deck_pages`, so every instance and every backup has them.
 */
export const decks = pgTable(
  "decks",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /**
     * Null only while the deck is staged: its parts are being written, before the transaction
     * that attaches it to its idea (ADR 051). No reader reaches such a deck.
     */
    startupIdeaId: integer("startup_idea_id")
      .unique()
      .references(() => startupIdeas.id, { onDelete: "cascade" }),
    state: text("state", { enum: DECK_STATES }).notNull(),
    fileName: text("file_name").notNull(),
    byteSize: integer("byte_size").notNull(),
    /** Hex SHA-256 of the file as uploaded (the person export carries it). */
    sha256: text("sha256").notNull(),
    /** The page count, read at upload. */
    pages: integer("pages"),
    /** The signature clamd named, when `infected`. */
    signature: text("signature"),
    /** Scans that found clamd down or slow, for the retries' back-off. */
    scanFailures: integer("scan_failures").notNull().default(0),
    /**
     * When the background worker may next work on the deck (scan it, or make its pages): the
     * upload's time, then pushed on by the worker's lease or a retry's back-off; null when
     * nothing is left to do.
     */
    workDueAt: timestamp("work_due_at", { withTimezone: true }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Only decks with work left: the worker's look at every poll reads this.
    index("decks_work_due_idx").on(t.workDueAt).where(sql`${t.workDueAt} is not null`),
    check("decks_state_check", isOneOf(t.state, DECK_STATES)),
  ],
);

/**
 * A deck's PDF in parts of at most 256 KiB, each written and read by a statement of its own
 * (as images' originals, ADR 039). Deleted at once when the deck is found infected.
 */
export const deckParts = pgTable(
  "deck_parts",
  {
    deckId: uuid("deck_id")
      .notNull()
      .references(() => decks.id, { onDelete: "cascade" }),
    part: integer("part").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.deckId, t.part] })],
);

/** A deck's page as WebP images (the page and its thumbnail), made by the background worker. */
export const deckPages = pgTable(
  "deck_pages",
  {
    deckId: uuid("deck_id")
      .notNull()
      .references(() => decks.id, { onDelete: "cascade" }),
    /** 1-based. */
    page: integer("page").notNull(),
    image: bytea("image").notNull(),
    thumbnail: bytea("thumbnail").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (t) => [primaryKey({ columns: [t.deckId, t.page] })],
);

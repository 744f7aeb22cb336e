import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
// Relative, not through the @shared alias: drizzle-kit loads the schema without the tsconfig paths.
import { createdAt, isOneOf, updatedAt } from "./columns";
import { mailOutbox } from "./mail";
import { recordColumns } from "./record-columns";
import { admins } from "./staff";

const MESSAGE_DIRECTIONS = ["out", "in"] as const;
const MESSAGE_VIAS = ["staff", "status-page", "email"] as const;

/**
 * The conversation with a submitter (contract §13), oldest first: what the team sent (through
 * the outbox, whose row says how its delivery went) and what the submitter answered on the
 * status page or by e-mail. Plain text. Goes with its record when that is deleted, erased or
 * withdrawn.
 */
export const messages = pgTable(
  "messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ...recordColumns(),
    direction: text("direction", { enum: MESSAGE_DIRECTIONS }).notNull(),
    via: text("via", { enum: MESSAGE_VIAS }).notNull(),
    /** The staff member who wrote an outgoing message; null for the submitter's. */
    authorId: integer("author_id").references(() => admins.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** An outgoing message's mail, whose status is its delivery state. */
    outboxId: bigint("outbox_id", { mode: "number" }).references(() => mailOutbox.id, {
      onDelete: "set null",
    }),
    /** The `Message-ID` of the mail (sent or received), for `In-Reply-To` matching and once-only reading. */
    emailMessageId: text("email_message_id"),
    /** Attachments of a mail reply, which are not kept: the thread says how many there were. */
    attachmentCount: integer("attachment_count").notNull().default(0),
    /** When a staff member opened the thread after an incoming message came; null while unread. */
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "messages_one_record_check",
      sql`num_nonnulls(${t.startupIdeaId}, ${t.investmentInterestId}) = 1`,
    ),
    check("messages_direction_check", isOneOf(t.direction, MESSAGE_DIRECTIONS)),
    check("messages_via_check", isOneOf(t.via, MESSAGE_VIAS)),
    index("messages_startup_idea_idx").on(t.startupIdeaId, t.id),
    index("messages_investment_interest_idx").on(t.investmentInterestId, t.id),
    index("messages_email_message_id_idx").on(t.emailMessageId),
  ],
);

/**
 * The private status page's keys (contract §13): a hash of each token handed out (every mail
 * that carries the link carries a fresh one), valid while its record exists.
 */
export const statusTokens = pgTable(
  "status_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    ...recordColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "status_tokens_one_record_check",
      sql`num_nonnulls(${t.startupIdeaId}, ${t.investmentInterestId}) = 1`,
    ),
    index("status_tokens_startup_idea_idx").on(t.startupIdeaId),
    index("status_tokens_investment_interest_idx").on(t.investmentInterestId),
  ],
);

/** What the team writes often, with placeholders filled when sent (contract §13). */
export const messageTemplates = pgTable("message_templates", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
// Relative, not through the @shared alias: drizzle-kit loads the schema without the tsconfig paths.
import { OUTBOX_STATUSES } from "../../../shared/schemas/mail";
import { createdAt, isOneOf } from "./columns";

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
    /** Who the mail says it is from, by name (a message carries its sender's display name). */
    fromName: text("from_name"),
    /** Where answers go: a message's plus-address (contract §13), else none. */
    replyTo: text("reply_to"),
    /** The `Message-ID` given when written, so a reply's `In-Reply-To` can be matched. */
    messageId: text("message_id"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("mail_outbox_status_check", isOneOf(t.status, OUTBOX_STATUSES)),
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

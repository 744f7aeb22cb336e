import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { admins } from "./staff";

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
    // The dashboard's pipeline (contract §14) reads the last 90 days' status changes of a kind.
    index("activity_log_status_changes_idx")
      .on(t.subjectType, t.at)
      .where(sql`${t.action} = 'status_changed'`),
  ],
);

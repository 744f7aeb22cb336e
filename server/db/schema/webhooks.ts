import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
// Relative, not through the @shared alias: drizzle-kit loads the schema without the tsconfig paths.
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_FORMATS,
  type WebhookEvent,
  type WebhookEventOrPing,
} from "../../../shared/schemas/webhooks";
import { createdAt, isOneOf } from "./columns";

/**
 * Where the product tells other tools what happened (contract §19, ADR 049). The secret signs
 * every delivery, so it is kept as it is (a hash could not sign); the API shows it only once.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: serial("id").primaryKey(),
    url: text("url").notNull(),
    events: text("events").array().$type<WebhookEvent[]>().notNull(),
    format: text("format", { enum: WEBHOOK_FORMATS }).notNull().default("standard"),
    secret: text("secret").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check("webhook_endpoints_format_check", isOneOf(t.format, WEBHOOK_FORMATS))],
);

/**
 * One event for one endpoint: the outbox of webhooks (ADR 049), written in the transaction of
 * the change it tells of, one row per endpoint subscribed then. The worker takes an endpoint's
 * oldest pending rows, up to 20 in order with no gap after the oldest, leasing them by moving
 * `next_attempt_at` on.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventType: text("event_type").$type<WebhookEventOrPing>().notNull(),
    /** The event's `data` without its admin URL, which is the site's address plus `adminPath`. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    adminPath: text("admin_path"),
    /** The record it is about, so an erasure (contract §12) finds the name `data` holds. */
    subjectType: text("subject_type"),
    subjectId: integer("subject_id"),
    /** `webhook-id`: the same on every attempt, so a receiver can drop a repeat. */
    messageId: text("message_id")
      .notNull()
      .default(sql`('msg_' || replace(gen_random_uuid()::text, '-', ''))`),
    /** Attempts made; the retry schedule is read by it. */
    attempt: integer("attempt").notNull().default(0),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("pending"),
    responseStatus: integer("response_status"),
    error: text("error"),
    durationMs: integer("duration_ms"),
    /** When a worker may take it next; taking it moves this on (the lease). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check("webhook_deliveries_status_check", isOneOf(t.status, WEBHOOK_DELIVERY_STATUSES)),
    // An endpoint's queue, oldest first: what the worker's "oldest pending" reads.
    index("webhook_deliveries_pending_idx")
      .on(t.endpointId, t.id)
      .where(sql`${t.status} = 'pending'`),
    // The log, newest first.
    index("webhook_deliveries_log_idx").on(t.endpointId, t.id.desc()),
    index("webhook_deliveries_subject_idx").on(t.subjectType, t.subjectId),
  ],
);

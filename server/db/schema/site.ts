import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/**
 * Scheduled work (the daily digest, the retention job): one row per job; whichever
 * instance claims a due row runs it, in the transaction that moves it to its next time.
 */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
});

/**
 * Site-wide settings: those an admin changes in the back office (the retention period, §12),
 * and `time_zone`, which the server writes from site.timeZone when it opens the database and
 * the count triggers read through `company_time_zone()` (server/db/company-time-zone.ts).
 */
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

import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
// Relative, not through the @shared alias: drizzle-kit loads the schema without the tsconfig paths.
import { API_TOKEN_SCOPES } from "../../../shared/schemas/api-tokens";
import { NOTIFY_CHOICES } from "../../../shared/schemas/mail";
import { STAFF_ROLES } from "../../../shared/schemas/staff-roles";
import { createdAt, isOneOf, updatedAt } from "./columns";

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
    check("admins_role_check", isOneOf(t.role, STAFF_ROLES)),
    check("admins_notify_check", isOneOf(t.notify, NOTIFY_CHOICES)),
    uniqueIndex("admins_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("admins_invite_token_idx").on(t.inviteTokenHash),
  ],
);

/** Only a hash of the cookie's token is stored, so a database leak yields no live session. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** The id the sessions list names it by (contract §16): never the secret nor its hash. */
    id: bigint("id", { mode: "number" }).notNull().unique().generatedAlwaysAsIdentity(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at sign-in (cut to a sane length); null before it was kept. */
    userAgent: text("user_agent"),
    /** The client address at sign-in, already cut to its /24 or /48 (ADR 033). */
    ip: text("ip"),
  },
  (t) => [
    index("sessions_admin_id_idx").on(t.adminId),
    index("sessions_last_seen_idx").on(t.lastSeenAt),
  ],
);

/**
 * API tokens (contract §19): only the SHA-256 of the token is kept, so a copy of the database
 * holds no usable token. Revoking deletes the row; an expired one stays listed (and refused)
 * until its owner deletes it.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope", { enum: API_TOKEN_SCOPES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    /** Null: never expires. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Written at most once a minute (ADR 047). */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    check("api_tokens_scope_check", isOneOf(t.scope, API_TOKEN_SCOPES)),
    index("api_tokens_admin_id_idx").on(t.adminId),
  ],
);

/**
 * Browsers an account has signed in from (contract §16), by a hash of the long-lived device
 * cookie's random id: a sign-in from a browser not listed here mails the account a notice.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    deviceHash: text("device_hash").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.deviceHash] })],
);

/**
 * Forgotten-password requests waiting for the worker (ADR 058): the login as typed, nothing
 * else. The request only writes this row, the same for any login, so its answer takes as long
 * whether or not an account matches; the worker's next look finds the account (if any), writes
 * the link and its mail, and deletes the row.
 */
export const passwordResetRequests = pgTable("password_reset_requests", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  login: text("login").notNull(),
  createdAt: createdAt(),
});

/**
 * Forgotten-password links (contract §16): single use, an hour long, stored as a hash of
 * the link's token. Spending one deletes all of the account's.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("password_reset_tokens_admin_id_idx").on(t.adminId),
    index("password_reset_tokens_expires_at_idx").on(t.expiresAt),
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

import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { admins } from "./staff";

/**
 * An account's authenticator app (contract §16). A row without confirmedAt is a setup in
 * progress: it signs nobody in until a code from the app confirms it. The secret has to be
 * readable to check codes, so it is stored as is (ADR 032 says what that means).
 */
export const staffTotp = pgTable("staff_totp", {
  adminId: integer("admin_id")
    .primaryKey()
    .references(() => admins.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The newest 30-second step whose code was accepted: that code and older ones never again. */
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** Ten single-use codes per account with an authenticator app, stored as SHA-256 hashes. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_recovery_codes_admin_idx").on(t.adminId)],
);

/** WebAuthn credentials (passkeys): only the public key is ever known to the server. */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    /** base64url, as the browser names it. */
    credentialId: text("credential_id").notNull(),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("staff_passkeys_credential_idx").on(t.credentialId),
    index("staff_passkeys_admin_idx").on(t.adminId),
  ],
);

/** The challenge of a passkey being added, one per account, short-lived. */
export const passkeyRegistrations = pgTable("passkey_registrations", {
  adminId: integer("admin_id")
    .primaryKey()
    .references(() => admins.id, { onDelete: "cascade" }),
  challenge: text("challenge").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * A sign-in waiting for its second step, named by the hash of a 5-minute cookie's token:
 * after a right password (adminId set), or a passkey ceremony begun without one (adminId
 * null until the passkey names the account). `challenge` is the passkey ceremony's.
 */
export const pendingSignIns = pgTable(
  "pending_sign_ins",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: integer("admin_id").references(() => admins.id, { onDelete: "cascade" }),
    challenge: text("challenge"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("pending_sign_ins_expires_idx").on(t.expiresAt)],
);

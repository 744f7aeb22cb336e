import { z } from "zod";
import { staffRef } from "./record-work";

/**
 * API tokens (contract §19): a staff member's key for the admin API without a browser,
 * sent as `Authorization: Bearer rsv_…`. `read` may only GET; `write` may do what the
 * owner's role may do at the time of each request. How a token reads in Settings (its scope's
 * label, whether it has expired) is `api-token-texts.ts`.
 */
export const API_TOKEN_SCOPES = ["read", "write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = "rsv_";
export const API_TOKEN_NAME_MAX = 60;
export const API_TOKEN_EXPIRY_MAX_DAYS = 365;
/** The lifetimes the Settings form offers; the API takes any whole number of days up to the max. */
export const API_TOKEN_EXPIRY_CHOICES = [7, 30, 90, 365] as const;

export const API_TOKEN_MESSAGES = {
  nameRequired: "Name is required",
  nameMax: `Name must be at most ${API_TOKEN_NAME_MAX} characters`,
  scope: `Scope must be one of ${API_TOKEN_SCOPES.join(", ")}`,
  expiresInDays: `Expiry must be a whole number of days from 1 to ${API_TOKEN_EXPIRY_MAX_DAYS}`,
  notFound: "API token not found",
  /** A wrong, revoked or expired token, or one whose account is deactivated: one answer for all. */
  invalid: "The API token is wrong, revoked or expired",
  readOnly: "This API token may only read (GET); make a read and write token to change things",
  outOfReach:
    "API tokens cannot reach tokens, staff, sessions, second factors, passwords or security settings; sign in to the site for these",
  secondFactorSetupRequired:
    "Your account must set up a second factor before its API tokens work: sign in to the site and set one up",
} as const;

/** POST /api/admin/me/tokens; the Settings form sends the same. */
export const createApiTokenPayload = z.object({
  name: z
    .string({ error: API_TOKEN_MESSAGES.nameRequired })
    .trim()
    .min(1, API_TOKEN_MESSAGES.nameRequired)
    .max(API_TOKEN_NAME_MAX, API_TOKEN_MESSAGES.nameMax),
  scope: z.enum(API_TOKEN_SCOPES, { error: API_TOKEN_MESSAGES.scope }),
  /** Left out: the token never expires (it can still be revoked). */
  expiresInDays: z
    .number({ error: API_TOKEN_MESSAGES.expiresInDays })
    .int(API_TOKEN_MESSAGES.expiresInDays)
    .min(1, API_TOKEN_MESSAGES.expiresInDays)
    .max(API_TOKEN_EXPIRY_MAX_DAYS, API_TOKEN_MESSAGES.expiresInDays)
    .optional(),
});
export type CreateApiTokenPayload = z.output<typeof createApiTokenPayload>;

/** One token as GET /api/admin/me/tokens lists it; dates are ISO-8601, never the secret. */
export const apiToken = z
  .object({
    id: z.number().int(),
    name: z.string(),
    scope: z.enum(API_TOKEN_SCOPES),
    createdAt: z.iso.datetime({ offset: true }),
    /** Null: never expires. */
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
    /** Kept to the minute; null until first used. */
    lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: "ApiToken" });
export type ApiToken = z.infer<typeof apiToken>;

/** POST's answer: the token itself, this once. */
export const createdApiToken = apiToken
  .omit({ lastUsedAt: true })
  .extend({ token: z.string().startsWith(API_TOKEN_PREFIX) })
  .meta({ id: "CreatedApiToken" });
export type CreatedApiToken = z.infer<typeof createdApiToken>;

/** GET /api/admin/tokens (admins): everyone's, with whose it is. */
export const staffApiToken = apiToken.extend({ owner: staffRef }).meta({ id: "StaffApiToken" });
export type StaffApiToken = z.infer<typeof staffApiToken>;

/** `{id}` in DELETE …/tokens/{id}. */
export const apiTokenIdParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

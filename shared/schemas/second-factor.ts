import { z } from "zod";
import { STAFF_ROLES } from "./staff-roles";

/** Second factors (contract §16): an authenticator app, passkeys. */
export const SECOND_FACTOR_METHODS = ["totp", "passkey"] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

export const SECOND_FACTOR_MESSAGES = {
  codeRequired: "Enter the 6-digit code from your authenticator app",
  codeShape: "The code is 6 digits",
  recoveryCodeRequired: "Enter one of your recovery codes",
  invalidCode: "That code is not right, or it has been used already",
  pendingExpired: "Your sign-in has expired. Please sign in again.",
  totpAlreadySetUp: "An authenticator app is already set up. Remove it first to set up another.",
  totpNotStarted: "Start setting up the authenticator app first.",
  totpNotSetUp: "No authenticator app is set up.",
  passwordIncorrect: "Password is incorrect",
  passkeyNotStarted: "Adding the passkey took too long. Please try again.",
  passkeyRejected: "The passkey could not be verified. Please try again.",
  passkeyAlreadyAdded: "This passkey is already added.",
  passkeyUnknown: "This passkey is not known here. Sign in with your password.",
  passkeyNotFound: "Passkey not found",
  passkeyNameMax: "The name must be at most 60 characters",
  setupRequired: "Your role requires a second factor. Set one up to continue.",
  unknownRole: "Unknown role",
} as const;

/** The 6-digit code from an app; spaces typed for readability are ignored. */
export const totpCode = z
  .string({ error: SECOND_FACTOR_MESSAGES.codeRequired })
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, SECOND_FACTOR_MESSAGES.codeRequired)
      .regex(/^\d{6}$/, SECOND_FACTOR_MESSAGES.codeShape),
  );

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const recoveryCode = z
  .string({ error: SECOND_FACTOR_MESSAGES.recoveryCodeRequired })
  .transform((code) => code.toLowerCase().replace(/[\s-]+/g, ""))
  .pipe(z.string().min(1, SECOND_FACTOR_MESSAGES.recoveryCodeRequired).max(64));

/** POST /api/admin/me/totp/confirm and /me/recovery-codes. */
export const totpCodePayload = z.object({ code: totpCode });
export type TotpCodePayload = z.input<typeof totpCodePayload>;

/** DELETE /api/admin/me/totp. */
export const removeTotpPayload = z.object({
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(256, "Password must be at most 256 characters"),
});
export type RemoveTotpPayload = z.input<typeof removeTotpPayload>;

/** POST /api/admin/login/totp: a code from the app, or one of the recovery codes. */
export const loginTotpPayload = z.union([
  z.object({ code: totpCode }).strict(),
  z.object({ recoveryCode }).strict(),
]);
export type LoginTotpPayload = { code: string } | { recoveryCode: string };

const passkeyName = z
  .string()
  .trim()
  .max(60, SECOND_FACTOR_MESSAGES.passkeyNameMax)
  .optional()
  .transform((name) => name || undefined);

/** A WebAuthn response as @simplewebauthn/browser hands it over; the library checks the rest. */
const webAuthnResponse = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal("public-key"),
    response: z.record(z.string(), z.unknown()),
  })
  .passthrough();

/** POST /api/admin/me/passkeys. */
export const addPasskeyPayload = z.object({
  name: passkeyName,
  response: webAuthnResponse,
});

/** POST /api/admin/login/passkey. */
export const loginPasskeyPayload = z.object({ response: webAuthnResponse });

/** PATCH /api/admin/me/passkeys/{id}: a new name. */
export const renamePasskeyPayload = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(60, SECOND_FACTOR_MESSAGES.passkeyNameMax),
});

/** One passkey as GET /api/admin/me/passkeys lists it (dates ISO-8601). */
export type PasskeyRecord = {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};

/** POST /api/admin/me/totp: what the app needs, shown until a code confirms it. */
export type TotpSetup = { secret: string; otpauthUrl: string; qrSvg: string };

/** GET /api/admin/me/totp: whether the app is set up and how many recovery codes remain. */
export type TotpStatus = { enabled: boolean; recoveryCodesLeft: number };

/** The second step of a sign-in (POST /api/admin/login with a right password). */
export type SecondFactorChallenge = { next: "second-factor"; methods: SecondFactorMethod[] };

/** GET/PUT /api/admin/settings/security. */
export const securitySettingsPayload = z.object({
  requireSecondFactor: z
    .array(z.enum(STAFF_ROLES, { error: SECOND_FACTOR_MESSAGES.unknownRole }), {
      error: "requireSecondFactor must be a list of roles",
    })
    .transform((roles) => STAFF_ROLES.filter((role) => roles.includes(role))),
});
export const securitySettings = z
  .object({ requireSecondFactor: z.array(z.enum(STAFF_ROLES)) })
  .meta({ id: "SecuritySettings" });
export type SecuritySettings = z.infer<typeof securitySettings>;

/** What GET /api/admin/me adds about the account's second factors. */
export type SecondFactorState = {
  methods: SecondFactorMethod[];
  /** The account's role must have one (contract §16) and it has none: setup comes first. */
  setupRequired: boolean;
};

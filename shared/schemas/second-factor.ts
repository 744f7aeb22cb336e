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

/** One passkey as GET /api/admin/me/passkeys lists it. */
export const passkeyRecord = z
  .object({
    id: z.number().int(),
    name: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: "Passkey" });
export type PasskeyRecord = z.infer<typeof passkeyRecord>;

/** POST /api/admin/me/totp: what the app needs, shown until a code confirms it. */
export const totpSetup = z
  .object({
    secret: z.string().describe("The shared secret in base32, for typing into the app"),
    otpauthUrl: z.string().describe("The `otpauth://totp/…` address the QR code holds"),
    qrSvg: z.string().describe("That address as a QR code, an SVG document"),
  })
  .meta({ id: "TotpSetup" });
export type TotpSetup = z.infer<typeof totpSetup>;

/** GET /api/admin/me/totp: whether the app is set up and how many recovery codes remain. */
export const totpStatus = z
  .object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() })
  .meta({ id: "TotpStatus" });
export type TotpStatus = z.infer<typeof totpStatus>;

/** POST /api/admin/me/totp/confirm and /me/recovery-codes: ten single-use codes, shown once. */
export const recoveryCodes = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ id: "RecoveryCodes" });

/** The second step of a sign-in (POST /api/admin/login with a right password). */
export const secondFactorChallenge = z
  .object({
    next: z.literal("second-factor"),
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)).describe("What the account can finish with"),
  })
  .meta({
    id: "SecondFactorChallenge",
    description: "No session yet: a short-lived cookie names the sign-in the second step completes",
  });
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

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
export const secondFactorState = z
  .object({
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
    setupRequired: z
      .boolean()
      .describe("The account's role must have a second factor and it has none: setup comes first"),
  })
  .meta({ id: "SecondFactorState" });
export type SecondFactorState = z.infer<typeof secondFactorState>;

/**
 * The WebAuthn options @simplewebauthn/server hands the browser (its
 * PublicKeyCredentialCreationOptionsJSON and PublicKeyCredentialRequestOptionsJSON: binary
 * values in base64url), described here for the OpenAPI document; the client keeps the
 * library's own types.
 */
const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal("public-key"),
  transports: z.array(z.string()).optional(),
});
const webAuthnExtensions = z.record(z.string(), z.unknown());

/** POST /api/admin/me/passkeys/options: for navigator.credentials.create. */
export const webAuthnRegistrationOptions = z
  .object({
    challenge: z.string(),
    rp: z.object({ name: z.string(), id: z.string().optional() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal("public-key") })),
    timeout: z.number().int().optional(),
    excludeCredentials: z
      .array(credentialDescriptor)
      .optional()
      .describe("The account's passkeys already added"),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.string().optional(),
        residentKey: z.string().optional(),
        requireResidentKey: z.boolean().optional(),
        userVerification: z.string().optional(),
      })
      .optional(),
    hints: z.array(z.string()).optional(),
    attestation: z.string().optional(),
    attestationFormats: z.array(z.string()).optional(),
    extensions: webAuthnExtensions.optional(),
  })
  .meta({ id: "PasskeyRegistrationOptions" });

/** POST /api/admin/login/passkey/options: for navigator.credentials.get. */
export const webAuthnSignInOptions = z
  .object({
    challenge: z.string(),
    timeout: z.number().int().optional(),
    rpId: z.string().optional(),
    allowCredentials: z
      .array(credentialDescriptor)
      .optional()
      .describe("After a password, the account's passkeys; left out for a passkey alone"),
    userVerification: z.string().optional(),
    hints: z.array(z.string()).optional(),
    extensions: webAuthnExtensions.optional(),
  })
  .meta({ id: "PasskeySignInOptions" });

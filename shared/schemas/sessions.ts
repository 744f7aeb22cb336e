import { z } from "zod";
import { acceptInvitePayload } from "./staff";

/** One of the signed-in account's sessions (GET /api/admin/me/sessions, contract §16). */
export const staffSession = z
  .object({
    id: z.number().int().describe("Names the session in the list and its DELETE; not its secret"),
    createdAt: z.iso.datetime({ offset: true }),
    lastSeenAt: z.iso.datetime({ offset: true }).describe("Kept to the minute"),
    userAgent: z
      .string()
      .nullable()
      .describe("As the browser sent it at sign-in; null for a session older than this list"),
    ip: z.string().nullable().describe("The sign-in address cut to its /24 (IPv4) or /48 (IPv6)"),
    current: z.boolean().describe("True for the session making this request"),
  })
  .meta({ id: "StaffSession" });
export type StaffSession = z.infer<typeof staffSession>;

export const SESSION_MESSAGES = {
  notFound: "Session not found",
} as const;

/** How long a forgotten-password link works. */
export const PASSWORD_RESET_VALID_MINUTES = 60;

export const PASSWORD_RESET_MESSAGES = {
  login: "Enter your username or e-mail address",
  loginMax: "That is too long for a username or e-mail address",
  // The same answer whether or not an account matched (contract §16): it must not tell.
  requested:
    "If an active account with an e-mail address matches, a link to choose a new password is on its way. It works for 1 hour.",
  linkGone: "This link is unknown, already used or expired",
  done: "Your password has been changed and every session of your account has ended. Sign in with the new password.",
} as const;

/** POST /api/admin/password-reset: a username, or an account's e-mail address. */
export const passwordResetRequestPayload = z.object({
  login: z
    .string({ error: PASSWORD_RESET_MESSAGES.login })
    .trim()
    .min(1, PASSWORD_RESET_MESSAGES.login)
    .max(254, PASSWORD_RESET_MESSAGES.loginMax),
});
export type PasswordResetRequestPayload = z.input<typeof passwordResetRequestPayload>;

/** The answer of both forgotten-password routes: what happens next, in words for people. */
export const passwordResetNotice = z
  .object({ message: z.string() })
  .meta({ id: "PasswordResetNotice" });

/** POST /api/admin/password-reset/{token}: a new password, with the invite's rules (§9). */
export const passwordResetPayload = acceptInvitePayload;
export type PasswordResetPayload = z.input<typeof passwordResetPayload>;

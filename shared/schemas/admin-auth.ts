import { z } from "zod";
import { ADMIN_AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from "./admin-auth-texts";
import { NOTIFY_CHOICES } from "./mail";
import { secondFactorChallenge, secondFactorState } from "./second-factor";
import { STAFF_ROLES } from "./staff-roles";

export { ADMIN_AUTH_MESSAGES, PASSWORD_MIN } from "./admin-auth-texts";

/** A staff account as its own sessions see it (login, PATCH /api/admin/me): never a hash. */
export const adminAccount = z
  .object({
    id: z.number().int(),
    username: z.string(),
    displayName: z.string().nullable(),
    email: z.string().nullable(),
    role: z
      .enum(STAFF_ROLES)
      .describe("What the account may use (contract §9); the server enforces it on every route"),
    notify: z.enum(NOTIFY_CHOICES).describe("How they hear of new submissions (contract §11)"),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso
      .datetime({ offset: true })
      .describe("Later than createdAt once the first password has been changed"),
  })
  .meta({ id: "AdminAccount" });

/** GET /api/admin/me: the account and its second factors (contract §16). */
export const ownAccount = adminAccount
  .extend({ secondFactor: secondFactorState })
  .meta({ id: "OwnAccount" });

/** What the client reads of the signed-in account; `secondFactor` comes with GET /me only. */
export type AdminAccount = z.infer<typeof adminAccount> &
  Partial<Pick<z.infer<typeof ownAccount>, "secondFactor">>;

/** A right password (or invite) answers the account signed in, or asks for the second step. */
export const signInAnswer = z.union([adminAccount, secondFactorChallenge]);

/** POST /api/admin/change-password, done. */
export const passwordChanged = z
  .object({ success: z.literal(true) })
  .meta({ id: "PasswordChanged" });

/** The wrong current password: `error` is what the spec's client reads (§6), `message` any other. */
export const currentPasswordRefused = z
  .object({ message: z.string(), error: z.string() })
  .meta({ id: "CurrentPasswordRefused", description: "The current password is not right" });

export const adminUsername = z
  .string({ error: ADMIN_AUTH_MESSAGES.usernameRequired })
  .trim()
  .min(1, ADMIN_AUTH_MESSAGES.usernameRequired)
  .max(USERNAME_MAX, ADMIN_AUTH_MESSAGES.usernameMax);

/** A password as typed: never trimmed, since spaces may be part of it. */
function password(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(PASSWORD_MAX, ADMIN_AUTH_MESSAGES.passwordMax);
}

/** A password being set (change, operator command): the spec's 6-character minimum. */
export const newPassword = z
  .string({ error: ADMIN_AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN, ADMIN_AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, ADMIN_AUTH_MESSAGES.passwordMax);

/** POST /api/admin/login and the login form. */
export const adminLoginPayload = z.object({
  username: adminUsername,
  password: password(ADMIN_AUTH_MESSAGES.passwordRequired),
});
export type AdminLoginPayload = z.input<typeof adminLoginPayload>;

/** POST /api/admin/change-password. */
export const changePasswordPayload = z.object({
  currentPassword: password(ADMIN_AUTH_MESSAGES.currentPasswordRequired),
  newPassword,
});
export type ChangePasswordPayload = z.input<typeof changePasswordPayload>;

/** The settings form adds the confirmation, checked before any call and never sent. */
export const changePasswordForm = changePasswordPayload
  .extend({
    confirmNewPassword: z
      .string({ error: ADMIN_AUTH_MESSAGES.confirmPasswordRequired })
      .min(1, ADMIN_AUTH_MESSAGES.confirmPasswordRequired),
  })
  .refine((form) => form.newPassword === form.confirmNewPassword, {
    path: ["confirmNewPassword"],
    message: ADMIN_AUTH_MESSAGES.passwordsDiffer,
    // Checked whenever both were typed, even when the new one is too short: the form names
    // a mismatch before the length (contract §6).
    when: ({ value }) => {
      const form = value as Partial<Record<string, unknown>>;
      return typeof form.newPassword === "string" && typeof form.confirmNewPassword === "string";
    },
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordForm>;

import { z } from "zod";
import { MAIL_MESSAGES, NOTIFY_CHOICES } from "./mail";
import { STAFF_ROLES } from "./staff-roles";

export { INVITE_VALID_DAYS } from "./staff-invites";

const USERNAME_PATTERN = /^[a-z0-9._-]{3,50}$/;
const DISPLAY_NAME_MAX = 100;
const EMAIL_MAX = 254;
/** An invited person's first password: longer than the spec's 6 for the operator's admin. */
export const INVITE_PASSWORD_MIN = 8;
const PASSWORD_MAX = 256;

export const STAFF_MESSAGES = {
  username: "Username must be 3–50 characters: lowercase letters, digits, '.', '_' or '-'",
  usernameTaken: "That username is already taken",
  displayNameMax: `Name must be at most ${DISPLAY_NAME_MAX} characters`,
  email: "Please enter a valid email address",
  role: `Role must be one of ${STAFF_ROLES.join(", ")}`,
  active: "Active must be true or false",
  nothingToChange: "Give at least one of role, active, displayName or email",
  lastAdmin: "The last active admin cannot be deactivated or given another role",
  staffNotFound: "Staff account not found",
  inviteNotFound: "This invite link is unknown, already used or expired",
  passwordTooShort: `Password must be at least ${INVITE_PASSWORD_MIN} characters`,
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordsDiffer: "The password and confirmation must match",
  nothingOwnToChange: "Give at least one of notify, displayName or email",
} as const;

/** Blank optional text becomes null, so "no name" is stored one way. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

const displayName = optionalText(DISPLAY_NAME_MAX, STAFF_MESSAGES.displayNameMax);
const email = z
  .string({ error: STAFF_MESSAGES.email })
  .trim()
  .max(EMAIL_MAX, STAFF_MESSAGES.email)
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || z.email().safeParse(value).success, STAFF_MESSAGES.email);
const role = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.role });

/** POST /api/admin/staff and the Invite dialog. Usernames are kept lowercase. */
export const createStaffPayload = z.object({
  username: z
    .string({ error: STAFF_MESSAGES.username })
    .trim()
    .toLowerCase()
    .regex(USERNAME_PATTERN, STAFF_MESSAGES.username),
  displayName,
  email,
  role,
});
export type CreateStaffPayload = z.input<typeof createStaffPayload>;

/** PATCH /api/admin/staff/{id}: any of the four, at least one. */
export const updateStaffPayload = z
  .object({
    role: role.optional(),
    active: z.boolean({ error: STAFF_MESSAGES.active }).optional(),
    displayName: displayName.optional(),
    email: email.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: STAFF_MESSAGES.nothingToChange,
  });
export type UpdateStaffPayload = z.input<typeof updateStaffPayload>;

const invitePassword = z
  .string({ error: STAFF_MESSAGES.passwordTooShort })
  .min(INVITE_PASSWORD_MIN, STAFF_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, STAFF_MESSAGES.passwordMax);

/** PATCH /api/admin/me: a person's own name, e-mail and mail preference (contract §9, §11). */
export const updateOwnAccountPayload = z
  .object({
    notify: z.enum(NOTIFY_CHOICES, { error: MAIL_MESSAGES.notify }).optional(),
    displayName: displayName.optional(),
    email: email.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: STAFF_MESSAGES.nothingOwnToChange,
  });
export type UpdateOwnAccountPayload = z.input<typeof updateOwnAccountPayload>;

/** POST /api/admin/invites/{token}. */
export const acceptInvitePayload = z.object({ password: invitePassword });
export type AcceptInvitePayload = z.input<typeof acceptInvitePayload>;

/** GET /api/admin/invites/{token}: whom a live invite is for. */
export const inviteDetails = z
  .object({ username: z.string(), displayName: z.string().nullable() })
  .meta({ id: "InviteDetails" });
export type InviteDetails = z.infer<typeof inviteDetails>;

/** The invite page's form: the password twice. */
export const acceptInviteForm = z
  .object({ password: invitePassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: STAFF_MESSAGES.passwordsDiffer,
    path: ["confirmPassword"],
  });

/** A staff account as GET /api/admin/staff lists it: never a hash or a token. */
export const staffAccount = z
  .object({
    id: z.number().int(),
    username: z.string(),
    displayName: z.string().nullable(),
    email: z.string().nullable(),
    role: z.enum(STAFF_ROLES),
    active: z.boolean(),
    createdAt: z.iso.datetime(),
    /** Null before the first sign-in. */
    lastLoginAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "StaffAccount" });
export type StaffAccount = z.infer<typeof staffAccount>;

/** POST /api/admin/staff and POST /api/admin/staff/{id}/invite add the one-time link. */
export const staffAccountWithInvite = staffAccount
  .extend({
    inviteUrl: z.url(),
    /** True when the link was also e-mailed to the account's address (mail set up, §11). */
    inviteMailed: z.boolean(),
  })
  .meta({ id: "StaffAccountWithInvite" });
export type StaffAccountWithInvite = z.infer<typeof staffAccountWithInvite>;

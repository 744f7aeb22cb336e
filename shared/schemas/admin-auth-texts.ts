/**
 * The sign-in and password rules' limits and words, without the schema library: the password
 * card's stand-in reads them as settings load, before its form needs zod (ADR 052).
 * `admin-auth.ts` builds its schemas from them and re-exports them.
 */

export const PASSWORD_MIN = 6;
/** Long enough for any passphrase, short enough that hashing it costs nothing extra. */
export const PASSWORD_MAX = 256;
export const USERNAME_MAX = 100;

export const ADMIN_AUTH_MESSAGES = {
  usernameRequired: "Username is required",
  usernameMax: `Username must be at most ${USERNAME_MAX} characters`,
  passwordRequired: "Password is required",
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  invalidCredentials: "Invalid username or password",
  currentPasswordRequired: "Current password is required",
  currentPasswordIncorrect: "Current password is incorrect",
  confirmPasswordRequired: "Please confirm the new password",
  passwordTooShortTitle: "Password too short",
  passwordTooShort: `Your new password must be at least ${PASSWORD_MIN} characters long`,
  passwordsDifferTitle: "Passwords don't match",
  passwordsDiffer: "The new password and confirmation must match",
} as const;

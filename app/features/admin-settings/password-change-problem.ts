import { ADMIN_AUTH_MESSAGES, PASSWORD_MIN } from "@shared/schemas/admin-auth";

export type PasswordFields = {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
};
export type PasswordFieldName = keyof PasswordFields;

export type PasswordProblem = {
  title: string;
  description: string;
  /** The fields to mark invalid, the first one focused. */
  fields: PasswordFieldName[];
};

/**
 * Spec §5's checks, made before any call and in its order: all three filled, the
 * confirmation matching, then the length. Passwords are never trimmed.
 */
export function validatePasswordChange(values: PasswordFields): PasswordProblem | null {
  const empty = (Object.keys(values) as PasswordFieldName[]).filter((name) => values[name] === "");
  if (empty.length > 0) {
    return {
      title: "Missing fields",
      description: "Please fill in all password fields",
      fields: empty,
    };
  }
  if (values.newPassword !== values.confirmNewPassword) {
    return {
      title: ADMIN_AUTH_MESSAGES.passwordsDifferTitle,
      description: ADMIN_AUTH_MESSAGES.passwordsDiffer,
      fields: ["newPassword", "confirmNewPassword"],
    };
  }
  if (values.newPassword.length < PASSWORD_MIN) {
    return {
      title: ADMIN_AUTH_MESSAGES.passwordTooShortTitle,
      description: ADMIN_AUTH_MESSAGES.passwordTooShort,
      fields: ["newPassword", "confirmNewPassword"],
    };
  }
  return null;
}

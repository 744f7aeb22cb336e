import { ADMIN_AUTH_MESSAGES, type ChangePasswordFormValues } from "@shared/schemas/admin-auth";

export type PasswordFieldName = keyof ChangePasswordFormValues;

const PASSWORD_FIELD_NAMES: readonly PasswordFieldName[] = [
  "currentPassword",
  "newPassword",
  "confirmNewPassword",
];

export type PasswordProblem = {
  title: string;
  description: string;
  /** The fields to mark invalid, the first one focused. */
  fields: PasswordFieldName[];
};

type FieldMessages = Partial<Record<PasswordFieldName, { message?: string } | undefined>>;

/**
 * What the settings form tells the admin when the shared schema (changePasswordForm) refuses
 * the values: contract §6's checks in its order, all three filled, the confirmation matching, then
 * the length; anything else the schema refuses (a password over the maximum) by its message.
 */
export function passwordChangeProblem(
  values: ChangePasswordFormValues,
  errors: FieldMessages,
): PasswordProblem | null {
  const invalid = PASSWORD_FIELD_NAMES.filter((name) => errors[name]);
  const [first] = invalid;
  if (!first) return null;
  const empty = invalid.filter((name) => values[name] === "");
  if (empty.length > 0) {
    return {
      title: "Missing fields",
      description: "Please fill in all password fields",
      fields: empty,
    };
  }
  if (errors.confirmNewPassword?.message === ADMIN_AUTH_MESSAGES.passwordsDiffer) {
    return {
      title: ADMIN_AUTH_MESSAGES.passwordsDifferTitle,
      description: ADMIN_AUTH_MESSAGES.passwordsDiffer,
      fields: ["newPassword", "confirmNewPassword"],
    };
  }
  if (errors.newPassword?.message === ADMIN_AUTH_MESSAGES.passwordTooShort) {
    return {
      title: ADMIN_AUTH_MESSAGES.passwordTooShortTitle,
      description: ADMIN_AUTH_MESSAGES.passwordTooShort,
      fields: ["newPassword", "confirmNewPassword"],
    };
  }
  return {
    title: "Failed to change password",
    description: errors[first]?.message ?? "Please check the password fields",
    fields: [first],
  };
}

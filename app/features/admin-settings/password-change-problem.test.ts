import {
  ADMIN_AUTH_MESSAGES,
  type ChangePasswordFormValues,
  changePasswordForm,
} from "@shared/schemas/admin-auth";
import { describe, expect, it } from "vitest";
import { passwordChangeProblem } from "./password-change-problem";

/** The shared schema's verdict on the values, first message per field as the form keeps it. */
function problemFor(values: ChangePasswordFormValues) {
  const result = changePasswordForm.safeParse(values);
  const errors: Record<string, { message: string }> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const path = issue.path.join(".");
    errors[path] ??= { message: issue.message };
  }
  return passwordChangeProblem(values, errors);
}

const valid = { currentPassword: "old-one", newPassword: "new-one", confirmNewPassword: "new-one" };

describe("passwordChangeProblem", () => {
  it("finds nothing wrong with matching passwords of 6 characters or more", () => {
    expect(problemFor(valid)).toBeNull();
  });

  it("names the missing fields first, whatever else is wrong", () => {
    expect(problemFor({ ...valid, currentPassword: "", newPassword: "abc" })).toEqual({
      title: "Missing fields",
      description: "Please fill in all password fields",
      fields: ["currentPassword"],
    });
    expect(
      problemFor({ currentPassword: "", newPassword: "", confirmNewPassword: "" })?.fields,
    ).toEqual(["currentPassword", "newPassword", "confirmNewPassword"]);
  });

  it("names a mismatch before the length", () => {
    expect(problemFor({ ...valid, newPassword: "abc", confirmNewPassword: "abd" })).toEqual({
      title: ADMIN_AUTH_MESSAGES.passwordsDifferTitle,
      description: ADMIN_AUTH_MESSAGES.passwordsDiffer,
      fields: ["newPassword", "confirmNewPassword"],
    });
  });

  it("names a short new password", () => {
    expect(problemFor({ ...valid, newPassword: "abc", confirmNewPassword: "abc" })).toEqual({
      title: ADMIN_AUTH_MESSAGES.passwordTooShortTitle,
      description: ADMIN_AUTH_MESSAGES.passwordTooShort,
      fields: ["newPassword", "confirmNewPassword"],
    });
  });

  it("passes on any other refusal of the schema with its message", () => {
    const long = "x".repeat(257);
    expect(problemFor({ ...valid, newPassword: long, confirmNewPassword: long })).toEqual({
      title: "Failed to change password",
      description: ADMIN_AUTH_MESSAGES.passwordMax,
      fields: ["newPassword"],
    });
  });
});

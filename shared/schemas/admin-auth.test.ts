import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  ADMIN_AUTH_MESSAGES,
  adminLoginPayload,
  changePasswordForm,
  changePasswordPayload,
} from "./admin-auth";

function problems(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

describe("adminLoginPayload (login form and POST /api/admin/login)", () => {
  it("requires both fields", () => {
    expect(problems(adminLoginPayload, { username: "", password: "" })).toEqual([
      { path: "username", message: "Username is required" },
      { path: "password", message: "Password is required" },
    ]);
  });

  it("trims the username and keeps the password as typed", () => {
    expect(adminLoginPayload.parse({ username: " admin ", password: " pass " })).toEqual({
      username: "admin",
      password: " pass ",
    });
  });
});

describe("changePasswordForm (settings)", () => {
  const valid = {
    currentPassword: "old-one",
    newPassword: "new-one",
    confirmNewPassword: "new-one",
  };

  it("accepts matching passwords of 6 characters or more", () => {
    expect(changePasswordForm.safeParse(valid).success).toBe(true);
  });

  it("requires all three fields", () => {
    expect(problems(changePasswordForm, {}).map((problem) => problem.path)).toEqual([
      "currentPassword",
      "newPassword",
      "confirmNewPassword",
    ]);
  });

  it("names the spec's texts for a short password and a mismatch", () => {
    expect(
      problems(changePasswordForm, { ...valid, newPassword: "12345", confirmNewPassword: "12345" }),
    ).toEqual([{ path: "newPassword", message: ADMIN_AUTH_MESSAGES.passwordTooShort }]);
    expect(problems(changePasswordForm, { ...valid, confirmNewPassword: "new-two" })).toEqual([
      { path: "confirmNewPassword", message: "The new password and confirmation must match" },
    ]);
    expect(
      problems(changePasswordForm, { ...valid, newPassword: "12345", confirmNewPassword: "12346" }),
    ).toEqual([
      { path: "newPassword", message: ADMIN_AUTH_MESSAGES.passwordTooShort },
      { path: "confirmNewPassword", message: ADMIN_AUTH_MESSAGES.passwordsDiffer },
    ]);
    expect(ADMIN_AUTH_MESSAGES.passwordTooShort).toBe(
      "Your new password must be at least 6 characters long",
    );
  });

  it("sends only what the API takes", () => {
    expect(Object.keys(changePasswordPayload.shape)).toEqual(["currentPassword", "newPassword"]);
  });
});

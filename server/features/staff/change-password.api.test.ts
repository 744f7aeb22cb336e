import { ADMIN_AUTH_MESSAGES } from "@shared/schemas/admin-auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuthAppForThisFile } from "../../../tests/support/admin-auth-app";
import {
  createTestAdmin,
  logIn,
  sessionCookieOf,
  signIn,
  TEST_ADMIN,
} from "../../../tests/support/admin-session";
import { createTestApp, postJson, type TestApp } from "../../../tests/support/test-app";
import { admins } from "../../db/schema";

/** POST /api/admin/change-password (contract §6). */

const auth = adminAuthAppForThisFile();

describe("POST /api/admin/change-password", () => {
  const changePassword = (cookie: string, body: unknown) =>
    postJson(auth.app, "/api/admin/change-password", body, { headers: { cookie } });

  let changer: TestApp;
  beforeAll(async () => {
    // Its own app, so that changing the password does not disturb the other tests.
    changer = await createTestApp();
    await createTestAdmin(changer);
  });
  afterAll(async () => {
    await changer.close();
  });

  it("answers 400 with `error` and `message` for a wrong current password, and changes nothing", async () => {
    const cookie = await signIn(auth.app);
    const response = await changePassword(cookie, {
      currentPassword: "not it",
      newPassword: "brand new password",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Current password is incorrect",
      message: "Current password is incorrect",
    });
    expect((await logIn(auth.app)).statusCode).toBe(200);
  });

  it("counts wrong current passwords against the login limit: 429 after 5, even for the right one", async () => {
    const remoteAddress = "10.2.0.1";
    const cookie = sessionCookieOf(await logIn(auth.app, TEST_ADMIN, { remoteAddress }));
    const attempt = (currentPassword: string) =>
      postJson(
        auth.app,
        "/api/admin/change-password",
        { currentPassword, newPassword: "brand new password" },
        { headers: { cookie }, remoteAddress },
      );
    for (let guess = 1; guess <= 5; guess++) {
      expect((await attempt(`guess ${guess}`)).statusCode, `guess ${guess}`).toBe(400);
    }
    const locked = await attempt(TEST_ADMIN.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(locked.json().message).toMatch(/^Too many incorrect passwords\. .*15 minutes/);
    // The password did not change, and the guesses count at the login too (same IP).
    expect((await logIn(auth.app, TEST_ADMIN, { remoteAddress })).statusCode).toBe(429);
    expect((await logIn(auth.app, TEST_ADMIN, { remoteAddress: "10.2.0.2" })).statusCode).toBe(200);
  });

  it.each([
    [
      "a new password under 6 characters",
      { currentPassword: TEST_ADMIN.password, newPassword: "12345" },
      "newPassword",
      ADMIN_AUTH_MESSAGES.passwordTooShort,
    ],
    [
      "no new password",
      { currentPassword: TEST_ADMIN.password },
      "newPassword",
      ADMIN_AUTH_MESSAGES.passwordTooShort,
    ],
    [
      "no current password",
      { newPassword: "long enough" },
      "currentPassword",
      ADMIN_AUTH_MESSAGES.currentPasswordRequired,
    ],
  ])("answers 400 for %s", async (_label, body, path, message) => {
    const response = await changePassword(await signIn(auth.app), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path, message }]);
  });

  it("changes the password, keeps this session, ends the others and moves updatedAt", async () => {
    const current = await signIn(changer.app);
    const other = await signIn(changer.app);
    const before = (
      await changer.app.inject({ url: "/api/admin/me", headers: { cookie: current } })
    ).json();
    expect(before.updatedAt).toBe(before.createdAt);

    const response = await postJson(
      changer.app,
      "/api/admin/change-password",
      { currentPassword: TEST_ADMIN.password, newPassword: "a much better one" },
      { headers: { cookie: current } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const mine = await changer.app.inject({ url: "/api/admin/me", headers: { cookie: current } });
    expect(mine.statusCode).toBe(200);
    expect(new Date(mine.json().updatedAt).getTime()).toBeGreaterThan(
      new Date(before.createdAt).getTime(),
    );
    const theirs = await changer.app.inject({ url: "/api/admin/me", headers: { cookie: other } });
    expect(theirs.statusCode).toBe(401);

    expect((await logIn(changer.app, TEST_ADMIN)).statusCode).toBe(401);
    const withNew = await logIn(changer.app, { ...TEST_ADMIN, password: "a much better one" });
    expect(withNew.statusCode).toBe(200);

    const [stored] = await changer.database.db.select().from(admins);
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.passwordHash).not.toContain("a much better one");
  });
});

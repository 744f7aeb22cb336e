import { STAFF_MESSAGES } from "@shared/schemas/staff";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminApiAppForThisFile } from "../../../tests/support/admin-api-app";
import {
  logIn,
  sessionCookieOf,
  signedInStaff,
  TEST_ADMIN,
} from "../../../tests/support/admin-session";
import { TEST_PUBLIC_URL } from "../../../tests/support/test-app";
import { activityLog, admins } from "../../db/schema";

const api = adminApiAppForThisFile();
const { call } = api;

const tokenOf = (inviteUrl: string) => inviteUrl.split("/").at(-1) ?? "";
const me = (cookie: string) => call("GET", "/api/admin/me", undefined, cookie);
const acceptInvite = (token: string, password = "a fine new password") =>
  call("POST", `/api/admin/invites/${token}`, { password }, "");

const readInvite = (token: string) =>
  call("GET", `/api/admin/invites/${encodeURIComponent(token)}`, undefined, "");

async function invite(username: string, role = "reviewer", extra: object = {}) {
  const response = await call("POST", "/api/admin/staff", { username, role, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; inviteUrl: string; username: string };
}

/** Invites `username`, accepts the invite and returns the new session's cookie. */
async function joined(username: string, role = "reviewer") {
  const account = await invite(username, role);
  const accepted = await acceptInvite(tokenOf(account.inviteUrl));
  expect(accepted.statusCode).toBe(200);
  return { ...account, cookie: sessionCookieOf(accepted) };
}

async function activity(action: string, subjectId: number) {
  return api.t.database.db
    .select()
    .from(activityLog)
    .where(sql`${activityLog.action} = ${action} and ${activityLog.subjectId} = ${subjectId}`);
}

describe("POST /api/admin/staff", () => {
  it("creates an account and answers 201 with a one-time link under PUBLIC_URL, never a hash", async () => {
    const response = await call("POST", "/api/admin/staff", {
      username: "  Kim.Reviewer ",
      displayName: "Kim Park",
      email: "kim@example.com",
      role: "reviewer",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      username: "kim.reviewer",
      displayName: "Kim Park",
      email: "kim@example.com",
      role: "reviewer",
      active: true,
      createdAt: expect.any(String),
      lastLoginAt: null,
      inviteUrl: expect.stringMatching(/^http:\/\/localhost:3000\/admin\/invite\/[\w-]{43}$/),
      // No SMTP_URL in this app: the link is only shown (mail/invite-mail.api.test.ts covers the mail).
      inviteMailed: false,
    });
    expect(body.inviteUrl.startsWith(`${TEST_PUBLIC_URL}/admin/invite/`)).toBe(true);
    expect(response.body).not.toMatch(/hash|scrypt/i);
    const [entry] = await activity("staff_created", body.id);
    expect(entry).toMatchObject({ details: { username: "kim.reviewer", role: "reviewer" } });
  });

  it("answers 409 for a username taken in any case", async () => {
    await invite("taken-name");
    const response = await call("POST", "/api/admin/staff", {
      username: "TAKEN-name",
      role: "editor",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: STAFF_MESSAGES.usernameTaken });
  });

  it.each([
    [{ username: "ab", role: "reviewer" }, STAFF_MESSAGES.username],
    [{ username: "has space", role: "reviewer" }, STAFF_MESSAGES.username],
    [{ username: "x".repeat(51), role: "reviewer" }, STAFF_MESSAGES.username],
    [{ username: "valid-name", role: "owner" }, STAFF_MESSAGES.role],
    [{ username: "valid-name", role: "editor", email: "not-an-address" }, STAFF_MESSAGES.email],
    [
      { username: "valid-name", role: "editor", displayName: "n".repeat(101) },
      STAFF_MESSAGES.displayNameMax,
    ],
  ])("answers 400 naming the field for %j", async (payload, message) => {
    const response = await call("POST", "/api/admin/staff", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe("GET /api/admin/staff", () => {
  it("lists every account with role, active and last sign-in, oldest first, without secrets", async () => {
    const response = await call("GET", "/api/admin/staff");
    expect(response.statusCode).toBe(200);
    const accounts = response.json() as { username: string; lastLoginAt: string | null }[];
    expect(accounts[0]).toMatchObject({
      username: TEST_ADMIN.username,
      role: "admin",
      active: true,
    });
    expect(accounts[0]?.lastLoginAt).toEqual(expect.any(String));
    expect(Object.keys(accounts[0] ?? {}).sort()).toEqual([
      "active",
      "createdAt",
      "displayName",
      "email",
      "id",
      "lastLoginAt",
      "role",
      "username",
    ]);
    expect(response.body).not.toMatch(/hash|token|inviteUrl/i);
  });
});

describe("the invite life cycle", () => {
  it("sets the password, signs the person in and spends the link", async () => {
    const account = await invite("lee-editor", "editor");
    const token = tokenOf(account.inviteUrl);
    const accepted = await acceptInvite(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ username: "lee-editor", role: "editor" });
    expect((await me(sessionCookieOf(accepted))).json()).toMatchObject({ role: "editor" });
    expect(
      (await logIn(api.t.app, { username: "lee-editor", password: "a fine new password" }))
        .statusCode,
    ).toBe(200);

    const again = await acceptInvite(token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: STAFF_MESSAGES.inviteNotFound });
  });

  it("answers 404 for an unknown, malformed or expired link", async () => {
    expect((await acceptInvite("A".repeat(43))).statusCode).toBe(404);
    expect((await acceptInvite("short")).statusCode).toBe(404);
    const account = await invite("late-reviewer");
    await api.t.database.db
      .update(admins)
      .set({ inviteExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(admins.id, account.id));
    expect((await acceptInvite(tokenOf(account.inviteUrl))).statusCode).toBe(404);
    expect((await readInvite(tokenOf(account.inviteUrl))).statusCode).toBe(404);
  });

  it("GET /invites/{token} names whom a live link is for, without a session, and changes nothing", async () => {
    const account = await invite("greeted", "reviewer", { displayName: "Grace Eden" });
    const token = tokenOf(account.inviteUrl);
    const read = await readInvite(token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ username: "greeted", displayName: "Grace Eden" });
    expect((await readInvite(token)).statusCode).toBe(200);

    expect((await acceptInvite(token)).statusCode).toBe(200);
    const spent = await readInvite(token);
    expect(spent.statusCode).toBe(404);
    expect(spent.json()).toEqual({ message: STAFF_MESSAGES.inviteNotFound });
    expect((await readInvite("A".repeat(43))).statusCode).toBe(404);
    expect((await readInvite("not a token")).statusCode).toBe(404);
  });

  it("GET /invites/{token} answers 404 once the account is deactivated", async () => {
    const account = await invite("left-early");
    const deactivated = await call("PATCH", `/api/admin/staff/${account.id}`, { active: false });
    expect(deactivated.statusCode).toBe(200);
    expect((await readInvite(tokenOf(account.inviteUrl))).statusCode).toBe(404);
  });

  it("answers 400 for a password under 8 characters and keeps the link", async () => {
    const account = await invite("short-pass");
    const response = await acceptInvite(tokenOf(account.inviteUrl), "seven77");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(STAFF_MESSAGES.passwordTooShort);
    expect((await acceptInvite(tokenOf(account.inviteUrl))).statusCode).toBe(200);
  });

  it("refuses to sign in an invited account before it has a password", async () => {
    await invite("no-pass-yet");
    expect((await logIn(api.t.app, { username: "no-pass-yet", password: "" })).statusCode).toBe(
      400,
    );
    expect(
      (await logIn(api.t.app, { username: "no-pass-yet", password: "anything1" })).statusCode,
    ).toBe(401);
  });

  it("POST /staff/{id}/invite gives a new link, ends the old one and the account's sessions", async () => {
    const member = await joined("forgetful");
    const reissued = await call("POST", `/api/admin/staff/${member.id}/invite`);
    expect(reissued.statusCode).toBe(200);
    const { inviteUrl } = reissued.json();
    expect(inviteUrl).not.toBe(member.inviteUrl);
    expect((await me(member.cookie)).statusCode).toBe(401);
    expect((await acceptInvite(tokenOf(member.inviteUrl))).statusCode).toBe(404);
    const accepted = await acceptInvite(tokenOf(inviteUrl), "remembered at last");
    expect(accepted.statusCode).toBe(200);
    expect((await call("POST", "/api/admin/staff/999999/invite")).statusCode).toBe(404);
  });
});

describe("PATCH /api/admin/staff/{id}", () => {
  it("changes role, name and e-mail, records what changed, and answers the account", async () => {
    const member = await joined("promote-me");
    const response = await call("PATCH", `/api/admin/staff/${member.id}`, {
      role: "editor",
      displayName: "Promoted Person",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: "editor", displayName: "Promoted Person" });
    expect((await me(member.cookie)).json()).toMatchObject({ role: "editor" });
    const [entry] = await activity("staff_changed", member.id);
    expect(entry?.details).toMatchObject({
      role: { from: "reviewer", to: "editor" },
      displayName: { from: null, to: "Promoted Person" },
    });
  });

  it("deactivating ends the account's sessions at once and refuses its logins like a wrong password", async () => {
    const member = await joined("leaving-soon");
    expect((await me(member.cookie)).statusCode).toBe(200);
    const response = await call("PATCH", `/api/admin/staff/${member.id}`, { active: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ active: false });
    expect((await me(member.cookie)).statusCode).toBe(401);
    const login = await logIn(api.t.app, {
      username: "leaving-soon",
      password: "a fine new password",
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: "Invalid username or password" });

    await call("PATCH", `/api/admin/staff/${member.id}`, { active: true });
    const back = await logIn(api.t.app, {
      username: "leaving-soon",
      password: "a fine new password",
    });
    expect(back.statusCode).toBe(200);
  });

  it("answers 409 when the last active admin would be deactivated or demoted", async () => {
    const [self] = await api.t.database.db
      .select()
      .from(admins)
      .where(eq(admins.username, TEST_ADMIN.username));
    const others = await api.t.database.db
      .select({ id: admins.id })
      .from(admins)
      .where(sql`${admins.role} = 'admin' and ${admins.active} and ${admins.id} <> ${self?.id}`);
    expect(others).toEqual([]);
    for (const change of [{ active: false }, { role: "reviewer" }]) {
      const response = await call("PATCH", `/api/admin/staff/${self?.id}`, change);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: STAFF_MESSAGES.lastAdmin });
    }
    // With a second admin, the first may step down.
    const second = await joined("second-admin", "admin");
    const stepDown = await call(
      "PATCH",
      `/api/admin/staff/${self?.id}`,
      { role: "reviewer" },
      second.cookie,
    );
    expect(stepDown.statusCode).toBe(200);
    const restore = await call(
      "PATCH",
      `/api/admin/staff/${self?.id}`,
      { role: "admin" },
      second.cookie,
    );
    expect(restore.statusCode).toBe(200);
  });

  it.each([
    [{}, STAFF_MESSAGES.nothingToChange],
    [{ role: "owner" }, STAFF_MESSAGES.role],
    [{ active: "no" }, STAFF_MESSAGES.active],
  ])("answers 400 for %j", async (payload, message) => {
    const member = await invite(`bad-patch-${Object.keys(payload).join("") || "empty"}`);
    const response = await call("PATCH", `/api/admin/staff/${member.id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await call("PATCH", "/api/admin/staff/999999", { role: "editor" })).statusCode).toBe(
      404,
    );
    expect((await call("PATCH", "/api/admin/staff/abc", { role: "editor" })).statusCode).toBe(404);
  });
});

describe("staff routes for other roles", () => {
  it("answers 403 to a reviewer and an editor", async () => {
    for (const role of ["reviewer", "editor"] as const) {
      const { cookie } = await signedInStaff(api.t, role, `not-admin-${role}`);
      expect((await call("GET", "/api/admin/staff", undefined, cookie)).statusCode).toBe(403);
      expect(
        (await call("POST", "/api/admin/staff", { username: "sneaky", role: "admin" }, cookie))
          .statusCode,
      ).toBe(403);
    }
  });
});

describe("signing in", () => {
  it("sets lastLoginAt and records signed_in", async () => {
    const { account } = await signedInStaff(api.t, "reviewer", "logs-in");
    const [row] = await api.t.database.db.select().from(admins).where(eq(admins.id, account.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
    expect(await activity("signed_in", account.id)).toHaveLength(1);
  });
});

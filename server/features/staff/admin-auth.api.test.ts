import { ADMIN_AUTH_MESSAGES } from "@shared/schemas/admin-auth";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createTestAdmin,
  logIn,
  sessionCookieOf,
  signIn,
  TEST_ADMIN,
} from "../../../tests/support/admin-session";
import { createTestApp, postJson, type TestApp } from "../../../tests/support/test-app";
import { admins, loginFailures, sessions } from "../../db/schema";
import { hashSessionToken } from "./sessions";

const INVALID = { message: ADMIN_AUTH_MESSAGES.invalidCredentials };

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  await createTestAdmin(testApp);
});
afterAll(async () => {
  await testApp.close();
});

// The brute-force limit counts per username and IP: each test starts with a clean slate.
beforeEach(async () => {
  await testApp.database.db.delete(loginFailures);
});

const me = (cookie?: string) =>
  app.inject({ method: "GET", url: "/api/admin/me", headers: cookie ? { cookie } : {} });

function sessionCookieAttributes(setCookie: string | string[] | undefined) {
  const header = [setCookie ?? []].flat().find((value) => value.startsWith("rs_session="));
  if (!header) throw new Error("no rs_session cookie set");
  return header.split(";").map((part) => part.trim());
}

describe("POST /api/admin/login", () => {
  it("answers the admin, without any password field, and sets the session cookie", async () => {
    const response = await logIn(app);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      "createdAt",
      "displayName",
      "email",
      "id",
      "notify",
      "role",
      "updatedAt",
      "username",
    ]);
    expect(body).toMatchObject({ id: expect.any(Number), username: TEST_ADMIN.username });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(response.body).not.toMatch(/password|scrypt/i);
  });

  it("marks the cookie HttpOnly, SameSite=Lax, Path=/, 7 days, and not Secure without TRUST_PROXY", async () => {
    const attributes = sessionCookieAttributes((await logIn(app)).headers["set-cookie"]);
    expect(attributes).toEqual(
      expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age=604800"]),
    );
    expect(attributes).not.toContain("Secure");
  });

  it("marks the cookie Secure under TRUST_PROXY", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "1" });
    try {
      await createTestAdmin(proxied);
      const attributes = sessionCookieAttributes((await logIn(proxied.app)).headers["set-cookie"]);
      expect(attributes).toEqual(
        expect.arrayContaining(["Secure", "HttpOnly", "SameSite=Lax", "Path=/"]),
      );
    } finally {
      await proxied.close();
    }
  });

  it("issues an opaque random token of at least 128 bits, stored only as its SHA-256", async () => {
    const response = await logIn(app);
    const token = sessionCookieOf(response).replace("rs_session=", "");
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(token).not.toBe(sessionCookieOf(await logIn(app)).replace("rs_session=", ""));

    const stored = await testApp.database.db.select().from(sessions);
    expect(stored.map((row) => row.tokenHash)).toContain(hashSessionToken(token));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
  });

  it("answers a wrong password and an unknown username with the same 401", async () => {
    const wrongPassword = await logIn(app, { username: TEST_ADMIN.username, password: "nope!!" });
    const unknownUser = await logIn(app, { username: "nobody", password: "nope!!" });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    expect(unknownUser.body).toBe(wrongPassword.body);
  });

  it("spends the hashing time for an unknown username too, so timing does not tell", async () => {
    const timed = async (username: string, remoteAddress: string) => {
      const started = performance.now();
      await logIn(app, { username, password: "not the password" }, { remoteAddress });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[1] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (const address of ["10.0.0.1", "10.0.0.2", "10.0.0.3"]) {
      known.push(await timed(TEST_ADMIN.username, address));
      unknown.push(await timed("no-such-admin", address));
    }
    // Both run one scrypt verification; without it an unknown name would answer in ~1 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) / 2);
  });

  it("is case-sensitive about the password and exact about the username", async () => {
    expect(
      (await logIn(app, { ...TEST_ADMIN, password: TEST_ADMIN.password.toUpperCase() })).statusCode,
    ).toBe(401);
    expect((await logIn(app, { ...TEST_ADMIN, username: "ADMIN" })).statusCode).toBe(401);
  });

  it("trims the username, not the password", async () => {
    expect((await logIn(app, { ...TEST_ADMIN, username: "  admin " })).statusCode).toBe(200);
    expect(
      (await logIn(app, { ...TEST_ADMIN, password: ` ${TEST_ADMIN.password}` })).statusCode,
    ).toBe(401);
  });

  it.each([
    ["both missing", {}, ["username", "password"]],
    ["username blank", { username: "   ", password: "x" }, ["username"]],
    ["password empty", { username: "admin", password: "" }, ["password"]],
    ["wrong types", { username: 7, password: ["x"] }, ["username", "password"]],
  ])("answers 400 naming the fields when %s", async (_label, body, paths) => {
    const response = await postJson(app, "/api/admin/login", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual(paths);
    expect(response.json().errors[0].message).toBe(
      paths[0] === "username"
        ? ADMIN_AUTH_MESSAGES.usernameRequired
        : ADMIN_AUTH_MESSAGES.passwordRequired,
    );
  });

  it("issues a fresh session id and ends the one the browser sent (rotation)", async () => {
    const before = await signIn(app);
    const after = sessionCookieOf(await logIn(app, TEST_ADMIN, { cookie: before }));
    expect(after).not.toBe(before);
    expect((await me(before)).statusCode).toBe(401);
    expect((await me(after)).statusCode).toBe(200);
  });

  it("never adopts a session id chosen before login (fixation)", async () => {
    const planted = `rs_session=${"A".repeat(43)}`;
    const issued = sessionCookieOf(await logIn(app, TEST_ADMIN, { cookie: planted }));
    expect(issued).not.toBe(planted);
    expect((await me(planted)).statusCode).toBe(401);
    expect((await me(issued)).statusCode).toBe(200);
  });
});

describe("brute-force limit (on even with RATE_LIMITS=off, as in these tests)", () => {
  const wrong: { username: string; password: string } = {
    username: TEST_ADMIN.username,
    password: "guess-guess",
  };

  async function failFiveTimes(remoteAddress: string, credentials = wrong) {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await logIn(app, credentials, { remoteAddress });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
  }

  it("answers 429 with Retry-After of 15 minutes after 5 failures, even for the right password", async () => {
    await failFiveTimes("10.1.0.1");
    for (const credentials of [wrong, TEST_ADMIN]) {
      const response = await logIn(app, credentials, { remoteAddress: "10.1.0.1" });
      expect(response.statusCode).toBe(429);
      const retryAfter = Number(response.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(response.json().message).toMatch(/try again in 15 minutes/);
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("counts unknown usernames the same way", async () => {
    await failFiveTimes("10.1.0.2", { username: "ghost", password: "guess-guess" });
    const response = await logIn(
      app,
      { username: "ghost", password: "x" },
      { remoteAddress: "10.1.0.2" },
    );
    expect(response.statusCode).toBe(429);
  });

  it("limits one username from one IP: the same admin elsewhere, or another name here, still gets in", async () => {
    await failFiveTimes("10.1.0.3");
    expect((await logIn(app, TEST_ADMIN, { remoteAddress: "10.1.0.4" })).statusCode).toBe(200);
    const other = await logIn(
      app,
      { username: "someone", password: "x" },
      { remoteAddress: "10.1.0.3" },
    );
    expect(other.statusCode).toBe(401);
  });

  it("lets the pair in again once the 15 minutes have passed", async () => {
    await failFiveTimes("10.1.0.5");
    await testApp.database.db
      .update(loginFailures)
      .set({ failedAt: sql`${loginFailures.failedAt} - interval '15 minutes 1 second'` });
    expect((await logIn(app, TEST_ADMIN, { remoteAddress: "10.1.0.5" })).statusCode).toBe(200);
  });

  it("does not lock out after 5 failures spread over more than 15 minutes", async () => {
    await failFiveTimes("10.1.0.6");
    // The oldest of the five now lies 16 minutes back, outside the window.
    const [oldest] = await testApp.database.db
      .select({ id: loginFailures.id })
      .from(loginFailures)
      .orderBy(loginFailures.id)
      .limit(1);
    await testApp.database.db
      .update(loginFailures)
      .set({ failedAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginFailures.id, oldest?.id ?? 0));
    expect((await logIn(app, TEST_ADMIN, { remoteAddress: "10.1.0.6" })).statusCode).toBe(200);
  });

  it("forgets the failures of a username and IP when that pair logs in successfully", async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      await logIn(app, wrong, { remoteAddress: "10.1.0.7" });
    }
    expect((await logIn(app, TEST_ADMIN, { remoteAddress: "10.1.0.7" })).statusCode).toBe(200);
    await failFiveTimes("10.1.0.7");
    expect((await logIn(app, wrong, { remoteAddress: "10.1.0.7" })).statusCode).toBe(429);
  });

  it("holds under a burst of parallel guesses: at most 5 get checked", async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => logIn(app, wrong, { remoteAddress: "10.1.0.8" })),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it("does not count a request that fails validation", async () => {
    for (let attempt = 1; attempt <= 6; attempt++) {
      const response = await logIn(
        app,
        { username: TEST_ADMIN.username, password: "" },
        { remoteAddress: "10.1.0.9" },
      );
      expect(response.statusCode).toBe(400);
    }
    expect((await logIn(app, TEST_ADMIN, { remoteAddress: "10.1.0.9" })).statusCode).toBe(200);
  });
});

describe("GET /api/admin/me", () => {
  it("answers the signed-in admin with their role, display name and e-mail", async () => {
    const response = await me(await signIn(app));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      username: TEST_ADMIN.username,
      displayName: null,
      email: null,
      role: "admin",
      notify: "instant",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("answers 401 JSON without a session", async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it("is never cached", async () => {
    expect((await me(await signIn(app))).headers["cache-control"]).toBe("no-store");
  });
});

describe("POST /api/admin/logout", () => {
  it("ends the session, deletes its row and clears the cookie", async () => {
    const cookie = await signIn(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    const attributes = sessionCookieAttributes(response.headers["set-cookie"]);
    expect(attributes[0]).toBe("rs_session=");
    expect(attributes).toContain("Max-Age=0");
    expect((await me(cookie)).statusCode).toBe(401);

    const token = cookie.replace("rs_session=", "");
    const rows = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(rows).toEqual([]);
  });

  it("leaves the admin's other sessions alone", async () => {
    const [first, second] = [await signIn(app), await signIn(app)];
    await app.inject({ method: "POST", url: "/api/admin/logout", headers: { cookie: first } });
    expect((await me(second)).statusCode).toBe(200);
  });
});

describe("idle expiry", () => {
  async function lastSeenOf(cookie: string) {
    const [row] = await testApp.database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(cookie.replace("rs_session=", ""))));
    return row?.lastSeenAt;
  }

  async function setIdleFor(cookie: string, interval: string) {
    await testApp.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - ${interval}::interval` })
      .where(eq(sessions.tokenHash, hashSessionToken(cookie.replace("rs_session=", ""))));
  }

  it("ends a session idle for more than 7 days and deletes it", async () => {
    const cookie = await signIn(app);
    await setIdleFor(cookie, "7 days 1 minute");
    const response = await me(cookie);
    expect(response.statusCode).toBe(401);
    expect(await lastSeenOf(cookie)).toBeUndefined();
    expect(sessionCookieAttributes(response.headers["set-cookie"])).toContain("Max-Age=0");
  });

  it("keeps a session idle for 6 days, moves last_seen_at to now and renews the cookie", async () => {
    const cookie = await signIn(app);
    await setIdleFor(cookie, "6 days");
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    const lastSeen = await lastSeenOf(cookie);
    expect(Date.now() - (lastSeen?.getTime() ?? 0)).toBeLessThan(60_000);
    expect(sessionCookieAttributes(response.headers["set-cookie"])).toContain("Max-Age=604800");
  });

  it("writes last_seen_at at most once a minute", async () => {
    const cookie = await signIn(app);
    await setIdleFor(cookie, "30 seconds");
    const before = await lastSeenOf(cookie);
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(await lastSeenOf(cookie)).toEqual(before);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("clears sessions that expired unseen when anyone logs in", async () => {
    const forgotten = await signIn(app);
    await setIdleFor(forgotten, "8 days");
    await signIn(app);
    expect(await lastSeenOf(forgotten)).toBeUndefined();
  });
});

describe("POST /api/admin/change-password", () => {
  const changePassword = (cookie: string, body: unknown) =>
    postJson(app, "/api/admin/change-password", body, { headers: { cookie } });

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
    const cookie = await signIn(app);
    const response = await changePassword(cookie, {
      currentPassword: "not it",
      newPassword: "brand new password",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Current password is incorrect",
      message: "Current password is incorrect",
    });
    expect((await logIn(app)).statusCode).toBe(200);
  });

  it("counts wrong current passwords against the login limit: 429 after 5, even for the right one", async () => {
    const remoteAddress = "10.2.0.1";
    const cookie = sessionCookieOf(await logIn(app, TEST_ADMIN, { remoteAddress }));
    const attempt = (currentPassword: string) =>
      postJson(
        app,
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
    expect((await logIn(app, TEST_ADMIN, { remoteAddress })).statusCode).toBe(429);
    expect((await logIn(app, TEST_ADMIN, { remoteAddress: "10.2.0.2" })).statusCode).toBe(200);
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
    const response = await changePassword(await signIn(app), body);
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

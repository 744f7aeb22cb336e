import { ADMIN_AUTH_MESSAGES } from "@shared/schemas/admin-auth";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminAuthAppForThisFile,
  sessionCookieAttributes,
} from "../../../tests/support/admin-auth-app";
import {
  createTestAdmin,
  logIn,
  sessionCookieOf,
  signIn,
  TEST_ADMIN,
} from "../../../tests/support/admin-session";
import { createTestApp, postJson } from "../../../tests/support/test-app";
import { sessions } from "../../db/schema";
import { hashSessionToken } from "./sessions";

/** Signing in and out, and who is signed in (contract §6). */

const INVALID = { message: ADMIN_AUTH_MESSAGES.invalidCredentials };

const auth = adminAuthAppForThisFile();

describe("POST /api/admin/login", () => {
  it("answers the admin, without any password field, and sets the session cookie", async () => {
    const response = await logIn(auth.app);
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
    const attributes = sessionCookieAttributes((await logIn(auth.app)).headers["set-cookie"]);
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
    const response = await logIn(auth.app);
    const token = sessionCookieOf(response).replace("rs_session=", "");
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(token).not.toBe(sessionCookieOf(await logIn(auth.app)).replace("rs_session=", ""));

    const stored = await auth.testApp.database.db.select().from(sessions);
    expect(stored.map((row) => row.tokenHash)).toContain(hashSessionToken(token));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
  });

  it("answers a wrong password and an unknown username with the same 401", async () => {
    const wrongPassword = await logIn(auth.app, {
      username: TEST_ADMIN.username,
      password: "nope!!",
    });
    const unknownUser = await logIn(auth.app, { username: "nobody", password: "nope!!" });
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
      await logIn(auth.app, { username, password: "not the password" }, { remoteAddress });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[2] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (const address of ["10.0.0.1", "10.0.0.2", "10.0.0.3", "10.0.0.4", "10.0.0.5"]) {
      known.push(await timed(TEST_ADMIN.username, address));
      unknown.push(await timed("no-such-admin", address));
    }
    // Both run one scrypt verification; without it an unknown name would answer in ~1 ms, a
    // hundredth of a known one. A quarter leaves room for a busy machine's database writes
    // (in CI a known name's median once took 281 ms beside an unknown one's 105 ms).
    expect(median(unknown)).toBeGreaterThan(median(known) / 4);
  });

  it("is case-sensitive about the password and exact about the username", async () => {
    expect(
      (await logIn(auth.app, { ...TEST_ADMIN, password: TEST_ADMIN.password.toUpperCase() }))
        .statusCode,
    ).toBe(401);
    expect((await logIn(auth.app, { ...TEST_ADMIN, username: "ADMIN" })).statusCode).toBe(401);
  });

  it("trims the username, not the password", async () => {
    expect((await logIn(auth.app, { ...TEST_ADMIN, username: "  admin " })).statusCode).toBe(200);
    expect(
      (await logIn(auth.app, { ...TEST_ADMIN, password: ` ${TEST_ADMIN.password}` })).statusCode,
    ).toBe(401);
  });

  it.each([
    ["both missing", {}, ["username", "password"]],
    ["username blank", { username: "   ", password: "x" }, ["username"]],
    ["password empty", { username: "admin", password: "" }, ["password"]],
    ["wrong types", { username: 7, password: ["x"] }, ["username", "password"]],
  ])("answers 400 naming the fields when %s", async (_label, body, paths) => {
    const response = await postJson(auth.app, "/api/admin/login", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual(paths);
    expect(response.json().errors[0].message).toBe(
      paths[0] === "username"
        ? ADMIN_AUTH_MESSAGES.usernameRequired
        : ADMIN_AUTH_MESSAGES.passwordRequired,
    );
  });

  it("issues a fresh session id and ends the one the browser sent (rotation)", async () => {
    const before = await signIn(auth.app);
    const after = sessionCookieOf(await logIn(auth.app, TEST_ADMIN, { cookie: before }));
    expect(after).not.toBe(before);
    expect((await auth.me(before)).statusCode).toBe(401);
    expect((await auth.me(after)).statusCode).toBe(200);
  });

  it("never adopts a session id chosen before login (fixation)", async () => {
    const planted = `rs_session=${"A".repeat(43)}`;
    const issued = sessionCookieOf(await logIn(auth.app, TEST_ADMIN, { cookie: planted }));
    expect(issued).not.toBe(planted);
    expect((await auth.me(planted)).statusCode).toBe(401);
    expect((await auth.me(issued)).statusCode).toBe(200);
  });
});

describe("GET /api/admin/me", () => {
  it("answers the signed-in admin with their role, display name, e-mail and second factors", async () => {
    const response = await auth.me(await signIn(auth.app));
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
      secondFactor: { methods: [], setupRequired: false },
    });
  });

  it("answers 401 JSON without a session", async () => {
    const response = await auth.me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it("is never cached", async () => {
    expect((await auth.me(await signIn(auth.app))).headers["cache-control"]).toBe("no-store");
  });
});

describe("POST /api/admin/logout", () => {
  it("ends the session, deletes its row and clears the cookie", async () => {
    const cookie = await signIn(auth.app);
    const response = await auth.app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    const attributes = sessionCookieAttributes(response.headers["set-cookie"]);
    expect(attributes[0]).toBe("rs_session=");
    expect(attributes).toContain("Max-Age=0");
    expect((await auth.me(cookie)).statusCode).toBe(401);

    const token = cookie.replace("rs_session=", "");
    const rows = await auth.testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(rows).toEqual([]);
  });

  it("leaves the admin's other sessions alone", async () => {
    const [first, second] = [await signIn(auth.app), await signIn(auth.app)];
    await auth.app.inject({ method: "POST", url: "/api/admin/logout", headers: { cookie: first } });
    expect((await auth.me(second)).statusCode).toBe(200);
  });
});

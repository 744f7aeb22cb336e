import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieOf } from "../../../../tests/support/admin-session";
import {
  awayFromStepEdge,
  codeFor,
  enrolTotp,
  newAccount,
  passwordStep,
} from "../../../../tests/support/second-factor";
import { createTestApp, postJson, type TestApp } from "../../../../tests/support/test-app";
import { SESSION_COOKIE } from "../session-cookie";
import { PENDING_COOKIE } from "./pending-sign-in";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const call = (method: "GET" | "POST" | "DELETE", url: string, cookie: string, body?: unknown) =>
  body === undefined
    ? testApp.app.inject({ method, url, headers: { cookie } })
    : testApp.app.inject({
        method,
        url,
        headers: { cookie, "content-type": "application/json" },
        payload: JSON.stringify(body),
      });

const loginTotp = (pending: string, body: unknown) =>
  postJson(testApp.app, "/api/admin/login/totp", body, { headers: { cookie: pending } });

describe("setting up the authenticator app", () => {
  it("hands out a secret, its otpauth URL and a QR code, and changes nothing until confirmed", async () => {
    const { cookie, credentials } = await newAccount(testApp);
    const setup = await call("POST", "/api/admin/me/totp", cookie);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg/);
    expect((await call("GET", "/api/admin/me/totp", cookie)).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    // Not confirmed: the password alone still signs in.
    const login = await postJson(testApp.app, "/api/admin/login", credentials);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ username: credentials.username });
  });

  it("refuses a wrong or malformed code (400), and confirming before starting (409)", async () => {
    const { cookie } = await newAccount(testApp);
    const early = await call("POST", "/api/admin/me/totp/confirm", cookie, { code: "123456" });
    expect(early.statusCode).toBe(409);
    await awayFromStepEdge();
    const { secret } = (await call("POST", "/api/admin/me/totp", cookie)).json();
    const wrong = String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, "0");
    const refused = await call("POST", "/api/admin/me/totp/confirm", cookie, { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    const malformed = await call("POST", "/api/admin/me/totp/confirm", cookie, { code: "12ab" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({ path: "code" });
  });

  it("confirms with a right code: ten distinct recovery codes, once; a second setup is 409", async () => {
    const { cookie, account } = await newAccount(testApp);
    const { recoveryCodes } = await enrolTotp(testApp.app, cookie);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await call("GET", "/api/admin/me/totp", cookie)).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await call("POST", "/api/admin/me/totp", cookie)).statusCode).toBe(409);
    // Stored hashed: no code appears in the database.
    const stored = JSON.stringify(
      await testApp.database.db.query.staffRecoveryCodes.findMany({
        where: (t, { eq }) => eq(t.adminId, account.id),
      }),
    );
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace("-", ""));
    }
  });
});

describe("signing in with the app", () => {
  it("asks for the second step after a right password: no session, a 5-minute HttpOnly pending cookie", async () => {
    const { cookie, credentials } = await newAccount(testApp);
    await enrolTotp(testApp.app, cookie);
    const { response } = await passwordStep(testApp.app, credentials);
    expect(response.json()).toEqual({ next: "second-factor", methods: ["totp"] });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const pending = response.cookies.find((c) => c.name === PENDING_COOKIE);
    expect(pending).toMatchObject({ httpOnly: true, sameSite: "Lax", maxAge: 300 });
    // The pending cookie is no session.
    const me = await call("GET", "/api/admin/me", `${PENDING_COOKIE}=${pending?.value}`);
    expect(me.statusCode).toBe(401);
  });

  it("signs in with the next step's code, refuses the confirming code (replay) and a wrong one with 401", async () => {
    const { cookie, credentials } = await newAccount(testApp);
    const { secret } = await enrolTotp(testApp.app, cookie);
    const { pending } = await passwordStep(testApp.app, credentials);
    // The confirming code counts as used.
    const replayed = await loginTotp(pending, { code: codeFor(secret) });
    expect(replayed.statusCode).toBe(401);
    const wrong = await loginTotp(pending, {
      code: "000000" === codeFor(secret, 1) ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: expect.any(String) });
    const signedIn = await loginTotp(pending, { code: codeFor(secret, 1) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ username: credentials.username });
    const me = await call("GET", "/api/admin/me", sessionCookieOf(signedIn));
    expect(me.statusCode).toBe(200);
    expect(me.json().secondFactor).toEqual({ methods: ["totp"], setupRequired: false });
    // The pending sign-in is spent with it.
    expect((await loginTotp(pending, { code: codeFor(secret, 1) })).statusCode).toBe(401);
  });

  it("accepts one step of drift either way, each code once, and refuses two steps", async () => {
    const { cookie, credentials } = await newAccount(testApp);
    // Set up with a recovery-free path: the confirming code is the current step's.
    const { secret } = await enrolTotp(testApp.app, cookie);
    await testApp.database.db.execute(
      // Forget the confirming step so the older step's code may be tried.
      `update staff_totp set last_used_step = null where secret = '${secret}'`,
    );
    await awayFromStepEdge();
    const first = await passwordStep(testApp.app, credentials);
    expect((await loginTotp(first.pending, { code: codeFor(secret, -2) })).statusCode).toBe(401);
    expect((await loginTotp(first.pending, { code: codeFor(secret, 2) })).statusCode).toBe(401);
    expect((await loginTotp(first.pending, { code: codeFor(secret, -1) })).statusCode).toBe(200);
    const second = await passwordStep(testApp.app, credentials);
    // The same code again, and an older one, are refused once a step is used.
    expect((await loginTotp(second.pending, { code: codeFor(secret, -1) })).statusCode).toBe(401);
    expect((await loginTotp(second.pending, { code: codeFor(secret, 1) })).statusCode).toBe(200);
    const third = await passwordStep(testApp.app, credentials);
    expect((await loginTotp(third.pending, { code: codeFor(secret, 0) })).statusCode).toBe(401);
  });

  it("signs in with a recovery code once (any case, with or without the dash)", async () => {
    const { cookie, credentials } = await newAccount(testApp);
    const { recoveryCodes } = await enrolTotp(testApp.app, cookie);
    const [code = ""] = recoveryCodes;
    const first = await passwordStep(testApp.app, credentials);
    const used = await loginTotp(first.pending, { recoveryCode: code.toUpperCase() });
    expect(used.statusCode).toBe(200);
    const second = await passwordStep(testApp.app, credentials);
    expect((await loginTotp(second.pending, { recoveryCode: code })).statusCode).toBe(401);
    expect(
      (await loginTotp(second.pending, { recoveryCode: code.replace("-", "") })).statusCode,
    ).toBe(401);
    const other = await loginTotp(second.pending, {
      recoveryCode: recoveryCodes[1]?.replace("-", " "),
    });
    expect(other.statusCode).toBe(200);
    expect((await call("GET", "/api/admin/me/totp", sessionCookieOf(other))).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 8,
    });
  });

  it("answers 401 without a pending sign-in and 400 for a body that is neither a code nor a recovery code", async () => {
    expect(
      (await postJson(testApp.app, "/api/admin/login/totp", { code: "123456" })).statusCode,
    ).toBe(401);
    const forged = await loginTotp(`${PENDING_COOKIE}=${"a".repeat(43)}`, { code: "123456" });
    expect(forged.statusCode).toBe(401);
    for (const body of [
      {},
      { code: "12" },
      { code: "123456", recoveryCode: "x" },
      { recoveryCode: "" },
    ]) {
      expect((await postJson(testApp.app, "/api/admin/login/totp", body)).statusCode).toBe(400);
    }
  });
});

describe("recovery codes and removing the app", () => {
  it("regenerates ten new codes for a right app code (the old stop working); a wrong code is 400", async () => {
    const { cookie, credentials } = await newAccount(testApp);
    const { secret, recoveryCodes: old } = await enrolTotp(testApp.app, cookie);
    expect(
      (await call("POST", "/api/admin/me/recovery-codes", cookie, { code: "000001" })).statusCode,
    ).toBe(400);
    const fresh = await call("POST", "/api/admin/me/recovery-codes", cookie, {
      code: codeFor(secret, 1),
    });
    expect(fresh.statusCode).toBe(200);
    const { recoveryCodes } = fresh.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(old[0]);
    const { pending } = await passwordStep(testApp.app, credentials);
    expect((await loginTotp(pending, { recoveryCode: old[0] })).statusCode).toBe(401);
    expect((await loginTotp(pending, { recoveryCode: recoveryCodes[0] })).statusCode).toBe(200);
  });

  it("removes the app with the password (a wrong one is 400); the password alone then signs in", async () => {
    const { cookie, credentials } = await newAccount(testApp);
    await enrolTotp(testApp.app, cookie);
    const wrong = await call("DELETE", "/api/admin/me/totp", cookie, { password: "not it" });
    expect(wrong.statusCode).toBe(400);
    expect((await call("DELETE", "/api/admin/me/totp", cookie, {})).statusCode).toBe(400);
    const removed = await call("DELETE", "/api/admin/me/totp", cookie, {
      password: credentials.password,
    });
    expect(removed.statusCode).toBe(204);
    expect((await call("GET", "/api/admin/me/totp", cookie)).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const again = await call("DELETE", "/api/admin/me/totp", cookie, {
      password: credentials.password,
    });
    expect(again.statusCode).toBe(404);
    const login = await postJson(testApp.app, "/api/admin/login", credentials);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ username: credentials.username });
  });

  it("logs second_factor_added and second_factor_removed with the method and no secret", async () => {
    const { cookie, credentials, account } = await newAccount(testApp);
    const { secret, recoveryCodes } = await enrolTotp(testApp.app, cookie);
    await call("DELETE", "/api/admin/me/totp", cookie, { password: credentials.password });
    const entries = await testApp.database.db.query.activityLog.findMany({
      where: (t, { and, eq, inArray }) =>
        and(
          eq(t.actorId, account.id),
          inArray(t.action, ["second_factor_added", "second_factor_removed"]),
        ),
      orderBy: (t, { asc }) => asc(t.id),
    });
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ["second_factor_added", { method: "totp" }],
      ["second_factor_removed", { method: "totp" }],
    ]);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(recoveryCodes[0]);
  });

  it("needs a session for every /me/totp route", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/me/totp"],
      ["POST", "/api/admin/me/totp"],
      ["POST", "/api/admin/me/totp/confirm"],
      ["DELETE", "/api/admin/me/totp"],
      ["POST", "/api/admin/me/recovery-codes"],
    ] as const) {
      expect((await testApp.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

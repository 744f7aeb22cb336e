import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieOf } from "../../../../tests/support/admin-session";
import {
  enrolPasskey,
  enrolTotp,
  newAccount,
  passwordStep,
  pendingCookieOf,
} from "../../../../tests/support/second-factor";
import { softwarePasskey } from "../../../../tests/support/software-authenticator";
import {
  createTestApp,
  postJson,
  TEST_PUBLIC_URL,
  type TestApp,
} from "../../../../tests/support/test-app";
import { SESSION_COOKIE } from "../session-cookie";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const inject = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  cookie?: string,
  body?: unknown,
) =>
  testApp.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

/** Starts a passkey sign-in (after a password when `pending` is given): the options and the cookie to send. */
async function signInOptions(pending?: string) {
  const response = await inject("POST", "/api/admin/login/passkey/options", pending);
  expect(response.statusCode).toBe(200);
  const cookie = pending ?? pendingCookieOf(response);
  return { options: response.json(), cookie };
}

describe("adding passkeys", () => {
  it("offers registration options for the PUBLIC_URL host, asking for a discoverable, verified credential", async () => {
    const { cookie, account } = await newAccount(testApp);
    const response = await inject("POST", "/api/admin/me/passkeys/options", cookie);
    expect(response.statusCode).toBe(200);
    const options = response.json();
    expect(options.rp).toEqual({ id: "localhost", name: "Rootstock Ventures" });
    expect(options.user.name).toBe(account.username);
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    expect(options.excludeCredentials).toEqual([]);
  });

  it("stores a verified passkey (201), lists, renames and removes it (204); logs both without secrets", async () => {
    const { cookie, account } = await newAccount(testApp);
    const { record, passkey } = await enrolPasskey(testApp.app, cookie, "Work laptop");
    expect(record).toEqual({
      id: expect.any(Number),
      name: "Work laptop",
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    const second = await enrolPasskey(testApp.app, cookie);
    expect(second.record.name).toBe("Passkey 2");
    const listed = await inject("GET", "/api/admin/me/passkeys", cookie);
    expect(listed.json().map((p: { name: string }) => p.name)).toEqual([
      "Work laptop",
      "Passkey 2",
    ]);
    const options = (await inject("POST", "/api/admin/me/passkeys/options", cookie)).json();
    expect(options.excludeCredentials.map((c: { id: string }) => c.id)).toContain(passkey.id);

    const renamed = await inject("PATCH", `/api/admin/me/passkeys/${record.id}`, cookie, {
      name: "Phone",
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe("Phone");
    expect(
      (await inject("PATCH", `/api/admin/me/passkeys/${record.id}`, cookie, { name: " " }))
        .statusCode,
    ).toBe(400);
    expect((await inject("DELETE", `/api/admin/me/passkeys/${record.id}`, cookie)).statusCode).toBe(
      204,
    );
    expect((await inject("DELETE", `/api/admin/me/passkeys/${record.id}`, cookie)).statusCode).toBe(
      404,
    );
    expect((await inject("DELETE", "/api/admin/me/passkeys/abc", cookie)).statusCode).toBe(400);
    expect((await inject("GET", "/api/admin/me/passkeys", cookie)).json()).toHaveLength(1);

    const entries = await testApp.database.db.query.activityLog.findMany({
      where: (t, { and, eq, like }) =>
        and(eq(t.actorId, account.id), like(t.action, "second_factor_%")),
      orderBy: (t, { asc }) => asc(t.id),
    });
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ["second_factor_added", { method: "passkey", name: "Work laptop" }],
      ["second_factor_added", { method: "passkey", name: "Passkey 2" }],
      ["second_factor_removed", { method: "passkey", name: "Phone" }],
    ]);
  });

  it("refuses an answer without options (400), from another origin (400), twice the same key (409)", async () => {
    const { cookie } = await newAccount(testApp);
    const passkey = softwarePasskey(TEST_PUBLIC_URL);
    const fakeOptions = {
      challenge: "bm90LWEtY2hhbGxlbmdl",
      rp: { id: "localhost" },
      user: { id: "eA" },
    };
    const early = await inject("POST", "/api/admin/me/passkeys", cookie, {
      response: passkey.register(fakeOptions),
    });
    expect(early.statusCode).toBe(400);

    const options = (await inject("POST", "/api/admin/me/passkeys/options", cookie)).json();
    const phished = passkey.register(options, { origin: "https://rootstock.example.net" });
    expect(
      (await inject("POST", "/api/admin/me/passkeys", cookie, { response: phished })).statusCode,
    ).toBe(400);
    // The challenge was spent by the refused answer.
    const late = await inject("POST", "/api/admin/me/passkeys", cookie, {
      response: passkey.register(options),
    });
    expect(late.statusCode).toBe(400);

    const fresh = (await inject("POST", "/api/admin/me/passkeys/options", cookie)).json();
    expect(
      (
        await inject("POST", "/api/admin/me/passkeys", cookie, {
          response: passkey.register(fresh),
        })
      ).statusCode,
    ).toBe(201);
    const again = (await inject("POST", "/api/admin/me/passkeys/options", cookie)).json();
    expect(
      (
        await inject("POST", "/api/admin/me/passkeys", cookie, {
          response: passkey.register(again),
        })
      ).statusCode,
    ).toBe(409);
    for (const body of [
      {},
      { response: "x" },
      { response: {} },
      { name: "x".repeat(61), response: passkey.register(again) },
    ]) {
      expect((await inject("POST", "/api/admin/me/passkeys", cookie, body)).statusCode).toBe(400);
    }
  });

  it("does not let one account remove or rename another's passkey (404)", async () => {
    const owner = await newAccount(testApp);
    const other = await newAccount(testApp);
    const { record } = await enrolPasskey(testApp.app, owner.cookie);
    expect(
      (await inject("DELETE", `/api/admin/me/passkeys/${record.id}`, other.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await inject("PATCH", `/api/admin/me/passkeys/${record.id}`, other.cookie, { name: "Mine" }))
        .statusCode,
    ).toBe(404);
    expect((await inject("GET", "/api/admin/me/passkeys", owner.cookie)).json()).toHaveLength(1);
  });
});

describe("signing in with a passkey", () => {
  it("completes a password sign-in with the account's passkey, naming only its own keys", async () => {
    const { cookie, credentials } = await newAccount(testApp);
    const { passkey } = await enrolPasskey(testApp.app, cookie);
    const { response, pending } = await passwordStep(testApp.app, credentials);
    expect(response.json()).toEqual({ next: "second-factor", methods: ["passkey"] });
    const { options } = await signInOptions(pending);
    expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([passkey.id]);
    expect(options.rpId).toBe("localhost");
    const signedIn = await inject("POST", "/api/admin/login/passkey", pending, {
      response: passkey.authenticate(options),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ username: credentials.username });
    const listed = (
      await inject("GET", "/api/admin/me/passkeys", sessionCookieOf(signedIn))
    ).json();
    expect(listed[0].lastUsedAt).toEqual(expect.any(String));
  });

  it("signs in with a passkey alone (no password, no username: a discoverable credential)", async () => {
    const { cookie, credentials } = await newAccount(testApp);
    const { passkey } = await enrolPasskey(testApp.app, cookie);
    const { options, cookie: pending } = await signInOptions();
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe("required");
    const signedIn = await inject("POST", "/api/admin/login/passkey", pending, {
      response: passkey.authenticate(options),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ username: credentials.username });
    expect(signedIn.cookies.find((c) => c.name === SESSION_COOKIE)?.httpOnly).toBe(true);
    // The challenge is spent: the same answer does not sign in twice.
    const replayed = await inject("POST", "/api/admin/login/passkey", pending, {
      response: passkey.authenticate(options),
    });
    expect(replayed.statusCode).toBe(401);
  });

  it("refuses an unknown passkey, another challenge, another account's key after a password, and no pending sign-in (401)", async () => {
    const owner = await newAccount(testApp);
    const { passkey } = await enrolPasskey(testApp.app, owner.cookie);
    const stranger = softwarePasskey(TEST_PUBLIC_URL);
    const first = await signInOptions();
    expect(
      (
        await inject("POST", "/api/admin/login/passkey", first.cookie, {
          response: stranger.authenticate(first.options),
        })
      ).statusCode,
    ).toBe(401);

    const second = await signInOptions();
    const wrongChallenge = passkey.authenticate(second.options, {
      challenge: "b3RoZXItY2hhbGxlbmdl",
    });
    const refused = await inject("POST", "/api/admin/login/passkey", second.cookie, {
      response: wrongChallenge,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: expect.any(String) });

    const other = await newAccount(testApp);
    await enrolTotp(testApp.app, other.cookie);
    const { pending } = await passwordStep(testApp.app, other.credentials);
    const third = await signInOptions(pending);
    expect(
      (
        await inject("POST", "/api/admin/login/passkey", pending, {
          response: passkey.authenticate(third.options),
        })
      ).statusCode,
    ).toBe(401);

    const none = await inject("POST", "/api/admin/login/passkey", undefined, {
      response: passkey.authenticate(third.options),
    });
    expect(none.statusCode).toBe(401);
    expect((await inject("POST", "/api/admin/login/passkey", pending, {})).statusCode).toBe(400);
  });

  it("refuses a deactivated account's passkey like an unknown one", async () => {
    const { cookie, account } = await newAccount(testApp);
    const { passkey } = await enrolPasskey(testApp.app, cookie);
    await testApp.database.db.execute(`update admins set active = false where id = ${account.id}`);
    const { options, cookie: pending } = await signInOptions();
    expect(
      (
        await inject("POST", "/api/admin/login/passkey", pending, {
          response: passkey.authenticate(options),
        })
      ).statusCode,
    ).toBe(401);
  });

  it("offers both methods when the account has both", async () => {
    const { cookie, credentials } = await newAccount(testApp);
    await enrolTotp(testApp.app, cookie);
    await enrolPasskey(testApp.app, cookie);
    const { response } = await passwordStep(testApp.app, credentials);
    expect(response.json()).toEqual({ next: "second-factor", methods: ["totp", "passkey"] });
    expect(
      (await postJson(testApp.app, "/api/admin/login", { ...credentials, password: "wrong" }))
        .statusCode,
    ).toBe(401);
  });
});

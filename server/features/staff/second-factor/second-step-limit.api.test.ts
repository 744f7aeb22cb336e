import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  enrolPasskey,
  enrolTotp,
  newAccount,
  passwordStep,
} from "../../../../tests/support/second-factor";
import { createTestApp, postJson, type TestApp } from "../../../../tests/support/test-app";

/**
 * Second-step failures count toward §6's limit: 5 per username and IP in 15 minutes, then 429
 * with Retry-After for either step. The app here runs with RATE_LIMITS=off, which must not lift it.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMITS: "off" });
});
afterAll(async () => {
  await testApp.close();
});

const WRONG = { code: "000000" } as const;
const loginTotp = (pending: string, body: unknown, remoteAddress: string) =>
  postJson(testApp.app, "/api/admin/login/totp", body, {
    headers: { cookie: pending },
    remoteAddress,
  });

function expectLockedOut(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(14 * 60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(response.json()).toEqual({ message: expect.stringMatching(/try again in 15 minutes/) });
}

describe("the limit on second-step failures (RATE_LIMITS=off)", () => {
  it("answers 429 after 5 wrong codes, for the code step and for the password step, from that IP only", async () => {
    const { cookie, credentials } = await newAccount(testApp);
    const { recoveryCodes } = await enrolTotp(testApp.app, cookie);
    const ip = "10.2.0.1";
    const { pending } = await passwordStep(testApp.app, credentials, ip);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await loginTotp(pending, WRONG, ip)).statusCode, `attempt ${attempt}`).toBe(401);
    }
    // Even a right recovery code waits now, and so does the password step.
    expectLockedOut(await loginTotp(pending, { recoveryCode: recoveryCodes[0] }, ip));
    expectLockedOut(
      await postJson(testApp.app, "/api/admin/login", credentials, { remoteAddress: ip }),
    );
    // Another address is not locked out.
    const elsewhere = await passwordStep(testApp.app, credentials, "10.2.0.2");
    expect(
      (await loginTotp(elsewhere.pending, { recoveryCode: recoveryCodes[0] }, "10.2.0.2"))
        .statusCode,
    ).toBe(200);
  });

  it("does not let a right password forgive the wrong codes before it", async () => {
    const { cookie, credentials } = await newAccount(testApp);
    await enrolTotp(testApp.app, cookie);
    const ip = "10.2.0.3";
    for (let round = 0; round < 2; round++) {
      const { pending } = await passwordStep(testApp.app, credentials, ip);
      const wrongs = round === 0 ? 3 : 2;
      for (let attempt = 0; attempt < wrongs; attempt++) {
        expect((await loginTotp(pending, WRONG, ip)).statusCode).toBe(401);
      }
    }
    expectLockedOut(
      await postJson(testApp.app, "/api/admin/login", credentials, { remoteAddress: ip }),
    );
  });

  it("counts failed passkey answers too, and locks the passkey step out", async () => {
    const { cookie, credentials } = await newAccount(testApp);
    const { passkey } = await enrolPasskey(testApp.app, cookie);
    const ip = "10.2.0.4";
    const { pending } = await passwordStep(testApp.app, credentials, ip);
    const options = async () => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/admin/login/passkey/options",
        headers: { cookie: pending },
        remoteAddress: ip,
      });
      return response.json();
    };
    const answer = async (response: unknown) =>
      postJson(
        testApp.app,
        "/api/admin/login/passkey",
        { response },
        { headers: { cookie: pending }, remoteAddress: ip },
      );
    for (let attempt = 1; attempt <= 5; attempt++) {
      const forged = passkey.authenticate(await options(), { challenge: "Zm9yZ2VkLWNoYWxsZW5nZQ" });
      expect((await answer(forged)).statusCode, `attempt ${attempt}`).toBe(401);
    }
    expectLockedOut(await answer(passkey.authenticate(await options())));
    expectLockedOut(await loginTotp(pending, WRONG, ip));
  });

  it("counts wrong codes when regenerating recovery codes and wrong passwords when removing the app", async () => {
    const { cookie } = await newAccount(testApp);
    await enrolTotp(testApp.app, cookie);
    const send = (method: "POST" | "DELETE", url: string, body: unknown) =>
      testApp.app.inject({
        method,
        url,
        headers: { cookie, "content-type": "application/json" },
        payload: JSON.stringify(body),
        remoteAddress: "10.2.0.5",
      });
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await send("POST", "/api/admin/me/recovery-codes", WRONG)).statusCode).toBe(400);
    }
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect((await send("DELETE", "/api/admin/me/totp", { password: "wrong" })).statusCode).toBe(
        400,
      );
    }
    expectLockedOut(await send("POST", "/api/admin/me/recovery-codes", WRONG));
    expectLockedOut(await send("DELETE", "/api/admin/me/totp", { password: "wrong" }));
  });
});

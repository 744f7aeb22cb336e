import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { createAdmin } from "../../server/features/staff/create-admin";
import { PENDING_COOKIE } from "../../server/features/staff/second-factor/pending-sign-in";
import { signIn } from "./admin-session";
import { softwarePasskey } from "./software-authenticator";
import { postJson, TEST_PUBLIC_URL, type TestApp } from "./test-app";
import { totpCodeAt } from "./totp-codes";

/** The code an app shows `steps` time steps from now (-1, 0, +1: the drift the server allows). */
export const codeFor = (secret: string, steps = 0) =>
  totpCodeAt(secret, Date.now() + steps * 30_000);

/**
 * Waits until the clock is at least 3 s away from a 30-second step's edge, so a code computed
 * now is still the same step's when the server checks it.
 */
export async function awayFromStepEdge() {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 27_000) await new Promise((resolve) => setTimeout(resolve, 30_500 - intoStep));
  else if (intoStep < 500) await new Promise((resolve) => setTimeout(resolve, 500));
}

/** The pending sign-in cookie a response sets, as a `cookie` header value. */
export function pendingCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === PENDING_COOKIE);
  if (!cookie?.value)
    throw new Error(`no ${PENDING_COOKIE} cookie (status ${response.statusCode})`);
  return `${PENDING_COOKIE}=${cookie.value}`;
}

let accounts = 0;

/** A new account of `role` (its own, so tests' codes and limits never meet), signed in. */
export async function newAccount(
  testApp: TestApp,
  role: "admin" | "reviewer" | "editor" = "editor",
) {
  accounts += 1;
  const credentials = { username: `second-factor-${accounts}`, password: "a long password 123" };
  const account = await createAdmin(
    testApp.database.db,
    credentials.username,
    credentials.password,
    role,
  );
  if (!account) throw new Error("account exists");
  return { account, credentials, cookie: await signIn(testApp.app, credentials) };
}

/** Sets up the authenticator app for the signed-in account: its secret and recovery codes. */
export async function enrolTotp(app: FastifyInstance, cookie: string) {
  await awayFromStepEdge();
  const setup = await app.inject({
    method: "POST",
    url: "/api/admin/me/totp",
    headers: { cookie },
  });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const confirm = await postJson(
    app,
    "/api/admin/me/totp/confirm",
    { code: codeFor(secret) },
    { headers: { cookie } },
  );
  expect(confirm.statusCode).toBe(200);
  return { secret, recoveryCodes: (confirm.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/** Adds a software passkey to the signed-in account. */
export async function enrolPasskey(app: FastifyInstance, cookie: string, name?: string) {
  const passkey = softwarePasskey(TEST_PUBLIC_URL);
  const options = await app.inject({
    method: "POST",
    url: "/api/admin/me/passkeys/options",
    headers: { cookie },
  });
  expect(options.statusCode).toBe(200);
  const added = await postJson(
    app,
    "/api/admin/me/passkeys",
    { name, response: passkey.register(options.json()) },
    { headers: { cookie } },
  );
  expect(added.statusCode).toBe(201);
  return { passkey, record: added.json() as { id: number; name: string } };
}

/** The first step with a right password, for an account with a second factor: the pending cookie. */
export async function passwordStep(
  app: FastifyInstance,
  credentials: { username: string; password: string },
  remoteAddress?: string,
) {
  const response = await postJson(app, "/api/admin/login", credentials, { remoteAddress });
  expect(response.statusCode).toBe(200);
  return { response, pending: pendingCookieOf(response) };
}

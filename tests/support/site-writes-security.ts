import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { admins, passwordResetTokens } from "../../server/db/schema";
import { newInviteToken } from "../../server/features/staff/invite-token";
import { signIn } from "./admin-session";
import {
  codeFor,
  enrolPasskey,
  enrolTotp,
  newAccount,
  passwordStep,
  pendingCookieOf,
} from "./second-factor";
import type { Write } from "./site-writes";
import { softwarePasskey } from "./software-authenticator";
import { TEST_PUBLIC_URL, type TestApp } from "./test-app";

/**
 * The writes of contract §16 (second factors, sessions, a forgotten password) for the
 * cross-origin test (site-writes.ts). Each works on an account of its own, never the shared
 * admin's, so the writes that end sessions or change a sign-in leave the other writes working.
 */

export type SecurityTargets = Awaited<ReturnType<typeof prepareSecurityTargets>>;

/** A session cookie sent along with another cookie: the full `cookie` header of one browser. */
const bothCookies = (...cookies: string[]) => cookies.join("; ");

/** The accounts and records the §16 writes work on, made through the API as a person would. */
export async function prepareSecurityTargets(testApp: TestApp) {
  const app = testApp.app;
  // Nothing set up yet: starting an app's setup, or a passkey's.
  const fresh = await newAccount(testApp);
  // An app's setup begun, waiting for the code that confirms it.
  const settingUp = await newAccount(testApp);
  const setup = await app.inject({
    method: "POST",
    url: "/api/admin/me/totp",
    headers: { cookie: settingUp.cookie },
  });
  if (setup.statusCode !== 200) throw new Error(`POST /me/totp answered ${setup.statusCode}`);
  // An app set up: new recovery codes, then removal.
  const totpOwner = await newAccount(testApp);
  const ownerApp = await enrolTotp(app, totpOwner.cookie);
  // An app set up, signed in with a recovery code (its session is older than the app).
  const totpSignIn = await newAccount(testApp);
  const signInApp = await enrolTotp(app, totpSignIn.cookie);
  // A passkey being added: the options its ceremony answers.
  const passkeyAdder = await newAccount(testApp);
  const registration = await app.inject({
    method: "POST",
    url: "/api/admin/me/passkeys/options",
    headers: { cookie: passkeyAdder.cookie },
  });
  if (registration.statusCode !== 200) throw new Error("passkey options refused");
  // A passkey to rename and remove, and one that signs in alone.
  const passkeyOwner = await newAccount(testApp);
  const owned = await enrolPasskey(app, passkeyOwner.cookie, "Laptop");
  const passkeySignIn = await newAccount(testApp);
  const signInPasskey = await enrolPasskey(app, passkeySignIn.cookie);
  // Three sessions: one to end by its id, one "everywhere else", one an admin ends.
  const sessionsOwner = await newAccount(testApp);
  const endedById = await signIn(app, sessionsOwner.credentials);
  await signIn(app, sessionsOwner.credentials);
  const listed = await app.inject({
    url: "/api/admin/me/sessions",
    headers: { cookie: endedById },
  });
  const endedSession = (listed.json() as { id: number; current: boolean }[]).find(
    (session) => session.current,
  );
  // An account with an address (a reset is mailed) and a live reset link.
  const resetTarget = await newAccount(testApp);
  await testApp.database.db
    .update(admins)
    .set({ email: "forgetful@studio.example" })
    .where(eq(admins.id, resetTarget.account.id));
  const resetLink = newInviteToken();
  await testApp.database.db.insert(passwordResetTokens).values({
    tokenHash: resetLink.hash,
    adminId: resetTarget.account.id,
    expiresAt: sql`now() + interval '1 hour'`,
  });
  return {
    fresh: fresh.cookie,
    settingUp: { cookie: settingUp.cookie, secret: (setup.json() as { secret: string }).secret },
    totpOwner: { cookie: totpOwner.cookie, secret: ownerApp.secret, ...totpOwner.credentials },
    totpSignIn: {
      cookie: totpSignIn.cookie,
      credentials: totpSignIn.credentials,
      recoveryCode: signInApp.recoveryCodes[0] ?? "",
    },
    passkeyAdder: { cookie: passkeyAdder.cookie, options: registration.json() },
    passkeyOwner: { cookie: passkeyOwner.cookie, passkeyId: owned.record.id },
    passkeySignIn: {
      cookie: passkeySignIn.cookie,
      passkey: signInPasskey.passkey,
      /** The ceremony the write's cookie began (set when its cookie is made). */
      options: undefined as unknown,
    },
    sessionsOwner: {
      id: sessionsOwner.account.id,
      cookie: sessionsOwner.cookie,
      endedById: endedSession?.id ?? 0,
    },
    reset: { login: resetTarget.credentials.username, token: resetLink.token },
  };
}

/**
 * The §16 writes, in an order they can run: each account's writes in the order a person
 * makes them, the ones ending sessions on accounts nobody else uses.
 */
export function securityWrites(
  app: () => FastifyInstance,
  ids: { security?: SecurityTargets },
): Write[] {
  const targets = () => {
    if (!ids.security) throw new Error("prepareSecurityTargets has not run");
    return ids.security;
  };
  // The authenticator of the passkey being added: one, whatever the number of requests.
  let adding: ReturnType<typeof softwarePasskey> | undefined;
  const addingPasskey = () => {
    adding ??= softwarePasskey(TEST_PUBLIC_URL);
    return adding;
  };
  return [
    {
      method: "POST",
      route: "/api/admin/me/totp",
      url: () => "/api/admin/me/totp",
      cookie: async () => targets().fresh,
      success: 200,
    },
    {
      method: "POST",
      route: "/api/admin/me/totp/confirm",
      url: () => "/api/admin/me/totp/confirm",
      cookie: async () => targets().settingUp.cookie,
      body: () => ({ code: codeFor(targets().settingUp.secret) }),
      success: 200,
    },
    {
      method: "POST",
      route: "/api/admin/me/recovery-codes",
      url: () => "/api/admin/me/recovery-codes",
      cookie: async () => targets().totpOwner.cookie,
      // The next step's code: the one the setup was confirmed with is spent.
      body: () => ({ code: codeFor(targets().totpOwner.secret, 1) }),
      success: 200,
    },
    {
      method: "DELETE",
      route: "/api/admin/me/totp",
      url: () => "/api/admin/me/totp",
      cookie: async () => targets().totpOwner.cookie,
      body: () => ({ password: targets().totpOwner.password }),
      success: 204,
    },
    {
      method: "POST",
      route: "/api/admin/login/totp",
      url: () => "/api/admin/login/totp",
      // A browser signed in that has just given the password again: a real second step
      // replaces the session (rotation), a forged one may not end it.
      cookie: async () => {
        const { cookie, credentials } = targets().totpSignIn;
        return bothCookies(cookie, (await passwordStep(app(), credentials)).pending);
      },
      body: () => ({ recoveryCode: targets().totpSignIn.recoveryCode }),
      success: 200,
    },
    {
      method: "POST",
      route: "/api/admin/me/passkeys/options",
      url: () => "/api/admin/me/passkeys/options",
      cookie: async () => targets().fresh,
      success: 200,
    },
    {
      method: "POST",
      route: "/api/admin/me/passkeys",
      url: () => "/api/admin/me/passkeys",
      cookie: async () => targets().passkeyAdder.cookie,
      body: () => ({
        name: "Added by a forged request",
        response: addingPasskey().register(targets().passkeyAdder.options as never),
      }),
      success: 201,
    },
    {
      method: "PATCH",
      route: "/api/admin/me/passkeys/:id",
      url: () => `/api/admin/me/passkeys/${targets().passkeyOwner.passkeyId}`,
      cookie: async () => targets().passkeyOwner.cookie,
      body: () => ({ name: "Renamed by a forged request" }),
      success: 200,
    },
    {
      method: "DELETE",
      route: "/api/admin/me/passkeys/:id",
      url: () => `/api/admin/me/passkeys/${targets().passkeyOwner.passkeyId}`,
      cookie: async () => targets().passkeyOwner.cookie,
      success: 204,
    },
    {
      method: "POST",
      route: "/api/admin/login/passkey/options",
      url: () => "/api/admin/login/passkey/options",
      success: 200,
    },
    {
      method: "POST",
      route: "/api/admin/login/passkey",
      url: () => "/api/admin/login/passkey",
      // A signed-in browser that began a passkey sign-in: the body answers that ceremony.
      cookie: async () => {
        const started = await app().inject({
          method: "POST",
          url: "/api/admin/login/passkey/options",
        });
        targets().passkeySignIn.options = started.json();
        return bothCookies(targets().passkeySignIn.cookie, pendingCookieOf(started));
      },
      body: () => {
        const { passkey, options } = targets().passkeySignIn;
        return { response: passkey.authenticate(options as never) };
      },
      success: 200,
    },
    {
      method: "DELETE",
      route: "/api/admin/me/sessions/:id",
      url: () => `/api/admin/me/sessions/${targets().sessionsOwner.endedById}`,
      cookie: async () => targets().sessionsOwner.cookie,
      success: 204,
    },
    {
      method: "DELETE",
      route: "/api/admin/me/sessions",
      url: () => "/api/admin/me/sessions",
      cookie: async () => targets().sessionsOwner.cookie,
      success: 204,
    },
    {
      method: "DELETE",
      route: "/api/admin/staff/:id/sessions",
      url: () => `/api/admin/staff/${targets().sessionsOwner.id}/sessions`,
      success: 204,
    },
    {
      method: "POST",
      route: "/api/admin/password-reset",
      url: () => "/api/admin/password-reset",
      body: () => ({ login: targets().reset.login }),
      success: 202,
    },
    {
      method: "POST",
      route: "/api/admin/password-reset/:token",
      url: () => `/api/admin/password-reset/${targets().reset.token}`,
      body: () => ({ password: "chosen by a forged request" }),
      success: 200,
    },
    {
      method: "PUT",
      route: "/api/admin/settings/security",
      url: () => "/api/admin/settings/security",
      // Reviewers: no write here runs as one, and the shared admin is not made to set one up.
      body: () => ({ requireSecondFactor: ["reviewer"] }),
      success: 200,
    },
  ];
}

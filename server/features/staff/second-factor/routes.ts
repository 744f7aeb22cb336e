import { adminAccount } from "@shared/schemas/admin-auth";
import {
  addPasskeyPayload,
  loginPasskeyPayload,
  loginTotpPayload,
  passkeyRecord,
  recoveryCodes,
  removeTotpPayload,
  renamePasskeyPayload,
  SECOND_FACTOR_MESSAGES,
  securitySettings,
  securitySettingsPayload,
  totpCodePayload,
  totpSetup,
  totpStatus,
  webAuthnRegistrationOptions,
  webAuthnSignInOptions,
} from "@shared/schemas/second-factor";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { admins } from "../../../db/schema";
import { HttpError, parseInput } from "../../../lib/errors";
import type { MailSetup } from "../../../lib/mail/outbox";
import { documented } from "../../../lib/openapi/operation";
import { adminAccountColumns } from "../admin-account";
import { startSession } from "../log-in";
import { verifyPassword } from "../password";
import { recognizeBrowser } from "../recognize-browser";
import { signedInSession } from "../require-admin-session";
import { SIGN_IN_TAG } from "../routes";
import { SESSION_COOKIE, setSessionCookie } from "../session-cookie";
import { tooManyAttempts } from "../too-many-attempts";
import type { LimitedAttempt } from "./limited-attempt";
import { limitedAttempt } from "./limited-attempt";
import {
  addPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  removePasskey,
  renamePasskey,
} from "./passkeys";
import {
  clearPendingCookie,
  endPendingSignIn,
  findPendingSignIn,
  PENDING_COOKIE,
  setPendingCookie,
} from "./pending-sign-in";
import { recoveryCodesLeft } from "./recovery-codes";
import type { RelyingParty } from "./relying-party";
import { rolesRequiringSecondFactor, saveRolesRequiringSecondFactor } from "./second-factor-state";
import { completeWithPasskey, completeWithTotp, passkeySignInOptions } from "./second-step";
import {
  acceptTotpCode,
  confirmTotp,
  hasTotp,
  regenerateRecoveryCodes,
  removeTotp,
  startTotpSetup,
} from "./totp-enrolment";

type SecondFactorRouteOptions = { db: Database; secureCookies: boolean; rp: RelyingParty };
type SecondStepRouteOptions = SecondFactorRouteOptions & { mail: MailSetup };

const passkeyIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

const TAG = "Second factors";
const LOCKED_OUT = "Too many failed attempts for this account from this address (Retry-After)";
/** The second step's failures: both spend one of the sign-in's limited attempts. */
const SECOND_STEP_ERRORS = {
  401: `${SECOND_FACTOR_MESSAGES.pendingExpired} Or the answer is not right`,
  429: LOCKED_OUT,
};
const signedIn = adminAccount.describe("Signed in: the session cookie is set");

/** A guess refused under the limit: 429 with Retry-After, or 401 with `message`. */
function refuse(reply: FastifyReply, result: LimitedAttempt<unknown>, message: string) {
  if (result.outcome === "locked-out") {
    return tooManyAttempts(reply, "failed sign-in attempts", result.retryAfterSeconds);
  }
  throw new HttpError(401, message);
}

/** POST /login/totp, /login/passkey/options, /login/passkey: the sign-in's second step (contract §16). */
export const secondStepRoutes: FastifyPluginAsync<SecondStepRouteOptions> = async (
  app,
  { db, secureCookies, rp, mail },
) => {
  /** The sign-in completed: its session, and the new-browser notice as after a password alone. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    adminId: number,
    pendingTokenHash: string,
  ) {
    await endPendingSignIn(db, pendingTokenHash);
    clearPendingCookie(reply, secureCookies);
    const token = await startSession(db, adminId, request.cookies[SESSION_COOKIE], {
      ip: request.ip,
      userAgent: request.headers["user-agent"],
    });
    setSessionCookie(reply, token, secureCookies);
    const [account] = await db
      .select(adminAccountColumns)
      .from(admins)
      .where(eq(admins.id, adminId));
    if (account) await recognizeBrowser({ db, mail, secureCookies }, request, reply, account);
    return account;
  }

  const totp = documented({
    summary: "The second step with a code from the authenticator app, or a recovery code",
    tag: SIGN_IN_TAG,
    body: loginTotpPayload,
    responses: { 200: signedIn },
    errors: SECOND_STEP_ERRORS,
  });
  app.post("/login/totp", totp, async (request, reply) => {
    const input = parseInput(loginTotpPayload, request.body);
    const pending = await findPendingSignIn(db, request.cookies[PENDING_COOKIE]);
    const result = pending ? await completeWithTotp(db, pending, input, request.ip) : undefined;
    if (!pending || !result) throw new HttpError(401, SECOND_FACTOR_MESSAGES.pendingExpired);
    if (result.outcome !== "accepted")
      return refuse(reply, result, SECOND_FACTOR_MESSAGES.invalidCode);
    return signIn(request, reply, result.value, pending.tokenHash);
  });

  // Also the start of a sign-in with a passkey alone: then a pending sign-in begins here.
  const passkeyOptions = documented({
    summary: "A passkey challenge, for the second step or to sign in with a passkey alone",
    description:
      "Without a pending sign-in, one begins here (its short-lived cookie is set): the " +
      "browser then offers any passkey it has for this site.",
    tag: SIGN_IN_TAG,
    responses: { 200: webAuthnSignInOptions },
  });
  app.post("/login/passkey/options", passkeyOptions, async (request, reply) => {
    const pending = await findPendingSignIn(db, request.cookies[PENDING_COOKIE]);
    const { options, newToken } = await passkeySignInOptions(db, rp, pending);
    if (newToken) setPendingCookie(reply, newToken, secureCookies);
    return options;
  });

  const passkey = documented({
    summary: "Complete the sign-in with the authenticator's answer to the passkey challenge",
    tag: SIGN_IN_TAG,
    body: loginPasskeyPayload,
    responses: { 200: signedIn },
    errors: SECOND_STEP_ERRORS,
  });
  app.post("/login/passkey", passkey, async (request, reply) => {
    const { response } = parseInput(loginPasskeyPayload, request.body);
    const pending = await findPendingSignIn(db, request.cookies[PENDING_COOKIE]);
    if (!pending) throw new HttpError(401, SECOND_FACTOR_MESSAGES.pendingExpired);
    const result = await completeWithPasskey(
      db,
      rp,
      pending,
      response as unknown as AuthenticationResponseJSON,
      request.ip,
    );
    if (result.outcome === "no-challenge")
      throw new HttpError(401, SECOND_FACTOR_MESSAGES.pendingExpired);
    if (result.outcome === "unknown-passkey")
      throw new HttpError(401, SECOND_FACTOR_MESSAGES.passkeyUnknown);
    if (result.outcome !== "accepted")
      return refuse(reply, result, SECOND_FACTOR_MESSAGES.passkeyRejected);
    return signIn(request, reply, result.value, pending.tokenHash);
  });
};

/** The signed-in account's own authenticator app, recovery codes and passkeys (contract §16). */
export const secondFactorAccountRoutes: FastifyPluginAsync<SecondFactorRouteOptions> = async (
  app,
  { db, rp },
) => {
  const status = documented({
    summary: "Whether your authenticator app is set up, and your recovery codes left",
    tag: TAG,
    responses: { 200: totpStatus },
  });
  app.get("/me/totp", status, async (request) => {
    const { admin } = signedInSession(request);
    return {
      enabled: await hasTotp(db, admin.id),
      recoveryCodesLeft: await recoveryCodesLeft(db, admin.id),
    };
  });

  const start = documented({
    summary: "Start setting up an authenticator app: its secret and QR code",
    description: "Nothing changes for signing in until a code from the app confirms it.",
    tag: TAG,
    responses: { 200: totpSetup },
    errors: { 409: SECOND_FACTOR_MESSAGES.totpAlreadySetUp },
  });
  app.post("/me/totp", start, async (request) => {
    const setup = await startTotpSetup(db, signedInSession(request).admin);
    if (!setup) throw new HttpError(409, SECOND_FACTOR_MESSAGES.totpAlreadySetUp);
    return setup;
  });

  const confirm = documented({
    summary: "Confirm the app with a code from it: ten recovery codes, shown once",
    tag: TAG,
    body: totpCodePayload,
    responses: { 200: recoveryCodes },
    errors: {
      400: SECOND_FACTOR_MESSAGES.invalidCode,
      409: `${SECOND_FACTOR_MESSAGES.totpNotStarted} Or: ${SECOND_FACTOR_MESSAGES.totpAlreadySetUp}`,
    },
  });
  app.post("/me/totp/confirm", confirm, async (request) => {
    const { code } = parseInput(totpCodePayload, request.body);
    const result = await confirmTotp(db, signedInSession(request).admin.id, code);
    if (result.outcome === "not-started")
      throw new HttpError(409, SECOND_FACTOR_MESSAGES.totpNotStarted);
    if (result.outcome === "already-set-up")
      throw new HttpError(409, SECOND_FACTOR_MESSAGES.totpAlreadySetUp);
    if (result.outcome === "wrong-code")
      throw new HttpError(400, SECOND_FACTOR_MESSAGES.invalidCode);
    return { recoveryCodes: result.recoveryCodes };
  });

  // The password, not a code: the one who lost the phone can still turn the app off.
  const remove = documented({
    summary: "Remove your authenticator app and its recovery codes (with your password)",
    tag: TAG,
    body: removeTotpPayload,
    responses: { 204: { description: "The app is removed" } },
    errors: {
      400: SECOND_FACTOR_MESSAGES.passwordIncorrect,
      404: SECOND_FACTOR_MESSAGES.totpNotSetUp,
      429: LOCKED_OUT,
    },
  });
  app.delete("/me/totp", remove, async (request, reply) => {
    const { password } = parseInput(removeTotpPayload, request.body);
    const { admin } = signedInSession(request);
    const result = await limitedAttempt(
      db,
      { username: admin.username, ip: request.ip },
      async () => {
        const [row] = await db
          .select({ hash: admins.passwordHash })
          .from(admins)
          .where(eq(admins.id, admin.id));
        return row?.hash && (await verifyPassword(password, row.hash)) ? true : undefined;
      },
    );
    if (result.outcome === "locked-out") return refuse(reply, result, "");
    if (result.outcome === "rejected")
      throw new HttpError(400, SECOND_FACTOR_MESSAGES.passwordIncorrect);
    if (!(await removeTotp(db, admin.id)))
      throw new HttpError(404, SECOND_FACTOR_MESSAGES.totpNotSetUp);
    return reply.code(204).send();
  });

  const renew = documented({
    summary: "Ten new recovery codes (the old ones stop working), with a code from the app",
    tag: TAG,
    body: totpCodePayload,
    responses: { 200: recoveryCodes },
    errors: {
      400: SECOND_FACTOR_MESSAGES.invalidCode,
      409: SECOND_FACTOR_MESSAGES.totpNotSetUp,
      429: LOCKED_OUT,
    },
  });
  app.post("/me/recovery-codes", renew, async (request, reply) => {
    const { code } = parseInput(totpCodePayload, request.body);
    const { admin } = signedInSession(request);
    if (!(await hasTotp(db, admin.id)))
      throw new HttpError(409, SECOND_FACTOR_MESSAGES.totpNotSetUp);
    const result = await limitedAttempt(db, { username: admin.username, ip: request.ip }, () =>
      acceptTotpCode(db, admin.id, code),
    );
    if (result.outcome === "locked-out") return refuse(reply, result, "");
    if (result.outcome === "rejected") throw new HttpError(400, SECOND_FACTOR_MESSAGES.invalidCode);
    return { recoveryCodes: await regenerateRecoveryCodes(db, admin.id) };
  });

  const list = documented({
    summary: "Your passkeys, oldest first",
    tag: TAG,
    responses: { 200: z.array(passkeyRecord) },
  });
  app.get("/me/passkeys", list, async (request) =>
    listPasskeys(db, signedInSession(request).admin.id),
  );

  const options = documented({
    summary: "Start adding a passkey: the options for the authenticator (valid 5 minutes)",
    tag: TAG,
    responses: { 200: webAuthnRegistrationOptions },
  });
  app.post("/me/passkeys/options", options, async (request) =>
    passkeyRegistrationOptions(db, rp, signedInSession(request).admin),
  );

  const add = documented({
    summary: "Add a passkey with the authenticator's answer to those options",
    tag: TAG,
    body: addPasskeyPayload,
    responses: { 201: passkeyRecord },
    errors: {
      400: `${SECOND_FACTOR_MESSAGES.passkeyNotStarted} Or: ${SECOND_FACTOR_MESSAGES.passkeyRejected}`,
      409: SECOND_FACTOR_MESSAGES.passkeyAlreadyAdded,
    },
  });
  app.post("/me/passkeys", add, async (request, reply) => {
    const { name, response } = parseInput(addPasskeyPayload, request.body);
    const result = await addPasskey(db, rp, signedInSession(request).admin.id, {
      name,
      response: response as unknown as RegistrationResponseJSON,
    });
    if (result.outcome === "not-started")
      throw new HttpError(400, SECOND_FACTOR_MESSAGES.passkeyNotStarted);
    if (result.outcome === "rejected")
      throw new HttpError(400, SECOND_FACTOR_MESSAGES.passkeyRejected);
    if (result.outcome === "duplicate")
      throw new HttpError(409, SECOND_FACTOR_MESSAGES.passkeyAlreadyAdded);
    return reply.code(201).send(result.passkey);
  });

  const rename = documented({
    summary: "Rename one of your passkeys",
    tag: TAG,
    params: passkeyIdParams,
    body: renamePasskeyPayload,
    responses: { 200: passkeyRecord },
    errors: { 404: SECOND_FACTOR_MESSAGES.passkeyNotFound },
  });
  app.patch("/me/passkeys/:id", rename, async (request) => {
    const { id } = parseInput(passkeyIdParams, request.params);
    const { name } = parseInput(renamePasskeyPayload, request.body);
    const renamed = await renamePasskey(db, signedInSession(request).admin.id, id, name);
    if (!renamed) throw new HttpError(404, SECOND_FACTOR_MESSAGES.passkeyNotFound);
    return renamed;
  });

  const removePasskeyOperation = documented({
    summary: "Remove one of your passkeys",
    tag: TAG,
    params: passkeyIdParams,
    responses: { 204: { description: "The passkey is removed" } },
    errors: { 404: SECOND_FACTOR_MESSAGES.passkeyNotFound },
  });
  app.delete("/me/passkeys/:id", removePasskeyOperation, async (request, reply) => {
    const { id } = parseInput(passkeyIdParams, request.params);
    if (!(await removePasskey(db, signedInSession(request).admin.id, id))) {
      throw new HttpError(404, SECOND_FACTOR_MESSAGES.passkeyNotFound);
    }
    return reply.code(204).send();
  });
};

/** GET/PUT /settings/security: which roles must have a second factor (admins only). */
export const securitySettingsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const read = documented({
    summary: "Which roles must have a second factor",
    tag: "Administration",
    responses: { 200: securitySettings },
  });
  app.get("/settings/security", read, async () => ({
    requireSecondFactor: await rolesRequiringSecondFactor(db),
  }));

  const save = documented({
    summary: "Set which roles must have a second factor",
    tag: "Administration",
    body: securitySettingsPayload,
    responses: { 200: securitySettings },
  });
  app.put("/settings/security", save, async (request) => {
    const { requireSecondFactor } = parseInput(securitySettingsPayload, request.body);
    return { requireSecondFactor: await saveRolesRequiringSecondFactor(db, requireSecondFactor) };
  });
};

import {
  addPasskeyPayload,
  loginPasskeyPayload,
  loginTotpPayload,
  removeTotpPayload,
  renamePasskeyPayload,
  SECOND_FACTOR_MESSAGES,
  securitySettings,
  securitySettingsPayload,
  totpCodePayload,
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

  app.post("/login/totp", async (request, reply) => {
    const input = parseInput(loginTotpPayload, request.body);
    const pending = await findPendingSignIn(db, request.cookies[PENDING_COOKIE]);
    const result = pending ? await completeWithTotp(db, pending, input, request.ip) : undefined;
    if (!pending || !result) throw new HttpError(401, SECOND_FACTOR_MESSAGES.pendingExpired);
    if (result.outcome !== "accepted")
      return refuse(reply, result, SECOND_FACTOR_MESSAGES.invalidCode);
    return signIn(request, reply, result.value, pending.tokenHash);
  });

  // Also the start of a sign-in with a passkey alone: then a pending sign-in begins here.
  app.post("/login/passkey/options", async (request, reply) => {
    const pending = await findPendingSignIn(db, request.cookies[PENDING_COOKIE]);
    const { options, newToken } = await passkeySignInOptions(db, rp, pending);
    if (newToken) setPendingCookie(reply, newToken, secureCookies);
    return options;
  });

  app.post("/login/passkey", async (request, reply) => {
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
  app.get("/me/totp", async (request) => {
    const { admin } = signedInSession(request);
    return {
      enabled: await hasTotp(db, admin.id),
      recoveryCodesLeft: await recoveryCodesLeft(db, admin.id),
    };
  });

  app.post("/me/totp", async (request) => {
    const setup = await startTotpSetup(db, signedInSession(request).admin);
    if (!setup) throw new HttpError(409, SECOND_FACTOR_MESSAGES.totpAlreadySetUp);
    return setup;
  });

  app.post("/me/totp/confirm", async (request) => {
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
  app.delete("/me/totp", async (request, reply) => {
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

  app.post("/me/recovery-codes", async (request, reply) => {
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

  app.get("/me/passkeys", async (request) => listPasskeys(db, signedInSession(request).admin.id));

  app.post("/me/passkeys/options", async (request) =>
    passkeyRegistrationOptions(db, rp, signedInSession(request).admin),
  );

  app.post("/me/passkeys", async (request, reply) => {
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

  app.patch("/me/passkeys/:id", async (request) => {
    const { id } = parseInput(passkeyIdParams, request.params);
    const { name } = parseInput(renamePasskeyPayload, request.body);
    const renamed = await renamePasskey(db, signedInSession(request).admin.id, id, name);
    if (!renamed) throw new HttpError(404, SECOND_FACTOR_MESSAGES.passkeyNotFound);
    return renamed;
  });

  app.delete("/me/passkeys/:id", async (request, reply) => {
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

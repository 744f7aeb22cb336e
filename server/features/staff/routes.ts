import {
  ADMIN_AUTH_MESSAGES,
  adminAccount,
  adminLoginPayload,
  changePasswordPayload,
  currentPasswordRefused,
  ownAccount,
  passwordChanged,
  signInAnswer,
} from "@shared/schemas/admin-auth";
import {
  acceptInvitePayload,
  inviteDetails,
  STAFF_MESSAGES,
  updateOwnAccountPayload,
} from "@shared/schemas/staff";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { documented } from "../../lib/openapi/operation";
import { NOT_SIGNED_IN, signedInStaff } from "../../lib/signed-in-staff";
import { acceptInvite, findLiveInvite } from "./accept-invite";
import { changePassword } from "./change-password";
import { logIn } from "./log-in";
import { ownAccountOf } from "./own-account";
import { recognizeBrowser } from "./recognize-browser";
import { signedInSession } from "./require-admin-session";
import { setPendingCookie, startPendingSignIn } from "./second-factor/pending-sign-in";
import { secondFactorMethods } from "./second-factor/second-factor-state";
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from "./session-cookie";
import { deleteSession, hashSessionToken } from "./sessions";
import { tooManyAttempts } from "./too-many-attempts";
import { updateOwnAccount } from "./update-own-account";

type AuthRouteOptions = { db: Database; secureCookies: boolean };
type SignInRouteOptions = AuthRouteOptions & { mail: MailSetup };

export const SIGN_IN_TAG = "Signing in";
export const ACCOUNT_TAG = "Your account";
/** The answer that signs a person in: the session cookie, or the second step's cookie. */
const signedIn = signInAnswer.describe(
  "Signed in (the session cookie is set), or, for an account with a second factor, the " +
    "second step to take (a short-lived cookie names the pending sign-in)",
);

/** POST /login and GET/POST /invites/{token}: the admin routes open without a session. */
export const adminLoginRoute: FastifyPluginAsync<SignInRouteOptions> = async (
  app,
  { db, secureCookies, mail },
) => {
  const login = documented({
    summary: "Sign in with a username and password",
    tag: SIGN_IN_TAG,
    body: adminLoginPayload,
    responses: { 200: signedIn },
    errors: {
      401: ADMIN_AUTH_MESSAGES.invalidCredentials,
      429: "Too many failed attempts for this username from this address (Retry-After)",
    },
  });
  app.post("/login", login, async (request, reply) => {
    const credentials = parseInput(adminLoginPayload, request.body);
    const result = await logIn(db, {
      ...credentials,
      ip: request.ip,
      userAgent: request.headers["user-agent"],
      previousToken: request.cookies[SESSION_COOKIE],
    });
    if (result.outcome === "locked-out") {
      return tooManyAttempts(reply, "failed login attempts", result.retryAfterSeconds);
    }
    if (result.outcome === "rejected") {
      throw new HttpError(401, ADMIN_AUTH_MESSAGES.invalidCredentials);
    }
    if (result.outcome === "second-factor") {
      // No session yet: a short-lived cookie names the sign-in its second step completes.
      setPendingCookie(reply, result.pendingToken, secureCookies);
      return { next: "second-factor", methods: result.methods };
    }
    setSessionCookie(reply, result.token, secureCookies);
    await recognizeBrowser({ db, mail, secureCookies }, request, reply, result.admin);
    return result.admin;
  });

  // The invite page greets the person by name, or says at once that the link is dead.
  const invite = documented({
    summary: "Whom a live invite link is for",
    tag: SIGN_IN_TAG,
    responses: { 200: inviteDetails },
    errors: { 404: STAFF_MESSAGES.inviteNotFound },
  });
  app.get<{ Params: { token: string } }>("/invites/:token", invite, async (request) => {
    const invite = await findLiveInvite(db, request.params.token);
    if (!invite) throw new HttpError(404, STAFF_MESSAGES.inviteNotFound);
    return invite;
  });

  // An invited person sets their password and is signed in (contract §9).
  const accept = documented({
    summary: "Accept an invite (or a new sign-in link): set the password and sign in",
    tag: SIGN_IN_TAG,
    body: acceptInvitePayload,
    responses: { 200: signedIn },
    errors: { 404: STAFF_MESSAGES.inviteNotFound },
  });
  app.post<{ Params: { token: string } }>("/invites/:token", accept, async (request, reply) => {
    const { password } = parseInput(acceptInvitePayload, request.body);
    const accepted = await acceptInvite(db, request.params.token, password, {
      ip: request.ip,
      userAgent: request.headers["user-agent"],
    });
    if (!accepted) throw new HttpError(404, STAFF_MESSAGES.inviteNotFound);
    // A new sign-in link (a forgotten password) sets the password but keeps the second
    // factors (contract §16): the person signs in with both, as after a password.
    const methods = await secondFactorMethods(db, accepted.admin.id);
    if (methods.length > 0) {
      await deleteSession(db, hashSessionToken(accepted.sessionToken));
      setPendingCookie(reply, await startPendingSignIn(db, accepted.admin.id), secureCookies);
      return { next: "second-factor", methods };
    }
    setSessionCookie(reply, accepted.sessionToken, secureCookies);
    await recognizeBrowser({ db, mail, secureCookies }, request, reply, accepted.admin);
    return accepted.admin;
  });
};

/** The signed-in admin's own account: who am I, log out, change my password. */
export const adminAccountRoutes: FastifyPluginAsync<AuthRouteOptions> = async (
  app,
  { db, secureCookies },
) => {
  // Also what an API token's holder reads to learn whose token it is (contract §19).
  const me = documented({
    summary: "The signed-in account, with its second factors",
    tag: ACCOUNT_TAG,
    responses: { 200: ownAccount },
  });
  app.get("/me", me, async (request) => {
    return ownAccountOf(db, signedInStaff(request));
  });

  const update = documented({
    summary: "Change your own name, e-mail address or mail preference",
    tag: ACCOUNT_TAG,
    body: updateOwnAccountPayload,
    responses: { 200: adminAccount },
  });
  app.patch("/me", update, async (request) => {
    const change = parseInput(updateOwnAccountPayload, request.body);
    const account = await updateOwnAccount(db, signedInSession(request).admin.id, change);
    if (!account) throw new HttpError(401, NOT_SIGNED_IN);
    return account;
  });

  const logout = documented({
    summary: "Sign out: end this session",
    tag: SIGN_IN_TAG,
    responses: { 204: { description: "Signed out; the session cookie is cleared" } },
  });
  app.post("/logout", logout, async (request, reply) => {
    await deleteSession(db, signedInSession(request).tokenHash);
    clearSessionCookie(reply, secureCookies);
    return reply.code(204).send();
  });

  const change = documented({
    summary: "Change your password",
    tag: ACCOUNT_TAG,
    body: changePasswordPayload,
    responses: { 200: passwordChanged, 400: currentPasswordRefused },
    errors: { 429: "Too many incorrect passwords (Retry-After)" },
  });
  app.post("/change-password", change, async (request, reply) => {
    const input = parseInput(changePasswordPayload, request.body);
    const result = await changePassword(db, signedInSession(request), input, request.ip);
    if (result.outcome === "locked-out") {
      return tooManyAttempts(reply, "incorrect passwords", result.retryAfterSeconds);
    }
    if (result.outcome === "wrong-current-password") {
      // The spec's client reads `error`; the generic client reads `message`.
      const text = ADMIN_AUTH_MESSAGES.currentPasswordIncorrect;
      return reply.code(400).send({ message: text, error: text });
    }
    return { success: true };
  });
};

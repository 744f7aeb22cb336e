import {
  ADMIN_AUTH_MESSAGES,
  adminLoginPayload,
  changePasswordPayload,
} from "@shared/schemas/admin-auth";
import {
  acceptInvitePayload,
  STAFF_MESSAGES,
  updateOwnAccountPayload,
} from "@shared/schemas/staff";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { NOT_SIGNED_IN } from "../../lib/signed-in-staff";
import { acceptInvite, findLiveInvite } from "./accept-invite";
import { changePassword } from "./change-password";
import { logIn } from "./log-in";
import { recognizeBrowser } from "./recognize-browser";
import { signedInSession } from "./require-admin-session";
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from "./session-cookie";
import { deleteSession } from "./sessions";
import { updateOwnAccount } from "./update-own-account";

type AuthRouteOptions = { db: Database; secureCookies: boolean };
type SignInRouteOptions = AuthRouteOptions & { mail: MailSetup };

/** 429 while a username and IP are locked out (login-throttle.ts), with when to retry. */
function tooManyAttempts(reply: FastifyReply, what: string, retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return reply
    .code(429)
    .header("retry-after", retryAfterSeconds)
    .send({
      message: `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    });
}

/** POST /login and GET/POST /invites/{token}: the admin routes open without a session. */
export const adminLoginRoute: FastifyPluginAsync<SignInRouteOptions> = async (
  app,
  { db, secureCookies, mail },
) => {
  app.post("/login", async (request, reply) => {
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
    setSessionCookie(reply, result.token, secureCookies);
    await recognizeBrowser({ db, mail, secureCookies }, request, reply, result.admin);
    return result.admin;
  });

  // The invite page greets the person by name, or says at once that the link is dead.
  app.get<{ Params: { token: string } }>("/invites/:token", async (request) => {
    const invite = await findLiveInvite(db, request.params.token);
    if (!invite) throw new HttpError(404, STAFF_MESSAGES.inviteNotFound);
    return invite;
  });

  // An invited person sets their password and is signed in (contract §9).
  app.post<{ Params: { token: string } }>("/invites/:token", async (request, reply) => {
    const { password } = parseInput(acceptInvitePayload, request.body);
    const accepted = await acceptInvite(db, request.params.token, password, {
      ip: request.ip,
      userAgent: request.headers["user-agent"],
    });
    if (!accepted) throw new HttpError(404, STAFF_MESSAGES.inviteNotFound);
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
  app.get("/me", async (request) => signedInSession(request).admin);

  app.patch("/me", async (request) => {
    const change = parseInput(updateOwnAccountPayload, request.body);
    const account = await updateOwnAccount(db, signedInSession(request).admin.id, change);
    if (!account) throw new HttpError(401, NOT_SIGNED_IN);
    return account;
  });

  app.post("/logout", async (request, reply) => {
    await deleteSession(db, signedInSession(request).tokenHash);
    clearSessionCookie(reply, secureCookies);
    return reply.code(204).send();
  });

  app.post("/change-password", async (request, reply) => {
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

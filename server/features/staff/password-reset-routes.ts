import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_VALID_MINUTES,
  passwordResetNotice,
  passwordResetPayload,
  passwordResetRequestPayload,
} from "@shared/schemas/sessions";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { documented } from "../../lib/openapi/operation";
import { completePasswordReset } from "./complete-password-reset";
import { requestPasswordReset } from "./request-password-reset";
import { SIGN_IN_TAG } from "./routes";

/** Forgotten password (contract §16): open routes, no session needed. */
export const passwordResetRoutes: FastifyPluginAsync<{ db: Database; mail: MailSetup }> = async (
  app,
  { db, mail },
) => {
  const ask = documented({
    summary: "Ask for a link to choose a new password",
    description:
      "The same answer whether or not an active account with an e-mail address matches; " +
      `when one does, a single-use link valid ${PASSWORD_RESET_VALID_MINUTES} minutes is mailed to it.`,
    tag: SIGN_IN_TAG,
    body: passwordResetRequestPayload,
    responses: { 202: passwordResetNotice },
    errors: { 429: "Too many requests from this address (Retry-After)" },
  });
  app.post("/password-reset", ask, async (request, reply) => {
    const { login } = parseInput(passwordResetRequestPayload, request.body);
    const result = await requestPasswordReset(db, mail, login, request.ip);
    if (result.outcome === "limited") {
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      throw new HttpError(
        429,
        `Too many password reset requests from this address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        { retryAfterSeconds: result.retryAfterSeconds },
      );
    }
    return reply.code(202).send({ message: PASSWORD_RESET_MESSAGES.requested });
  });

  const reset = documented({
    summary: "Choose a new password with a mailed link; every session of the account ends",
    tag: SIGN_IN_TAG,
    body: passwordResetPayload,
    responses: { 200: passwordResetNotice },
    errors: { 404: PASSWORD_RESET_MESSAGES.linkGone },
  });
  app.post<{ Params: { token: string } }>(
    "/password-reset/:token",
    reset,
    async (request, reply) => {
      const { password } = parseInput(passwordResetPayload, request.body);
      const reset = await completePasswordReset(db, request.params.token, password);
      if (!reset) throw new HttpError(404, PASSWORD_RESET_MESSAGES.linkGone);
      return reply.code(200).send({ message: PASSWORD_RESET_MESSAGES.done });
    },
  );
};

import {
  PASSWORD_RESET_MESSAGES,
  passwordResetPayload,
  passwordResetRequestPayload,
} from "@shared/schemas/sessions";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { completePasswordReset } from "./complete-password-reset";
import { requestPasswordReset } from "./request-password-reset";

/** Forgotten password (contract §16): open routes, no session needed. */
export const passwordResetRoutes: FastifyPluginAsync<{ db: Database; mail: MailSetup }> = async (
  app,
  { db, mail },
) => {
  app.post("/password-reset", async (request, reply) => {
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

  app.post<{ Params: { token: string } }>("/password-reset/:token", async (request, reply) => {
    const { password } = parseInput(passwordResetPayload, request.body);
    const reset = await completePasswordReset(db, request.params.token, password);
    if (!reset) throw new HttpError(404, PASSWORD_RESET_MESSAGES.linkGone);
    return reply.code(200).send({ message: PASSWORD_RESET_MESSAGES.done });
  });
};

import { recordIdParams } from "@shared/schemas/admin-lists";
import { MESSAGE_TEXTS, sendMessagePayload } from "@shared/schemas/messages";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { HttpError, parseInput, ValidationError } from "../../lib/errors";
import { signedInStaff } from "../../lib/signed-in-staff";
import type { SubmissionSource } from "../submissions/submission-source";
import { listMessages } from "./list-messages";
import { markMessagesRead } from "./mark-messages-read";
import type { MessageMailSetup } from "./message-mail";
import { sendMessage } from "./send-message";

/** Why a message cannot be written while SMTP_URL is unset (ADR 029). */
export const MAIL_NOT_SET_UP =
  "Mail is not set up (SMTP_URL), so no message can be sent: it would never reach them";

/** A record's conversation with its submitter (contract §13), for one kind of submission. */
export const messageRoutes: FastifyPluginAsync<{
  db: Database;
  source: SubmissionSource;
  mail: MessageMailSetup;
}> = async (app, { db, source, mail }) => {
  const notFound = () => new HttpError(404, `${source.noun} not found`);

  app.get(`/${source.path}/:id/messages`, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const thread = await listMessages(db, source, id);
    if (!thread) throw notFound();
    return thread;
  });

  app.post(`/${source.path}/:id/messages`, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    const payload = parseInput(sendMessagePayload, request.body);
    const { id: staffId, username, displayName } = signedInStaff(request);
    const result = await sendMessage(db, mail, source, id, payload, {
      id: staffId,
      username,
      displayName,
    });
    switch (result.outcome) {
      case "not-found":
        throw notFound();
      case "mail-off":
        throw new HttpError(409, MAIL_NOT_SET_UP);
      case "unknown-template":
        throw new ValidationError([
          { path: "templateId", message: MESSAGE_TEXTS.templateNotFound },
        ]);
      case "sent":
        return reply.code(201).send(result.message);
    }
  });

  app.post(`/${source.path}/:id/messages/read`, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    if (!(await markMessagesRead(db, source, id))) throw notFound();
    return reply.code(204).send();
  });
};

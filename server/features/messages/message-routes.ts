import { recordIdParams } from "@shared/schemas/admin-lists";
import { MESSAGE_TEXTS, messageRecord, sendMessagePayload } from "@shared/schemas/messages";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { HttpError, parseInput, ValidationError } from "../../lib/errors";
import { documented } from "../../lib/openapi/operation";
import { signedInStaff } from "../../lib/signed-in-staff";
import { type SubmissionSource, submissionsTag } from "../submissions/submission-source";
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
  const tag = submissionsTag(source);
  const noun = source.noun.toLowerCase();
  const unknown = { 404: `${source.noun} not found` };

  const thread = documented({
    summary: `A ${noun}'s conversation with its submitter, oldest first`,
    tag,
    params: recordIdParams,
    responses: { 200: z.array(messageRecord) },
    errors: unknown,
  });
  app.get(`/${source.path}/:id/messages`, thread, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const thread = await listMessages(db, source, id);
    if (!thread) throw notFound();
    return thread;
  });

  const send = documented({
    summary: `Write to a ${noun}'s submitter (by mail, with their status page's link)`,
    tag,
    params: recordIdParams,
    body: sendMessagePayload,
    responses: { 201: messageRecord },
    errors: { 400: MESSAGE_TEXTS.templateNotFound, ...unknown, 409: MAIL_NOT_SET_UP },
  });
  app.post(`/${source.path}/:id/messages`, send, async (request, reply) => {
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

  const read = documented({
    summary: `Mark a ${noun}'s incoming messages read`,
    tag,
    params: recordIdParams,
    responses: { 204: { description: "Marked read" } },
    errors: unknown,
  });
  app.post(`/${source.path}/:id/messages/read`, read, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    if (!(await markMessagesRead(db, source, id))) throw notFound();
    return reply.code(204).send();
  });
};

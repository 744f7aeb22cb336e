import { recordIdParams } from "@shared/schemas/admin-lists";
import {
  MESSAGE_TEXTS,
  messageTemplate,
  templatePatch,
  templatePayload,
} from "@shared/schemas/messages";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import { documented } from "../../lib/openapi/operation";
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from "./message-templates";

const PATH = "/message-templates";
const notFound = () => new HttpError(404, MESSAGE_TEXTS.templateNotFound);
const TAG = "Message templates";

/** Reading the templates: whoever writes messages (admins and reviewers). */
export const templateReadRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const list = documented({
    summary: "The team's message templates",
    tag: TAG,
    responses: { 200: z.array(messageTemplate) },
  });
  app.get(PATH, list, () => listTemplates(db));
};

/** Writing them: admins only (contract §13). An unknown placeholder is a 400 (the schema's). */
export const templateWriteRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const create = documented({
    summary: "Add a message template ({{name}}, {{firstName}}, {{statusUrl}}, {{staffName}})",
    tag: TAG,
    body: templatePayload,
    responses: { 201: messageTemplate },
  });
  app.post(PATH, create, async (request, reply) => {
    const template = parseInput(templatePayload, request.body);
    return reply.code(201).send(await createTemplate(db, template));
  });

  const update = documented({
    summary: "Change a message template's name, subject or body",
    tag: TAG,
    params: recordIdParams,
    body: templatePatch,
    responses: { 200: messageTemplate },
    errors: { 404: MESSAGE_TEXTS.templateNotFound },
  });
  app.patch(`${PATH}/:id`, update, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const changes = parseInput(templatePatch, request.body);
    const updated = await updateTemplate(db, id, changes);
    if (!updated) throw notFound();
    return updated;
  });

  const remove = documented({
    summary: "Delete a message template",
    tag: TAG,
    params: recordIdParams,
    responses: { 204: { description: "Deleted" } },
    errors: { 404: MESSAGE_TEXTS.templateNotFound },
  });
  app.delete(`${PATH}/:id`, remove, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    if (!(await deleteTemplate(db, id))) throw notFound();
    return reply.code(204).send();
  });
};

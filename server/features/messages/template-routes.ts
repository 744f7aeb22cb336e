import { recordIdParams } from "@shared/schemas/admin-lists";
import { MESSAGE_TEXTS, templatePatch, templatePayload } from "@shared/schemas/messages";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from "./message-templates";

const PATH = "/message-templates";
const notFound = () => new HttpError(404, MESSAGE_TEXTS.templateNotFound);

/** Reading the templates: whoever writes messages (admins and reviewers). */
export const templateReadRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get(PATH, () => listTemplates(db));
};

/** Writing them: admins only (contract §13). An unknown placeholder is a 400 (the schema's). */
export const templateWriteRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.post(PATH, async (request, reply) => {
    const template = parseInput(templatePayload, request.body);
    return reply.code(201).send(await createTemplate(db, template));
  });

  app.patch(`${PATH}/:id`, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const changes = parseInput(templatePatch, request.body);
    const updated = await updateTemplate(db, id, changes);
    if (!updated) throw notFound();
    return updated;
  });

  app.delete(`${PATH}/:id`, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    if (!(await deleteTemplate(db, id))) throw notFound();
    return reply.code(204).send();
  });
};

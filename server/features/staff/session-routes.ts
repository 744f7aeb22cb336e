import { SESSION_MESSAGES } from "@shared/schemas/sessions";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { HttpError } from "../../lib/errors";
import { endOtherOwnSessions, endOwnSession, listOwnSessions } from "./own-sessions";
import { signedInSession } from "./require-admin-session";

const sessionId = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The signed-in account's own sessions (contract §16): list, end one, end all others. */
export const ownSessionRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/me/sessions", async (request) => listOwnSessions(db, signedInSession(request)));

  app.delete("/me/sessions/:id", async (request, reply) => {
    const parsed = sessionId.safeParse(request.params);
    const ended =
      parsed.success && (await endOwnSession(db, signedInSession(request), parsed.data.id));
    if (!ended) throw new HttpError(404, SESSION_MESSAGES.notFound);
    return reply.code(204).send();
  });

  app.delete("/me/sessions", async (request, reply) => {
    await endOtherOwnSessions(db, signedInSession(request));
    return reply.code(204).send();
  });
};

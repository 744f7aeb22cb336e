import { SESSION_MESSAGES, staffSession } from "@shared/schemas/sessions";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { HttpError } from "../../lib/errors";
import { documented } from "../../lib/openapi/operation";
import { endOtherOwnSessions, endOwnSession, listOwnSessions } from "./own-sessions";
import { signedInSession } from "./require-admin-session";
import { ACCOUNT_TAG } from "./routes";

const sessionId = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The signed-in account's own sessions (contract §16): list, end one, end all others. */
export const ownSessionRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const list = documented({
    summary: "Your sessions, the newest sign-in first, this one marked",
    tag: ACCOUNT_TAG,
    responses: { 200: z.array(staffSession) },
  });
  app.get("/me/sessions", list, async (request) => listOwnSessions(db, signedInSession(request)));

  const endOne = documented({
    summary: "End one of your sessions (this one too, if it is this one)",
    tag: ACCOUNT_TAG,
    params: sessionId,
    responses: { 204: { description: "The session ended" } },
    errors: {
      404: `${SESSION_MESSAGES.notFound}: none of yours has this id (nor a malformed one)`,
    },
  });
  app.delete("/me/sessions/:id", endOne, async (request, reply) => {
    const parsed = sessionId.safeParse(request.params);
    const ended =
      parsed.success && (await endOwnSession(db, signedInSession(request), parsed.data.id));
    if (!ended) throw new HttpError(404, SESSION_MESSAGES.notFound);
    return reply.code(204).send();
  });

  const endOthers = documented({
    summary: "Sign out everywhere but here",
    tag: ACCOUNT_TAG,
    responses: { 204: { description: "Every other session of yours ended" } },
  });
  app.delete("/me/sessions", endOthers, async (request, reply) => {
    await endOtherOwnSessions(db, signedInSession(request));
    return reply.code(204).send();
  });
};

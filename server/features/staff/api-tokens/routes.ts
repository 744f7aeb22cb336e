import {
  API_TOKEN_MESSAGES,
  apiTokenIdParams,
  createApiTokenPayload,
} from "@shared/schemas/api-tokens";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../../db/client";
import { HttpError, parseInput } from "../../../lib/errors";
import { signedInSession } from "../require-admin-session";
import { createApiToken, listAllApiTokens, listOwnApiTokens, revokeApiToken } from "./api-tokens";

/** The id in the path; a malformed one is as unknown as a missing token. */
function tokenId(params: unknown): number {
  const parsed = apiTokenIdParams.safeParse(params);
  if (!parsed.success) throw new HttpError(404, API_TOKEN_MESSAGES.notFound);
  return parsed.data.id;
}

/**
 * The account's own tokens (contract §19). A signed-in session only: a token never reaches
 * these (token-reach.ts), and `signedInSession` refuses one again here.
 */
export const ownApiTokenRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/me/tokens", async (request) => listOwnApiTokens(db, signedInSession(request).admin.id));

  app.post("/me/tokens", async (request, reply) => {
    const payload = parseInput(createApiTokenPayload, request.body);
    const created = await createApiToken(db, signedInSession(request).admin, payload);
    return reply.code(201).send(created);
  });

  app.delete("/me/tokens/:id", async (request, reply) => {
    const { admin } = signedInSession(request);
    if (!(await revokeApiToken(db, admin.id, tokenId(request.params), admin.id))) {
      throw new HttpError(404, API_TOKEN_MESSAGES.notFound);
    }
    return reply.code(204).send();
  });
};

/** Everyone's tokens, to list and revoke (mounted in the admins' scope). */
export const allApiTokenRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/tokens", async () => listAllApiTokens(db));

  app.delete("/tokens/:id", async (request, reply) => {
    const actorId = signedInSession(request).admin.id;
    if (!(await revokeApiToken(db, actorId, tokenId(request.params)))) {
      throw new HttpError(404, API_TOKEN_MESSAGES.notFound);
    }
    return reply.code(204).send();
  });
};

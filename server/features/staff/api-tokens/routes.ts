import {
  API_TOKEN_MESSAGES,
  apiToken,
  apiTokenIdParams,
  createApiTokenPayload,
  createdApiToken,
  staffApiToken,
} from "@shared/schemas/api-tokens";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { HttpError, parseInput } from "../../../lib/errors";
import { documented } from "../../../lib/openapi/operation";
import { signedInSession } from "../require-admin-session";
import { createApiToken, listAllApiTokens, listOwnApiTokens, revokeApiToken } from "./api-tokens";

const TAG = "API tokens";
const revoked = { description: "Revoked: the token stops at once" };

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
  const list = documented({
    summary: "Your API tokens (never their secrets)",
    tag: TAG,
    responses: { 200: z.array(apiToken) },
  });
  app.get("/me/tokens", list, async (request) =>
    listOwnApiTokens(db, signedInSession(request).admin.id),
  );

  const create = documented({
    summary: "Make an API token; its secret is in this answer only",
    tag: TAG,
    body: createApiTokenPayload,
    responses: { 201: createdApiToken },
  });
  app.post("/me/tokens", create, async (request, reply) => {
    const payload = parseInput(createApiTokenPayload, request.body);
    const created = await createApiToken(db, signedInSession(request).admin, payload);
    return reply.code(201).send(created);
  });

  const revoke = documented({
    summary: "Revoke one of your API tokens",
    tag: TAG,
    params: apiTokenIdParams,
    responses: { 204: revoked },
    errors: { 404: API_TOKEN_MESSAGES.notFound },
  });
  app.delete("/me/tokens/:id", revoke, async (request, reply) => {
    const { admin } = signedInSession(request);
    if (!(await revokeApiToken(db, admin.id, tokenId(request.params), admin.id))) {
      throw new HttpError(404, API_TOKEN_MESSAGES.notFound);
    }
    return reply.code(204).send();
  });
};

/** Everyone's tokens, to list and revoke (mounted in the admins' scope). */
export const allApiTokenRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const list = documented({
    summary: "Everyone's API tokens, with whose each is",
    tag: TAG,
    responses: { 200: z.array(staffApiToken) },
  });
  app.get("/tokens", list, async () => listAllApiTokens(db));

  const revoke = documented({
    summary: "Revoke anyone's API token",
    tag: TAG,
    params: apiTokenIdParams,
    responses: { 204: revoked },
    errors: { 404: API_TOKEN_MESSAGES.notFound },
  });
  app.delete("/tokens/:id", revoke, async (request, reply) => {
    const actorId = signedInSession(request).admin.id;
    if (!(await revokeApiToken(db, actorId, tokenId(request.params)))) {
      throw new HttpError(404, API_TOKEN_MESSAGES.notFound);
    }
    return reply.code(204).send();
  });
};

import { recordIdParams } from "@shared/schemas/admin-lists";
import { perspectivePreview, previewLink } from "@shared/schemas/perspective-revisions";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { HttpError, parseInput } from "../../../lib/errors";
import { documented } from "../../../lib/openapi/operation";
import { NOT_FOUND, PERSPECTIVES_TAG } from "../operation-texts";
import { createPreviewLink, loadPreview, revokePreviewLinks } from "./preview-links";

const notFound = () => new HttpError(404, NOT_FOUND);
const INVALID_LINK = "This preview link is not valid";

/**
 * `POST /perspectives/{id}/preview` → 201 `{url, expiresAt}`, a new link; `DELETE` → 204,
 * a new key, which revokes every earlier link (contract §15). Registered in the editors' scope
 * of /api/admin.
 */
export const perspectivePreviewAdminRoutes: FastifyPluginAsync<{
  db: Database;
  publicUrl: string;
}> = async (app, { db, publicUrl }) => {
  const create = documented({
    summary: "A new preview link (7 days) to the perspective as it stands, draft or not",
    tag: PERSPECTIVES_TAG,
    params: recordIdParams,
    responses: { 201: previewLink },
    errors: { 404: NOT_FOUND },
  });
  app.post("/perspectives/:id/preview", create, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    const link = await createPreviewLink(db, id, publicUrl, new Date());
    if (!link) throw notFound();
    return reply.code(201).send(link);
  });

  const revoke = documented({
    summary: "Revoke every preview link of the perspective",
    tag: PERSPECTIVES_TAG,
    params: recordIdParams,
    responses: { 204: { description: "Revoked: every earlier link now answers 404" } },
    errors: { 404: NOT_FOUND },
  });
  app.delete("/perspectives/:id/preview", revoke, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    if (!(await revokePreviewLinks(db, id))) throw notFound();
    return reply.code(204).send();
  });
};

/** What a preview address may hold; anything longer is no token (and a 404). */
const previewParams = z.object({ token: z.string().max(100) });

/** Headers of every preview answer, a 404 too: kept by no cache, indexed by no search engine. */
export const PREVIEW_HEADERS = { "cache-control": "no-store", "x-robots-tag": "noindex" } as const;

/**
 * `GET /api/preview/{token}` → `{perspective, expiresAt}`: the article's current state, for
 * anyone holding a valid link; a malformed, tampered, expired or revoked one is a 404.
 */
export const perspectivePreviewRoutes: FastifyPluginAsync<{ db: Database }> = async (
  app,
  { db },
) => {
  const read = documented({
    summary: "A perspective's current state, through a preview link",
    description: "Answered with `Cache-Control: no-store` and `X-Robots-Tag: noindex`.",
    tag: "Strategic Perspectives (public)",
    params: previewParams,
    responses: { 200: perspectivePreview },
    errors: { 404: INVALID_LINK },
  });
  app.get("/preview/:token", read, async (request, reply) => {
    reply.headers(PREVIEW_HEADERS);
    const { token } = parseInput(previewParams, request.params);
    const preview = await loadPreview(db, token);
    if (!preview) throw new HttpError(404, INVALID_LINK);
    return preview;
  });
};

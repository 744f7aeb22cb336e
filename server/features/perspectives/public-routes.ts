import {
  perspectiveRecord,
  perspectiveSummary,
  publicPerspectiveQuery,
} from "@shared/schemas/perspective";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import { documented } from "../../lib/openapi/operation";
import { getPublishedPerspective } from "./get-published-perspective";
import { listFeaturedPerspectives } from "./list-featured-perspectives";
import { listPublishedPerspectives } from "./list-published-perspectives";

/**
 * The public perspective API (contract §5): published perspectives only. Their caching
 * headers come from the HTTP cache plugin (server/http/public-cache.ts), not from here.
 */
export const perspectivePublicRoutes: FastifyPluginAsync<{ db: Database }> = async (
  app,
  { db },
) => {
  const TAG = "Strategic Perspectives (public)";
  const list = documented({
    summary: "Published perspectives, newest first, by text and category",
    tag: TAG,
    query: publicPerspectiveQuery,
    responses: { 200: z.array(perspectiveSummary) },
  });
  app.get("/perspectives", list, async (request) =>
    listPublishedPerspectives(db, parseInput(publicPerspectiveQuery, request.query)),
  );

  // A static route: Fastify matches it before the parametric one, so "featured" is never a
  // slug (the admin side never makes that slug either).
  const featured = documented({
    summary: "The featured published perspectives",
    tag: TAG,
    responses: { 200: z.array(perspectiveSummary) },
  });
  app.get("/perspectives/featured", featured, async () => listFeaturedPerspectives(db));

  const one = documented({
    summary: "One published perspective by its slug",
    tag: TAG,
    responses: { 200: perspectiveRecord },
    errors: { 404: "Perspective not found" },
  });
  app.get<{ Params: { slug: string } }>("/perspectives/:slug", one, async (request) => {
    const perspective = await getPublishedPerspective(db, request.params.slug);
    if (!perspective) throw new HttpError(404, "Perspective not found");
    return perspective;
  });
};

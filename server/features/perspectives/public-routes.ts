import { publicPerspectiveQuery } from "@shared/schemas/perspective";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
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
  app.get("/perspectives", async (request) =>
    listPublishedPerspectives(db, parseInput(publicPerspectiveQuery, request.query)),
  );

  // A static route: Fastify matches it before the parametric one, so "featured" is never a
  // slug (the admin side never makes that slug either).
  app.get("/perspectives/featured", async () => listFeaturedPerspectives(db));

  app.get<{ Params: { slug: string } }>("/perspectives/:slug", async (request) => {
    const perspective = await getPublishedPerspective(db, request.params.slug);
    if (!perspective) throw new HttpError(404, "Perspective not found");
    return perspective;
  });
};

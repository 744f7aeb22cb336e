import { journal } from "@shared/config/journal";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { listPublishedPerspectives } from "../perspectives/list-published-perspectives";
import { listSitemapPerspectives } from "./list-sitemap-perspectives";
import { buildRobotsTxt } from "./robots";
import { buildRssFeed, FEED_SIZE } from "./rss";
import { buildSitemap } from "./sitemap";

/**
 * /sitemap.xml, /robots.txt and the perspectives' RSS feed, with absolute URLs on the
 * PUBLIC_URL origin. Static routes, so they win over the pages' catch-all route; their
 * caching headers come from the HTTP cache plugin.
 */
export const seoRoutes: FastifyPluginAsync<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  // PUBLIC_URL comes without a trailing slash (server/env.ts), as the pages use it.
  const origin = publicUrl;

  app.get("/sitemap.xml", async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .send(buildSitemap(origin, await listSitemapPerspectives(db))),
  );

  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").send(buildRobotsTxt(origin)),
  );

  app.get(journal.feedPath, async (_request, reply) =>
    reply
      .type("application/rss+xml; charset=utf-8")
      .send(buildRssFeed(origin, await listPublishedPerspectives(db, {}, FEED_SIZE))),
  );
};

import { journal } from "@shared/config/journal";
import type { PerspectiveSummary } from "@shared/schemas/perspective";
import type { FastifyPluginAsync } from "fastify";
import { buildRobotsTxt } from "./robots";
import { buildRssFeed, FEED_SIZE } from "./rss";
import { buildSitemap, type SitemapPerspective } from "./sitemap";

/** What the feed and the sitemap read; the app wires it to the perspectives feature. */
export type SeoPerspectives = {
  /** Every published perspective's slug and last change, newest first. */
  forSitemap(): Promise<SitemapPerspective[]>;
  /** The newest published perspectives, at most `count`. */
  newest(count: number): Promise<PerspectiveSummary[]>;
};

/**
 * /sitemap.xml, /robots.txt and the perspectives' RSS feed, with absolute URLs on the
 * PUBLIC_URL origin. Static routes, so they win over the pages' catch-all route; their
 * caching headers come from the HTTP cache plugin.
 */
export const seoRoutes: FastifyPluginAsync<{
  perspectives: SeoPerspectives;
  publicUrl: string;
}> = async (app, { perspectives, publicUrl }) => {
  // PUBLIC_URL comes without a trailing slash (server/env.ts), as the pages use it.
  const origin = publicUrl;

  app.get("/sitemap.xml", async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .send(buildSitemap(origin, await perspectives.forSitemap())),
  );

  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").send(buildRobotsTxt(origin)),
  );

  app.get(journal.feedPath, async (_request, reply) =>
    reply
      .type("application/rss+xml; charset=utf-8")
      .send(buildRssFeed(origin, await perspectives.newest(FEED_SIZE))),
  );
};

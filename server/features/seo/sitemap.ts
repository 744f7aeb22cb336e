import { paths } from "@shared/config/paths";
import { element, escapeXml } from "./xml";

/** The public pages, as the route table has them (app/routes.ts). */
export const PUBLIC_PAGES = [
  paths.home,
  paths.startupIdeas,
  paths.investmentInterest,
  paths.perspectives,
  paths.privacyPolicy,
  paths.termsOfService,
  paths.accessibility,
] as const;

export type SitemapPerspective = { slug: string; lastModified: Date };

/**
 * sitemaps.org XML: the public pages, then every published perspective with its last change.
 * The list page and the home page (which shows the featured ones) change with the newest one.
 */
export function buildSitemap(origin: string, perspectives: SitemapPerspective[]): string {
  const newest = perspectives.reduce<Date | undefined>(
    (latest, { lastModified }) => (!latest || lastModified > latest ? lastModified : latest),
    undefined,
  );
  const url = (path: string, lastModified?: Date) =>
    `<url>${element("loc", `${origin}${path}`)}${element("lastmod", lastModified?.toISOString())}</url>`;
  const urls = [
    ...PUBLIC_PAGES.map((path) =>
      url(path, path === paths.home || path === paths.perspectives ? newest : undefined),
    ),
    ...perspectives.map(({ slug, lastModified }) => url(paths.perspective(slug), lastModified)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${escapeXml("http://www.sitemaps.org/schemas/sitemap/0.9")}">`,
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

import { site } from "@shared/config/site";
import type { MetaDescriptor } from "react-router";

type SiteData = { publicUrl: string };

type PageSeo = {
  title: string;
  description: string;
  /** Absolute path of the page's canonical URL, e.g. "/startup-ideas". */
  path: string;
  /** The `matches` a route's meta function receives; the root's data holds the public origin. */
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

/** Title, description and canonical link for one public page. */
export function pageMeta({ title, description, path, matches }: PageSeo): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as SiteData | undefined;
  const origin = root?.publicUrl ?? "";
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: `${origin}${path}` },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: `${origin}${path}` },
  ];
}

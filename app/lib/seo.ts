import { site } from "@shared/config/site";
import type { MetaDescriptor } from "react-router";

type SiteData = { publicUrl: string };

/** What an article page adds for sharing (Open Graph `article`, Twitter card). */
type ArticleSeo = {
  /** The cover: made absolute for og:image; without one the card is a small summary. */
  image?: string | null;
  imageAlt?: string;
  publishedTime?: string | null;
  modifiedTime?: string;
  /** The category's label. */
  section?: string;
  author?: string;
};

type PageSeo = {
  title: string;
  description: string;
  /** Absolute path of the page's canonical URL, e.g. "/startup-ideas". */
  path: string;
  /** The `matches` a route's meta function receives; the root's data holds the public origin. */
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  /** An article page: og:type=article and its tags. */
  article?: ArticleSeo;
  /** Keep the page out of search results (a missing article). */
  noindex?: boolean;
};

/** Title, description and canonical link for one public page, with its Open Graph tags. */
export function pageMeta({
  title,
  description,
  path,
  matches,
  article,
  noindex,
}: PageSeo): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as SiteData | undefined;
  const origin = root?.publicUrl ?? "";
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: `${origin}${path}` },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: article ? "article" : "website" },
    // An article is shared under its own title; the site's name is og:site_name.
    { property: "og:title", content: article ? title : fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: `${origin}${path}` },
  ];
  if (noindex) meta.push({ name: "robots", content: "noindex" });
  if (!article) return meta;

  const image = absoluteUrl(article.image, origin);
  if (image) {
    meta.push({ property: "og:image", content: image });
    if (article.imageAlt) meta.push({ property: "og:image:alt", content: article.imageAlt });
  }
  if (article.publishedTime) {
    meta.push({ property: "article:published_time", content: article.publishedTime });
  }
  if (article.modifiedTime) {
    meta.push({ property: "article:modified_time", content: article.modifiedTime });
  }
  if (article.section) meta.push({ property: "article:section", content: article.section });
  if (article.author) meta.push({ name: "author", content: article.author });
  meta.push({ name: "twitter:card", content: image ? "summary_large_image" : "summary" });
  return meta;
}

/** Covers are stored as absolute http(s) URLs; anything else is resolved on the site's origin. */
function absoluteUrl(url: string | null | undefined, origin: string) {
  if (!url) return undefined;
  try {
    return new URL(url, `${origin}/`).href;
  } catch {
    return undefined;
  }
}

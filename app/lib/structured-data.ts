import { site } from "@shared/config/site";
import type { PerspectiveRecord } from "@shared/schemas/perspective";

/*
 * schema.org JSON-LD for search engines (contract §15): an `Article` on each article page and
 * the `Organization` on the home page. The JSON goes inside a <script> element, where the
 * HTML parser ends the element at the first `</script` whatever the JSON means: jsonLdText
 * writes `<`, `>` and `&` (and U+2028/U+2029, which old JavaScript parsers take for line ends)
 * as JSON escapes, so no text in an article can end the element or start markup.
 */

type JsonLd = Record<string, unknown>;

const ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** The JSON of `data`, safe as the text of a script element. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => ESCAPES[character] ?? "",
  );
}

/** An absolute URL on the site for a stored one (covers may be site-relative /media/… URLs). */
function absolute(url: string | null, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, `${origin}/`).href;
  } catch {
    return undefined;
  }
}

/** The company as publisher and as the home page's subject. */
export function organizationData(origin: string): JsonLd {
  return {
    "@type": "Organization",
    name: site.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    sameAs: Object.values(site.social),
  };
}

/** The home page's `Organization`. */
export const organizationJsonLd = (origin: string): JsonLd => ({
  "@context": "https://schema.org",
  ...organizationData(origin),
});

/** An article page's `Article`; `url` is its canonical address. */
export function articleJsonLd(
  perspective: Pick<
    PerspectiveRecord,
    | "title"
    | "summary"
    | "coverImage"
    | "authorName"
    | "authorTitle"
    | "publishedAt"
    | "createdAt"
    | "updatedAt"
  >,
  url: string,
  origin: string,
): JsonLd {
  const image = absolute(perspective.coverImage, origin);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: perspective.title,
    description: perspective.summary,
    mainEntityOfPage: url,
    datePublished: perspective.publishedAt ?? perspective.createdAt,
    dateModified: perspective.updatedAt,
    author: { "@type": "Person", name: perspective.authorName, jobTitle: perspective.authorTitle },
    ...(image ? { image } : {}),
    publisher: organizationData(origin),
  };
}

import { journal } from "@shared/config/journal";
import type { PerspectiveRecord } from "@shared/schemas/perspective";
import { useRouteLoaderData } from "react-router";
import { useNonce } from "~/lib/nonce";
import { articleJsonLd, jsonLdText, organizationJsonLd } from "~/lib/structured-data";
import type { loader as rootLoader } from "~/root";

/**
 * Structured data for search engines; its text is escaped by jsonLdText. A data block (not
 * JavaScript), which the CSP's script-src does not govern; it carries the nonce all the same,
 * so that every script element of a page has it (the security-headers test holds pages to that).
 */
function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdText escapes what could end the element.
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}

const usePublicOrigin = () => useRouteLoaderData<typeof rootLoader>("root")?.publicUrl ?? "";

/** The article page's `Article`. */
export function ArticleJsonLd({ perspective }: { perspective: PerspectiveRecord }) {
  const origin = usePublicOrigin();
  const url = `${origin}${journal.path}/${encodeURIComponent(perspective.slug)}`;
  return <JsonLd data={articleJsonLd(perspective, url, origin)} />;
}

/** The home page's `Organization`. */
export function OrganizationJsonLd() {
  return <JsonLd data={organizationJsonLd(usePublicOrigin())} />;
}

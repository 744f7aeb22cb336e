import { loadPreview } from "@server/features/perspectives/preview/preview-links";
import { site } from "@shared/config/site";
import { data } from "react-router";
import { perspectiveArticle } from "~/features/perspectives/perspective-article-island";
import { dateTime } from "~/lib/dates";
import { Island } from "~/lib/islands";
import type { Route } from "./+types/perspective-preview";

/**
 * A preview link (contract §15): the article's current state, draft or not, for anyone holding
 * the link. Kept by no cache (the server's page cache leaves /preview alone) and indexed by
 * no search engine; a link that does not hold is a 404 like an unknown article.
 */
const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const preview = await loadPreview(context.db, params.token);
  if (!preview) return data({ preview: null }, { status: 404, headers: PRIVATE });
  return data({ preview }, { headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** No canonical link or Open Graph tags: the address is a key, not the article's. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.preview ? `Preview: ${loaderData.preview.perspective.title}` : "Preview link not valid"} | ${site.name}`,
  },
  { name: "robots", content: "noindex" },
];

export default function PerspectivePreviewPage({ loaderData }: Route.ComponentProps) {
  const { preview } = loaderData;
  if (!preview) return <PreviewNotFound />;
  return (
    <>
      <PreviewBanner expiresAt={preview.expiresAt} />
      <Island component={perspectiveArticle} perspective={preview.perspective} />
    </>
  );
}

function PreviewBanner({ expiresAt }: { expiresAt: string }) {
  return (
    <section
      aria-label="Preview"
      className="border-b border-wheat-300 bg-wheat-100 text-forest-950"
    >
      <div className="mx-auto max-w-3xl px-4 py-3 sm:px-6">
        <p className="text-sm">
          <strong className="font-semibold">Preview</strong>: this article is not public. Shown as
          it stands now, to anyone with this link, until {dateTime(expiresAt)}.
        </p>
      </div>
    </section>
  );
}

function PreviewNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <h1 className="text-4xl font-semibold text-forest-950 sm:text-5xl">
        This preview link is not valid
      </h1>
      <p className="mt-4 text-lg text-ink-muted">
        It may have expired or been revoked. Ask the editor who shared it for a new one.
      </p>
    </section>
  );
}

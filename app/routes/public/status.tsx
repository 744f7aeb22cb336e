import { loadStatusView } from "@server/features/status-page/status-view";
import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { CompassIcon } from "~/components/ui/icons";
import { statusDeck } from "~/features/decks/deck-islands";
import { statusShares } from "~/features/shares/share-islands";
import {
  statusConversation,
  statusSummary,
  withdrawControl,
} from "~/features/status-page/status-islands";
import { Island } from "~/lib/islands";
import type { Route } from "./+types/status";

/** Personal: no browser or proxy keeps a copy (the server's page cache leaves it alone too). */
const PRIVATE = { "Cache-Control": "no-store" } as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await loadStatusView(context.db, params.token);
  if (!view) return data({ view: null, token: "" }, { status: 404, headers: PRIVATE });
  return data({ view, token: params.token }, { headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** No canonical link or Open Graph tags: the address is a key, and never to be shared. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.view ? "Your submission" : "Link not valid"} | ${site.name}` },
  { name: "description", content: `Your private status page at ${site.name}.` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StatusPage({ loaderData }: Route.ComponentProps) {
  const { view, token } = loaderData;
  if (!view) return <StatusNotFound />;
  const noun = view.kind === "startup-ideas" ? "startup idea" : "investment interest";
  return (
    <div className="bg-forest-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
        <Island component={statusSummary} view={view} />
        {view.shares?.length ? (
          <Island component={statusShares} hydrate="on-use" token={token} shares={view.shares} />
        ) : null}
        {view.kind === "startup-ideas" ? (
          <Island component={statusDeck} hydrate="on-use" token={token} deck={view.deck ?? null} />
        ) : null}
        <Island
          component={statusConversation}
          hydrate="on-use"
          token={token}
          messages={view.messages}
        />
        <Island component={withdrawControl} hydrate="on-use" token={token} noun={noun} />
      </div>
    </div>
  );
}

function StatusNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <span className="flex size-14 items-center justify-center rounded-full bg-wheat-100 text-wheat-700">
        <CompassIcon className="size-7" />
      </span>
      <h1 className="mt-6 text-4xl font-semibold text-forest-950 sm:text-5xl">
        This link is not valid
      </h1>
      <p className="mt-4 text-lg text-ink-muted">
        The link may be mistyped, or the submission it opened was withdrawn or deleted.
      </p>
      <p className="mt-2 text-ink-muted">
        Each e-mail we send you carries a working link to your status page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home}>Back to home</Link>
        </Button>
      </div>
    </section>
  );
}

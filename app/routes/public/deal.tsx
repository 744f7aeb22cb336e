import { loadDealPage } from "@server/features/shares/deal-page";
import { site } from "@shared/config/site";
import type { DealPageView } from "@shared/schemas/shares";
import { data } from "react-router";
import { DealGone } from "~/features/shares/deal-gone";
import { dealDeck, dealReading, dealResponse } from "~/features/shares/deal-islands";
import { Card, DealSummary } from "~/features/shares/deal-summary";
import { Island } from "~/lib/islands";
import { useContact } from "~/lib/use-contact";
import type { Route } from "./+types/deal";

/**
 * A backer's private deal page (contract §18). Personal and a key: no browser or proxy keeps
 * a copy, no search engine indexes it (the server's page cache leaves /deal alone too).
 */
const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadDealPage(context.db, params.token);
  if ("refusal" in page) {
    return data(
      { view: null, token: "", refusal: page.refusal },
      { status: page.refusal.status, headers: PRIVATE },
    );
  }
  return data({ view: page.view, token: params.token, refusal: null }, { headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** No canonical link or Open Graph tags: the address is a key, and never to be shared. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.view ? `A startup idea in ${loaderData.view.sector}` : (loaderData?.refusal?.message ?? "Deal link")} | ${site.name}`,
  },
  { name: "description", content: `A private deal page from ${site.name}.` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function DealPage({ loaderData }: Route.ComponentProps) {
  const { view, token, refusal } = loaderData;
  const contact = useContact();
  if (!view) {
    return (
      <DealGone
        message={refusal?.message ?? ""}
        status={refusal?.status ?? 404}
        contactEmail={contact.email}
      />
    );
  }
  return (
    <div className="bg-forest-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
        <DealSummary {...view} />
        {view.deck ? <DealDeckSection token={token} deck={view.deck} /> : null}
        {deckReadable(view.deck) ? null : (
          <Island component={dealReading} hydrate="load" token={token} />
        )}
        <Island
          component={dealResponse}
          hydrate="on-use"
          token={token}
          response={view.response}
          responseNote={view.responseNote}
          introduced={view.introduced}
        />
      </div>
    </div>
  );
}

function DealDeckSection({
  token,
  deck,
}: {
  token: string;
  deck: NonNullable<DealPageView["deck"]>;
}) {
  const ready = deckReadable(deck);
  return (
    <Card labelledBy="deck-heading" title="Pitch deck">
      {ready ? (
        // A little wider than the card's text on a phone: the page is what is read here.
        <div className="-mx-2 mt-3 sm:mx-0">
          <Island component={dealDeck} hydrate="load" token={token} pages={deck.pages} />
        </div>
      ) : (
        <p className="mt-3 rounded-xl bg-soil-50 p-6 text-center text-ink-muted">
          The deck's pages are being prepared. Reload this page in a minute to read them.
        </p>
      )}
    </Card>
  );
}

/** Whether the deck's pages are all made, so the page viewer (and its view reports) is shown. */
function deckReadable(deck: DealPageView["deck"]) {
  return deck !== null && deck.pages > 0 && deck.pagesReady >= deck.pages;
}

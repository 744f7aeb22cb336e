import { site } from "@shared/config/site";
import type { DealPageView } from "@shared/schemas/shares";
import { Island } from "~/lib/islands";
import { DealGone } from "./deal-gone";
import { dealDeck, dealReading, dealResponse } from "./deal-islands";
import { Card, DealSummary } from "./deal-summary";

/** What a deal link opens: its page's view, or why it opens nothing (404, 410). */
export type DealPageData =
  | { view: DealPageView; token: string; refusal: null }
  | { view: null; token: ""; refusal: { status: 404 | 410; message: string } };

/**
 * A backer's page is personal and a key: no browser or proxy keeps a copy, no search engine
 * indexes it (the server's page cache leaves /deal alone too).
 */
export const DEAL_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** The page's title and meta tags. No canonical link or Open Graph tags: the address is a key. */
export function dealPageMeta(data: DealPageData | undefined) {
  const title = data?.view
    ? `A startup idea in ${data.view.sector}`
    : (data?.refusal?.message ?? "Deal link");
  return [
    { title: `${title} | ${site.name}` },
    { name: "description", content: `A private deal page from ${site.name}.` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** The status a deal page is answered with. */
export const dealPageStatus = (data: DealPageData) => data.refusal?.status ?? 200;

/** A backer's private deal page (contract §18), or the page of a link that opens nothing. */
export function DealPageContent({
  data,
  contactEmail,
}: {
  data: DealPageData;
  contactEmail: string;
}) {
  const { view, token, refusal } = data;
  if (!view) {
    return (
      <DealGone message={refusal.message} status={refusal.status} contactEmail={contactEmail} />
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

/** Loads the page's islands' code, for a renderer that cannot wait for it (renderToString). */
export const loadDealPageIslands = () =>
  Promise.all([dealDeck.load(), dealReading.load(), dealResponse.load()]);

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

import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { siteHeader } from "~/components/layout/site-header-island";
import { statusDeck } from "~/features/decks/deck-islands";
import { investmentInterestForm } from "~/features/investment-interests/deferred-investment-interest-form";
import { perspectiveSearch } from "~/features/perspectives/perspective-search-island";
import { dealDeck, dealReading, dealResponse } from "~/features/shares/deal-islands";
import { statusShares } from "~/features/shares/share-islands";
import { startupIdeaForm } from "~/features/startup-ideas/deferred-startup-idea-form";
import { statusConversation, withdrawControl } from "~/features/status-page/status-islands";
import { hydrateIslands } from "~/lib/island-hydration";
import type { LiveIslandComponent } from "~/lib/islands";

/** Every live island a public page can hold, found by the name its box carries. */
const liveIslands = [
  siteHeader,
  perspectiveSearch,
  startupIdeaForm,
  investmentInterestForm,
  statusConversation,
  withdrawControl,
  statusDeck,
  dealDeck,
  dealReading,
  dealResponse,
  statusShares,
] as LiveIslandComponent<object>[];

declare global {
  interface Window {
    __reactRouterContext?: unknown;
  }
}

// A page that React Router renders in the browser (the back office) carries its context; a
// public page does not, and only its live islands are hydrated (ADR 043). React Router's
// client is loaded only for the former.
if (window.__reactRouterContext) {
  const { HydratedRouter } = await import("react-router/dom");
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
} else {
  hydrateIslands(liveIslands);
}

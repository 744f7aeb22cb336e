import { liveIsland } from "~/lib/islands";

/**
 * The deal page's live parts (~/lib/islands): the deck, hydrated as soon as the page has
 * loaded, since its view reporting starts with the first page shown; the answer, whose code
 * loads when the backer starts to answer. The rest of the page runs nothing in the browser.
 */
export const dealDeck = liveIsland("deal-deck", () =>
  import("./deal-deck").then((module) => module.DealDeck),
);
export const dealReading = liveIsland("deal-reading", () =>
  import("./deal-deck").then((module) => module.DealReading),
);
export const dealResponse = liveIsland("deal-response", () =>
  import("./deal-response").then((module) => module.DealResponse),
);

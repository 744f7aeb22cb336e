import { liveIsland } from "~/lib/islands";

/**
 * The status page's pitch deck (contract §17), its code loaded when the founder starts to use
 * it (~/lib/islands): a file chosen, or a button pressed, before it arrived is kept.
 */
export const statusDeck = liveIsland("status-deck", () =>
  import("./status-deck").then((module) => module.StatusDeck),
);

import { island } from "~/lib/islands";

/** The /perspectives result grid as an island (see ~/lib/islands). */
export const perspectiveResults = island(() =>
  import("./perspective-results").then((module) => module.PerspectiveResults),
);

import { island } from "~/lib/islands";

/**
 * The /perspectives page's hero as a static island (see ~/lib/islands): its code and the
 * drawing behind it stay out of the page's first load.
 */
export const perspectivesHero = island(() =>
  import("~/components/marketing/page-hero").then((module) => module.PageHero),
);

import { island } from "~/lib/islands";

/** The home page's static sections, loaded only when the browser renders them (see ~/lib/islands). */
export const homeIntro = island(() => import("./home-sections").then((module) => module.HomeIntro));
export const homeContact = island(() =>
  import("./home-sections").then((module) => module.HomeContact),
);

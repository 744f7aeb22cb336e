import { island } from "~/lib/islands";

/** The /investment-interest page's static sections, loaded only when the browser renders them (see ~/lib/islands). */
export const investIntro = island(() =>
  import("./invest-sections").then((module) => module.InvestIntro),
);

import { island } from "~/lib/islands";

/** The /startup-ideas page's static sections, loaded only when the browser renders them (see ~/lib/islands). */
export const startupIdeasIntro = island(() =>
  import("./startup-ideas-sections").then((module) => module.StartupIdeasIntro),
);
export const startupIdeasClosing = island(() =>
  import("./startup-ideas-sections").then((module) => module.StartupIdeasClosing),
);

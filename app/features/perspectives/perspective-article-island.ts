import { island } from "~/lib/islands";

/**
 * An article page's content as a static island (see ~/lib/islands): loaded only when the
 * browser renders it itself. Its "All perspectives" links are then plain links.
 */
export const perspectiveArticle = island(() =>
  import("./perspective-article").then((module) => module.PerspectiveArticle),
);

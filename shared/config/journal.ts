import { paths } from "./paths";
import { site } from "./site";

/** The company's articles ("Strategic Perspectives"): how the list page, its meta and the feed name them. */
export const journal = {
  title: "Strategic Perspectives",
  description: `Analysis, field notes and opinion on agricultural technology, markets and investment from the team at ${site.name}.`,
  /** The list page; each article lives under it at /perspectives/{slug}. */
  path: paths.perspectives,
  feedPath: paths.perspectivesFeed,
} as const;

import { island } from "~/lib/islands";

/**
 * The footer is static (links and text): an island (see ~/lib/islands), whose code is loaded
 * only when the browser renders the public layout itself.
 */
export const siteFooter = island(() => import("./site-footer").then((module) => module.SiteFooter));

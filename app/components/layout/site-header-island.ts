import { liveIsland } from "~/lib/islands";
import { SiteHeader } from "./site-header";

/**
 * The header with its mobile menu: a live island hydrated as the page loads (~/lib/islands).
 * Its code comes with the client entry, preloaded by the page, not after it.
 */
export const siteHeader = liveIsland("site-header", async () => SiteHeader);

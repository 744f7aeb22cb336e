import { liveIsland } from "~/lib/islands";
import { PerspectiveSearch } from "./perspective-search";

/**
 * The journal's search form: a live island hydrated as the page loads (~/lib/islands). Its
 * code comes with the client entry (about 1 KB), preloaded by the page, not after it.
 */
export const perspectiveSearch = liveIsland("perspective-search", async () => PerspectiveSearch);

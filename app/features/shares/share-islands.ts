import { liveIsland } from "~/lib/islands";

/**
 * The status page's part on backers (contract §18), its code loaded when the founder starts to
 * use it (~/lib/islands): a button pressed before it arrived is held and pressed again.
 */
export const statusShares = liveIsland("status-shares", () =>
  import("./status-shares").then((module) => module.StatusShares),
);

import { island, liveIsland } from "~/lib/islands";

/**
 * The status page's parts (see ~/lib/islands): the summary is static, so its code (the
 * stages, the labels) never loads for the page; the conversation and the withdraw button load
 * theirs when the submitter starts to use them.
 */
export const statusSummary = island(() =>
  import("./status-summary").then((module) => module.StatusSummary),
);
export const statusConversation = liveIsland("status-conversation", () =>
  import("./conversation").then((module) => module.Conversation),
);
export const withdrawControl = liveIsland("withdraw-control", () =>
  import("./withdraw-control").then((module) => module.WithdrawControl),
);

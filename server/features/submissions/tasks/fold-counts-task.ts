import type { LookTask } from "../../../lib/worker-task";
import { foldCountChanges } from "../submission-counts";

/**
 * Folds the submission counts' pending changes into the counts (ADR 026) on the poll's beat,
 * on every instance; each change is taken `SKIP LOCKED`, so it is folded once.
 */
export const foldCountsTask: LookTask = {
  name: "fold-submission-counts",
  when: "poll",
  run: ({ db, signal }) => foldCountChanges(db, signal),
};

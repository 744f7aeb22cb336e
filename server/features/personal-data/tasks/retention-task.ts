import type { ScheduledTask } from "../../../lib/worker-task";
import { purgeDue } from "../retention";

/** The retention purge (contract §12): daily at 03:30 company time, and at every start-up. */
export const retentionTask: ScheduledTask = {
  name: "retention",
  when: { cron: "30 3 * * *", atStartUp: true },
  run: ({ tx }) => purgeDue(tx),
};

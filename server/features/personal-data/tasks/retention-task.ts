import type { Transaction } from "../../../db/client";
import type { ScheduledTask } from "../../../lib/worker-task";
import { purgeDue } from "../retention";

/** Another feature's clean-up of personal data past its time, run in the purge's turn. */
export type AlsoForget = (tx: Transaction) => Promise<unknown>;

/**
 * The retention purge (contract §12): daily at 03:30 company time, and at every start-up.
 * `alsoForget` are other features' own clean-ups (server/app.ts hands them in), done in the
 * same transaction after the submissions and old mail.
 */
export const retentionTask = (alsoForget: readonly AlsoForget[] = []): ScheduledTask => ({
  name: "retention",
  when: { cron: "30 3 * * *", atStartUp: true },
  run: async ({ tx }) => {
    await purgeDue(tx);
    for (const forget of alsoForget) await forget(tx);
  },
});

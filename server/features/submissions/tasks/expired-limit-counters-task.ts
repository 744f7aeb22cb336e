import { lt, sql } from "drizzle-orm";
import { rateLimitCounters } from "../../../db/schema";
import type { ScheduledTask } from "../../../lib/worker-task";

/**
 * Deletes the submission limit's counters whose window has passed (a hit after that would
 * restart it anyway, ADR 016), so the table holds only the last hour's clients. Every 10
 * minutes, on one instance.
 */
export const expiredLimitCountersTask: ScheduledTask = {
  name: "rate-limit-counters",
  when: { cron: "*/10 * * * *" },
  async run({ tx }) {
    await tx.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, sql`now()`));
  },
};

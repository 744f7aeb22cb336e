import { DAILY_DIGEST_HOUR } from "@shared/schemas/mail";
import type { ScheduledTask } from "../../../lib/worker-task";
import { queueDailyDigest } from "../daily-digest";

/** The staff's daily digest at 08:00 company time (contract §11), on one instance. */
export function dailyDigestTask(publicUrl: string): ScheduledTask {
  return {
    name: "daily-digest",
    when: { cron: `0 ${DAILY_DIGEST_HOUR} * * *` },
    run: ({ tx, firedAt }) => queueDailyDigest(tx, firedAt, publicUrl),
  };
}

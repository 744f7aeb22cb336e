import { and, lt, ne, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { webhookDeliveries } from "../../db/schema";

/**
 * A finished delivery is kept this long for the log, then deleted: its `data` names the
 * submitter, and the log is for seeing what happened lately, not a record.
 */
export const WEBHOOK_DELIVERY_DAYS = 30;

/**
 * Deletes deliveries delivered or failed more than `WEBHOOK_DELIVERY_DAYS` ago (run with the
 * retention purge, wired by server/app.ts). A pending one stays, however old: it is still owed.
 */
export async function forgetOldDeliveries(tx: Transaction): Promise<number> {
  const gone = await tx
    .delete(webhookDeliveries)
    .where(
      and(
        ne(webhookDeliveries.status, "pending"),
        lt(
          webhookDeliveries.createdAt,
          sql`now() - make_interval(days => ${WEBHOOK_DELIVERY_DAYS})`,
        ),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return gone.length;
}

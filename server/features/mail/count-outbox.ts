import type { OutboxStatus } from "@shared/schemas/mail";
import { count } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";

/** How many mails are pending, sent and failed (the Outbox screen's summary). */
export async function countOutbox(db: Database): Promise<Record<OutboxStatus, number>> {
  const rows = await db
    .select({ status: mailOutbox.status, total: count() })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const totals = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) totals[row.status] = row.total;
  return totals;
}

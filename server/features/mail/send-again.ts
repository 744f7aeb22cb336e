import type { OutboxEntry } from "@shared/schemas/mail";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import { outboxEntryColumns, toOutboxEntry } from "./outbox-entry";
import { RETRY_WINDOW } from "./retry-policy";

/**
 * "Send again" for a failed mail: pending, due now, with another 24 hours of attempts. Returns
 * the entry, or why not: the mail is not failed, or there is no such mail.
 */
export async function sendAgain(
  db: Database,
  id: number,
): Promise<OutboxEntry | "not failed" | "unknown"> {
  const [retried] = await db
    .update(mailOutbox)
    .set({
      status: "pending",
      nextAttemptAt: sql`now()`,
      giveUpAt: sql`now() + ${sql.raw(`interval '${RETRY_WINDOW}'`)}`,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
    .returning(outboxEntryColumns);
  if (retried) return toOutboxEntry(retried);
  const [exists] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return exists ? "not failed" : "unknown";
}

import { eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { mailOutbox, messages } from "../../db/schema";
import type { SubmissionSource } from "../submissions/submission-source";
import { messageRecordColumn } from "./record-messages";

/**
 * Removes the outbox rows of a record's messages, sent or not (contract §12): call it in the
 * transaction that deletes, erases or withdraws the record, before the record goes (its
 * messages go with it, and with them the only link to their mail). Returns how many went.
 */
export async function forgetMessageMail(
  tx: Pick<Transaction, "delete" | "select">,
  source: SubmissionSource,
  id: number,
): Promise<number> {
  const mailOfRecord = tx
    .select({ id: messages.outboxId })
    .from(messages)
    .where(eq(messageRecordColumn(source), id));
  const gone = await tx
    .delete(mailOutbox)
    .where(inArray(mailOutbox.id, mailOfRecord))
    .returning({ id: mailOutbox.id });
  return gone.length;
}

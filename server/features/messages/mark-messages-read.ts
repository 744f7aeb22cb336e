import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { messages } from "../../db/schema";
import type { SubmissionSource } from "../submissions/submission-source";
import { messageRecordColumn } from "./record-messages";

/**
 * A staff member opened the thread (contract §13): its incoming messages are read, and the
 * record's `unreadMessages` is 0, in one transaction. False for an unknown record.
 */
export async function markMessagesRead(
  db: Database,
  source: SubmissionSource,
  id: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locks the record first, as an incoming message does, so a count is never lost between them.
    const [record] = await tx
      .update(source.table)
      .set({ unreadMessages: 0 })
      .where(eq(source.table.id, id))
      .returning({ id: source.table.id });
    if (!record) return false;
    await tx
      .update(messages)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(messageRecordColumn(source), id),
          eq(messages.direction, "in"),
          isNull(messages.readAt),
        ),
      );
    return true;
  });
}

import type { OutboxStatus } from "@shared/schemas/mail";
import type { MessageDelivery, MessageRecord } from "@shared/schemas/messages";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { admins, mailOutbox, messages } from "../../db/schema";
import { submissionExists } from "../submissions/submission-exists";
import type { SubmissionSource } from "../submissions/submission-source";
import { messageRecordColumn } from "./record-messages";

const DELIVERY: Record<OutboxStatus, MessageDelivery> = {
  pending: "queued",
  sent: "sent",
  failed: "failed",
};

/** One message row with its author and its mail's state, as read by `messageColumns`. */
type MessageRow = {
  id: number;
  direction: MessageRecord["direction"];
  via: MessageRecord["via"];
  subject: string;
  body: string;
  createdAt: Date;
  authorId: number | null;
  authorUsername: string | null;
  authorDisplayName: string | null;
  outboxStatus: OutboxStatus | null;
  outboxError: string | null;
  attachmentCount: number;
};

const messageColumns = {
  id: messages.id,
  direction: messages.direction,
  via: messages.via,
  subject: messages.subject,
  body: messages.body,
  createdAt: messages.createdAt,
  authorId: admins.id,
  authorUsername: admins.username,
  authorDisplayName: admins.displayName,
  outboxStatus: mailOutbox.status,
  outboxError: mailOutbox.lastError,
  attachmentCount: messages.attachmentCount,
};

/**
 * A message as the back office sees it: `delivery` is its mail's outbox state (failed with
 * the server's last answer); null for an incoming message, or one whose mail is no longer kept.
 */
export function toMessageRecord(row: MessageRow): MessageRecord {
  const delivery = row.outboxStatus === null ? null : DELIVERY[row.outboxStatus];
  return {
    id: row.id,
    direction: row.direction,
    via: row.via,
    author:
      row.authorId === null || row.authorUsername === null
        ? null
        : { id: row.authorId, username: row.authorUsername, displayName: row.authorDisplayName },
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    delivery,
    deliveryError: delivery === "failed" ? row.outboxError : null,
    attachmentCount: row.attachmentCount,
  };
}

/** A record's thread, oldest first; undefined for an unknown record. */
export async function listMessages(
  db: Database,
  source: SubmissionSource,
  id: number,
): Promise<MessageRecord[] | undefined> {
  if (!(await submissionExists(db, source, id))) return undefined;
  const rows = await readMessages(db)
    .where(eq(messageRecordColumn(source), id))
    .orderBy(asc(messages.id));
  return rows.map(toMessageRecord);
}

/** One message as the thread shows it (the answer to sending it). */
export async function getMessage(
  db: Pick<Database, "select">,
  messageId: number,
): Promise<MessageRecord | undefined> {
  const [row] = await readMessages(db).where(eq(messages.id, messageId));
  return row ? toMessageRecord(row) : undefined;
}

function readMessages(db: Pick<Database, "select">) {
  return db
    .select(messageColumns)
    .from(messages)
    .leftJoin(admins, eq(admins.id, messages.authorId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, messages.outboxId))
    .$dynamic();
}

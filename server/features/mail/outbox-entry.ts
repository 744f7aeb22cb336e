import type { OutboxEntry } from "@shared/schemas/mail";
import { mailOutbox } from "../../db/schema";

/** The columns the Outbox screen shows: never a body (contract §11). */
export const outboxEntryColumns = {
  id: mailOutbox.id,
  purpose: mailOutbox.purpose,
  recipient: mailOutbox.recipient,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  sentAt: mailOutbox.sentAt,
};

type EntryRow = Omit<OutboxEntry, "createdAt" | "nextAttemptAt" | "sentAt" | "purpose"> & {
  purpose: string;
  createdAt: Date;
  nextAttemptAt: Date;
  sentAt: Date | null;
};

/** A row as the API sends it: dates as ISO strings, a next attempt only while pending. */
export const toOutboxEntry = (row: EntryRow): OutboxEntry => ({
  ...row,
  purpose: row.purpose as OutboxEntry["purpose"],
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
  sentAt: row.sentAt?.toISOString() ?? null,
});

import type { OutboxEntry, OutboxQuery } from "@shared/schemas/mail";
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import { outboxEntryColumns, toOutboxEntry } from "./outbox-entry";

/** A page of the outbox, newest first, with how many entries match the status filter. */
export async function listOutbox(
  db: Database,
  { status, limit, offset }: OutboxQuery,
): Promise<{ entries: OutboxEntry[]; total: number }> {
  const where = status ? eq(mailOutbox.status, status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(outboxEntryColumns)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { entries: rows.map(toOutboxEntry), total: counted?.total ?? 0 };
}

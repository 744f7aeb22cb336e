import { MAIL_MESSAGES, type OutboxEntry, outboxQuery } from "@shared/schemas/mail";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import { HttpError, parseInput } from "../../lib/errors";
import { RETRY_WINDOW } from "./retry-policy";

const entryColumns = {
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

const toEntry = (row: EntryRow): OutboxEntry => ({
  ...row,
  purpose: row.purpose as OutboxEntry["purpose"],
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
  sentAt: row.sentAt?.toISOString() ?? null,
});

const outboxId = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/**
 * The Outbox screen's API (contract §11), admin only: what was sent, what waits and what
 * failed and why, never a body; and "send again" for a failed mail.
 */
export const outboxRoutes: FastifyPluginAsync<{ db: Database; wake: () => void }> = async (
  app,
  { db, wake },
) => {
  app.get("/outbox", async (request, reply) => {
    const { status, limit, offset } = parseInput(outboxQuery, request.query);
    const where = status ? eq(mailOutbox.status, status) : undefined;
    const [rows, [counted]] = await Promise.all([
      db
        .select(entryColumns)
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(mailOutbox).where(where),
    ]);
    reply.header("x-total-count", counted?.total ?? 0);
    return rows.map(toEntry);
  });

  app.get("/outbox/summary", async () => {
    const rows = await db
      .select({ status: mailOutbox.status, total: count() })
      .from(mailOutbox)
      .groupBy(mailOutbox.status);
    const totals = { pending: 0, sent: 0, failed: 0 };
    for (const row of rows) totals[row.status] = row.total;
    return totals;
  });

  app.post("/outbox/:id/retry", async (request) => {
    const parsed = outboxId.safeParse(request.params);
    if (!parsed.success) throw new HttpError(404, MAIL_MESSAGES.notFound);
    const [retried] = await db
      .update(mailOutbox)
      .set({
        status: "pending",
        nextAttemptAt: sql`now()`,
        giveUpAt: sql`now() + ${sql.raw(`interval '${RETRY_WINDOW}'`)}`,
      })
      .where(and(eq(mailOutbox.id, parsed.data.id), eq(mailOutbox.status, "failed")))
      .returning(entryColumns);
    if (retried) {
      wake();
      return toEntry(retried);
    }
    const [exists] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, parsed.data.id));
    throw exists
      ? new HttpError(409, MAIL_MESSAGES.notFailed)
      : new HttpError(404, MAIL_MESSAGES.notFound);
  });
};

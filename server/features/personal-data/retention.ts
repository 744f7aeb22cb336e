import { RETENTION_MONTHS, type RetentionSettings } from "@shared/schemas/personal-data";
import { and, count, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { investmentInterests, mailOutbox, siteSettings, startupIdeas } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { endSharesOf } from "../shares/end-shares";

const SETTING = "retention_months";
const TABLES = [
  { table: startupIdeas, subject: "startup_idea" },
  { table: investmentInterests, subject: "investment_interest" },
] as const;
/** A purge deletes this many rows a statement, so a first purge of years never runs long. */
const PURGE_BATCH = 1_000;

type Reader = Pick<Database, "select">;

async function retentionMonths(db: Reader): Promise<number> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, SETTING));
  return typeof row?.value === "number" ? row.value : RETENTION_MONTHS.default;
}

/** Submissions not updated for `months` are due (the privacy policy's "after the last contact"). */
const cutoff = (months: number) => sql`now() - make_interval(months => ${months})`;

/** GET /api/admin/settings/retention: the period, and how many submissions it deletes now. */
export async function readRetention(db: Database): Promise<RetentionSettings> {
  const months = await retentionMonths(db);
  let dueNow = 0;
  for (const { table } of TABLES) {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(lt(table.updatedAt, cutoff(months)));
    dueNow += row?.n ?? 0;
  }
  return { months, dueNow };
}

/** PUT /api/admin/settings/retention. */
export async function saveRetention(db: Database, months: number): Promise<RetentionSettings> {
  await db
    .insert(siteSettings)
    .values({ key: SETTING, value: months })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: months, updatedAt: sql`now()` },
    });
  return readRetention(db);
}

/**
 * Sent and failed mail past the retention period: it holds addresses and what was written to
 * them. Its age counts from when it went, or from when it was written if it never went.
 * Pending mail is never deleted: the worker still owes it.
 */
const oldMail = (months: number) =>
  and(
    inArray(mailOutbox.status, ["sent", "failed"]),
    lt(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`, cutoff(months)),
  );

/** Deletes the outbox's old mail in batches; returns how many. */
async function purgeOldMail(tx: Transaction, months: number): Promise<number> {
  let total = 0;
  for (;;) {
    const due = tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(oldMail(months))
      .limit(PURGE_BATCH);
    // The condition again on the row deleted: a failed mail sent again meanwhile is pending.
    const gone = await tx
      .delete(mailOutbox)
      .where(and(inArray(mailOutbox.id, due), oldMail(months)))
      .returning({ id: mailOutbox.id });
    if (gone.length === 0) return total;
    total += gone.length;
  }
}

/**
 * Deletes every submission past the retention period (comments cascade; owed mail is never
 * written) and the outbox's sent and failed mail as old, and logs `retention_purged` with the
 * counts when there were any (`count` is the submissions', `mail` the outbox's). Returns the
 * submissions deleted.
 */
export async function purgeDue(tx: Transaction): Promise<number> {
  const months = await retentionMonths(tx);
  const purged: Record<string, number> = {};
  let total = 0;
  for (const { table, subject } of TABLES) {
    purged[subject] = 0;
    for (;;) {
      const due = await tx
        .select({ id: table.id })
        .from(table)
        .where(lt(table.updatedAt, cutoff(months)))
        .limit(PURGE_BATCH);
      const ids = due.map((record) => record.id);
      if (ids.length === 0) break;
      await endSharesOf(tx, { kind: subject, ids });
      const gone = await tx.delete(table).where(inArray(table.id, ids)).returning({ id: table.id });
      if (gone.length === 0) break;
      purged[subject] += gone.length;
      total += gone.length;
    }
  }
  const mail = await purgeOldMail(tx, months);
  if (total > 0 || mail > 0) {
    await recordActivity(tx, {
      action: "retention_purged",
      actorId: null,
      details: { count: total, months, ...purged, mail },
    });
  }
  return total;
}

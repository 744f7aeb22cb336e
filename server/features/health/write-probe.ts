import { TransactionRollbackError } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimitCounters } from "../../db/schema";

/**
 * Writes one row and rolls it back: succeeds when the database stores writes again, throws
 * what a real write would meet otherwise, and leaves nothing behind. The row goes to the
 * rate-limit counters, a small table every instance writes anyway.
 */
export async function probeWrite(db: Database) {
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(rateLimitCounters)
        .values({ key: `health-probe:${crypto.randomUUID()}`, hits: 0, resetsAt: new Date() });
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}

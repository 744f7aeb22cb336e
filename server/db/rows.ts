import type { SQL } from "drizzle-orm";
import type { Database, Transaction } from "./client";

/**
 * The rows of a hand-written statement. Both drivers answer `{ rows }`; Drizzle's generic
 * result type does not say so, and this is the one place that knows.
 */
export async function rowsOf<Row>(db: Database | Transaction, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

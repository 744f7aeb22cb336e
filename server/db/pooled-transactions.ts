import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Database } from "./client";
import * as schema from "./schema";

/**
 * Transactions on the pool that always give their connection back.
 *
 * drizzle-orm 0.45 sends a pooled transaction's BEGIN before the `try` whose `finally`
 * releases the client (drizzle-orm#6241, fixed only in its 1.0 line). A BEGIN fails when the
 * server ended the connection while it sat idle in the pool and the app has not read that
 * yet: after a restart, a failover or a terminated backend. That client then stayed checked
 * out for good; the pool of 10 lost one each time until every query waited in vain.
 *
 * So a transaction takes its client here and runs on a drizzle bound to that one client
 * (which releases nothing), and this `finally` gives it back. The pool closes a client that
 * broke rather than keeping it. One drizzle per pooled client, made on its first transaction.
 */
export function transactionsReleasingTheirClient(pool: pg.Pool): Database["transaction"] {
  const boundTo = new WeakMap<pg.PoolClient, Database>();
  const onClient = (client: pg.PoolClient) => {
    let bound = boundTo.get(client);
    if (!bound) {
      bound = drizzle({ client, schema }) as unknown as Database;
      boundTo.set(client, bound);
    }
    return bound;
  };
  return async (run, config) => {
    const client = await pool.connect();
    try {
      return await onClient(client).transaction(run, config);
    } finally {
      client.release();
    }
  };
}

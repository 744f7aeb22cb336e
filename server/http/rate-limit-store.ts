import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { rateLimitCounters } from "../db/schema";
import { isDatabaseUnavailable } from "../db/unavailable";
import type { ScheduledJob } from "../lib/scheduled-jobs";

type IncrCallback = Parameters<FastifyRateLimitStore["incr"]>[1];

/** Far beyond any real budget; keeps a flood from overflowing the integer column. */
const HITS_CEILING = 2_147_483_647;

/** What `child()` receives: the route's merged options, with the route they belong to. */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A `@fastify/rate-limit` store that counts in the database (`rate_limit_counters`, ADR 016),
 * so every app instance on one database enforces one limit, and a restart keeps the counts.
 * Each route's limit is a child store whose keys start with the route, so each form has its
 * own budget. One statement per hit, on the database's clock: insert the row, or add one to
 * it, or restart its window when the window has passed.
 *
 * When the statement fails because the database is unavailable, the error goes on to the
 * error handler (503 with Retry-After, ADR 017): the submission could not be stored either.
 * Any other failure lets the request through with a logged warning: a broken counter must
 * not cost a submission.
 */
export function databaseRateLimitStore(
  db: Database,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  const statement = hitStatement(db);
  async function hit(key: string, windowMs: number) {
    const [row] = await statement.execute({ key, windowSeconds: windowMs / 1000 });
    if (!row) throw new Error("the rate-limit counter statement returned no row");
    return { current: row.hits, ttl: row.ttlMs };
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = "*",
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      hit(`${this.scope} ${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => {
          if (isDatabaseUnavailable(error)) {
            callback(error instanceof Error ? error : new Error(String(error)));
            return;
          }
          log.warn(
            { err: error, scope: this.scope },
            "rate-limit counter failed; request let through",
          );
          callback(null, { current: 0, ttl: timeWindow });
        },
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as ChildOptions).routeInfo;
      const method = [route?.method ?? "*"].flat().join(",");
      return new DatabaseRateLimitStore(routeOptions, `${method} ${route?.url ?? "*"}`);
    }
  }
  return DatabaseRateLimitStore;
}

/**
 * Counts one hit for `key` and answers its hits in the window and the milliseconds left.
 * Prepared once per database: PostgreSQL parses and plans it once per connection, and no
 * SQL is built per request.
 */
function hitStatement(db: Database) {
  const t = rateLimitCounters;
  const expired = sql`${t.resetsAt} <= now()`;
  return db
    .insert(t)
    .values({
      key: sql.placeholder("key"),
      hits: 1,
      resetsAt: sql`now() + make_interval(secs => ${sql.placeholder("windowSeconds")})`,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        hits: sql`case when ${expired} then 1 else least(${t.hits} + 1, ${sql.raw(String(HITS_CEILING))}) end`,
        resetsAt: sql`case when ${expired} then excluded.resets_at else ${t.resetsAt} end`,
      },
    })
    .returning({
      hits: t.hits,
      ttlMs: sql<number>`greatest(1, ceil(extract(epoch from ${t.resetsAt} - now()) * 1000))::int`,
    })
    .prepare("rate_limit_hit");
}

/**
 * Deletes counters whose window has passed (a hit after that would restart it anyway), so
 * the table holds only the last hour's clients. Runs on one instance every 10 minutes.
 */
export const expiredRateLimitCountersJob: ScheduledJob = {
  name: "rate-limit-counters",
  cron: "*/10 * * * *",
  timeZone: "UTC",
  async run(tx) {
    await tx.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, sql`now()`));
  },
};

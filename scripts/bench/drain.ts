// Waits for the server to finish the requests a measured round left behind. autocannon closes
// its connections when a round ends, but the server still runs what it was sent: a read whose
// requests take seconds (the informational deep page by offset) would otherwise spend the
// next target's rounds on its own queries, and charge them to that target's p99 (the quiet run
// of 2026-11-27 gave "sort by name", measured right after it, a p99 of 3 s on both databases).
import pg from "pg";

const POLL_MS = 100;
const GIVE_UP_MS = 120_000;

/**
 * Resolves once the server is idle: its health check (which queries the database, and so on
 * PGlite queues behind every query sent before it) has answered, and on PostgreSQL no client
 * of the site's database other than this one is running a statement (twice in a row;
 * autovacuum is not waited for).
 * Returns the wait in ms.
 */
export async function drainServer(site: { url: string; databaseUrl?: string }): Promise<number> {
  const started = performance.now();
  await fetch(`${site.url}/api/health`).then((response) => response.arrayBuffer());
  if (site.databaseUrl) await untilNoActiveStatement(site.databaseUrl, started);
  return performance.now() - started;
}

async function untilNoActiveStatement(databaseUrl: string, started: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Twice in a row: a request's next statement may follow its first a moment later.
    for (let idleReadings = 0; idleReadings < 2; ) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and backend_type = 'client backend'
            and state = 'active' and pid <> pg_backend_pid()`,
      );
      idleReadings = (rows[0]?.n ?? 0) === 0 ? idleReadings + 1 : 0;
      if (performance.now() - started > GIVE_UP_MS) {
        throw new Error(`the server was still busy ${GIVE_UP_MS / 1000} s after a round`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    await client.end();
  }
}

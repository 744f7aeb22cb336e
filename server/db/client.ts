import { site } from "@shared/config/site";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { syncCompanyTimeZone } from "./company-time-zone";
import { checkChannelName, createPgListener, type NotificationHandler } from "./pg-listener";
import { openPgliteClient } from "./pglite";
import { transactionsReleasingTheirClient } from "./pooled-transactions";
import * as schema from "./schema";

/** The one database type everything above the driver is written against. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open transaction, for code that writes as part of a caller's change. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Calls `handler` with the payload of every `NOTIFY channel` (a lowercase identifier) sent on this database, by
   * any connection (other app instances included), until the returned function is called.
   * On PostgreSQL a lost listening connection is reopened, and then `handler` is called
   * once with no payload: notifications sent meanwhile were missed.
   */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /**
   * Embedded PGlite only: a gzipped tar of its data folder taken between transactions,
   * which opens as the database was then (`npm run db:backup`, server/db/backup.ts).
   */
  snapshot?(): Promise<Uint8Array>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://… to use a PostgreSQL server; unset for embedded PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite's files; unset keeps PGlite in memory (tests). */
  dataDir?: string;
  /**
   * In-memory PGlite only: start as this snapshot (`DatabaseHandle.snapshot`) instead of an
   * empty cluster, whose creation is most of a second or two. Tests open a migrated one so.
   */
  snapshot?: Blob;
  migrationsFolder: string;
};

/**
 * Opens the database for the configured driver and brings it up to date: its schema, and the
 * company time zone its count triggers read (site.timeZone, server/db/company-time-zone.ts).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.migrationsFolder)
    : await openPglite(options);
  return handle;
}

async function openPglite({ dataDir, snapshot, migrationsFolder }: DatabaseOptions) {
  const client = await openPgliteClient(dataDir, snapshot);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  await syncCompanyTimeZone(db as unknown as Database, site.timeZone);
  return {
    db: db as unknown as Database,
    kind: "pglite" as const,
    async ping() {
      await client.query("select 1");
    },
    async listen(channel: string, handler: NotificationHandler) {
      checkChannelName(channel);
      const unlisten = await client.listen(channel, handler);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async snapshot() {
      // Written pages first, then the files copied while no transaction is open: the
      // transaction lock keeps others out, the dump itself waits for the running query.
      await client.query("checkpoint");
      const dump = await client.transaction(() => client.dumpDataDir("gzip"));
      return new Uint8Array(await dump.arrayBuffer());
    },
    async close() {
      await client.close();
    },
  };
}

// Any fixed number works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_ID = 727_001;

async function openPostgres(databaseUrl: string, migrationsFolder: string) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server (a restart) must not crash the process;
  // the pool drops it and the next query opens a new connection.
  pool.on("error", () => {});
  // A client checked out between two statements (inside a transaction) has no pool
  // listener: its connection dropping then would be an unheard 'error' event, which
  // ends the process. The statement that follows fails instead, and the pool drops
  // the broken client when it is released.
  pool.on("connect", (client) => client.on("error", () => {}));

  // Several app instances may start at once: only one migrates at a time.
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    const migrating = drizzleNodePg({ client: lockClient, schema });
    await migrateNodePg(migrating, { migrationsFolder });
    await syncCompanyTimeZone(migrating as unknown as Database, site.timeZone);
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }

  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  db.transaction = transactionsReleasingTheirClient(pool);
  const listener = createPgListener(pool);
  return {
    db,
    kind: "postgres" as const,
    async ping() {
      await db.execute(sql`select 1`);
    },
    listen: listener.listen,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

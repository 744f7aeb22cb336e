// First, for its effect: `.env` joins the environment before any other module is evaluated.
import "./load-env-file";
import path from "node:path";
import { buildApp } from "./app";
import { serveSnapshots, snapshotWhenOpen } from "./db/backup";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { loadEnv } from "./env";
import { ensureFirstAdmin } from "./features/staff/ensure-first-admin";
import { envFile } from "./load-env-file";

const SHUTDOWN_DEADLINE_MS = 9_000;

async function main() {
  const env = loadEnv();
  // The embedded database's folder is this process's alone: backups are taken through it,
  // on a socket that listens before the folder is opened (server/db/backup.ts).
  let open: (database: DatabaseHandle) => void = () => {};
  const opened = new Promise<DatabaseHandle>((resolve) => {
    open = resolve;
  });
  const stopSnapshots = env.DATABASE_URL
    ? null
    : await serveSnapshots(path.resolve(env.DATA_DIR), snapshotWhenOpen(opened));
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    migrationsFolder: path.resolve("drizzle"),
  });
  open(database);
  const app = await buildApp({
    env,
    database,
    web: {
      buildDirectory: "build",
      mode: env.NODE_ENV === "development" ? "development" : "production",
    },
  });

  await ensureFirstAdmin(
    database.db,
    { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    app.log,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // Stop accepting, let in-flight requests finish, then close the database so
    // every acknowledged write is on disk before the process ends.
    await app.close();
    await stopSnapshots?.();
    await database.close();
    app.log.info("shut down cleanly");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: env.PORT, host: env.HOST });
  // Which database and which `.env`: what an operator command must be given to reach the same.
  app.log.info(
    `${database.kind === "pglite" ? `embedded PGlite in ${path.resolve(env.DATA_DIR)}` : "PostgreSQL"}; site at ${env.PUBLIC_URL}${envFile ? `; settings from ${envFile} and the environment` : ""}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

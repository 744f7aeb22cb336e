/**
 * A second app instance for the multi-instance test: its own process (so its own
 * in-memory caches and change listeners), the API-only app on the PostgreSQL database
 * whose URL is argv[2], listening on a free port of 127.0.0.1. Prints
 * `{"port": N}` as one JSON line once it listens; SIGTERM closes it.
 */
import { fileURLToPath } from "node:url";
import { buildApp } from "../../server/app";
import { openDatabase } from "../../server/db/client";
import { loadEnv } from "../../server/env";

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));
const [databaseUrl, publicUrl] = process.argv.slice(2);
if (!databaseUrl || !publicUrl) {
  throw new Error("usage: app-instance-child <postgres URL> <PUBLIC_URL>");
}

const database = await openDatabase({ databaseUrl, migrationsFolder });
const app = await buildApp({
  env: loadEnv({ NODE_ENV: "test", PUBLIC_URL: publicUrl, RATE_LIMITS: "off" }),
  database,
  logger: false,
});
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port })}\n`);

process.once("SIGTERM", async () => {
  await app.close();
  await database.close();
  process.exit(0);
});

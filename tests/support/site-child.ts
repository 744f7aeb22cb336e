/**
 * The site's API (no pages, no build needed) in a process of its own, configured from its
 * environment as in production (DATA_DIR, TRUST_PROXY, PUBLIC_URL, RATE_LIMITS, …), on a
 * free port of 127.0.0.1. Logs as the site does (JSON lines on stdout) and prints
 * `{"sitePort": N}` once it listens; SIGTERM closes it and its database cleanly.
 * For the operator tests (tests/operator), through startSiteChild in site-process.ts.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "../../server/app";
import { openDatabase } from "../../server/db/client";
import { loadEnv } from "../../server/env";

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));
const env = loadEnv();
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: path.resolve(env.DATA_DIR),
  migrationsFolder,
});
const app = await buildApp({ env, database });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ sitePort: typeof address === "object" && address ? address.port : 0 })}\n`,
);

process.once("SIGTERM", async () => {
  await app.close();
  await database.close();
  process.exit(0);
});

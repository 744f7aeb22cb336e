/**
 * Child process of the PGlite durability test: opens the embedded database in the
 * folder given as argv[2], submits the JSON idea in argv[3] through the app, prints
 * the answer as one JSON line, then idles until the test kills it with SIGKILL,
 * so nothing gets the chance to flush or close anything.
 */
import { fileURLToPath } from "node:url";
import { buildApp } from "../../server/app";
import { openDatabase } from "../../server/db/client";
import { loadEnv } from "../../server/env";

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));
const [dataDir, idea] = process.argv.slice(2);
if (!dataDir || !idea) throw new Error("usage: pglite-crash-child <dataDir> <idea JSON>");

const database = await openDatabase({ dataDir, migrationsFolder });
const app = await buildApp({
  env: loadEnv({ NODE_ENV: "test", RATE_LIMITS: "off" }),
  database,
  logger: false,
});
const response = await app.inject({
  method: "POST",
  url: "/api/ideas",
  headers: { "content-type": "application/json" },
  payload: idea,
});
process.stdout.write(
  `${JSON.stringify({ statusCode: response.statusCode, body: response.json() })}\n`,
);
setInterval(() => {}, 60_000);

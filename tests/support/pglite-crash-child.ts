/**
 * Child process of the PGlite durability test: opens the embedded database in the
 * folder given as argv[2], submits the JSON idea in argv[3] through the app (argv[4]
 * times at once, 1 if left out; the e-mail of the n-th gets `+n`), prints the answers
 * as one JSON line (an array), then idles until the test kills it with SIGKILL, so
 * nothing gets the chance to flush or close anything.
 */
import { fileURLToPath } from "node:url";
import { buildApp } from "../../server/app";
import { openDatabase } from "../../server/db/client";
import { loadEnv } from "../../server/env";

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));
const [dataDir, idea, times = "1"] = process.argv.slice(2);
if (!dataDir || !idea) throw new Error("usage: pglite-crash-child <dataDir> <idea JSON> [times]");

const database = await openDatabase({ dataDir, migrationsFolder });
const app = await buildApp({
  env: loadEnv({ NODE_ENV: "test", RATE_LIMITS: "off" }),
  database,
  logger: false,
});
const body = JSON.parse(idea) as { email: string };
const responses = await Promise.all(
  Array.from({ length: Number(times) }, (_, n) =>
    app.inject({
      method: "POST",
      url: "/api/ideas",
      headers: { "content-type": "application/json" },
      payload:
        n === 0 ? idea : JSON.stringify({ ...body, email: body.email.replace("@", `+${n}@`) }),
    }),
  ),
);
process.stdout.write(
  `${JSON.stringify(responses.map((response) => ({ statusCode: response.statusCode, body: response.json() })))}\n`,
);
setInterval(() => {}, 60_000);

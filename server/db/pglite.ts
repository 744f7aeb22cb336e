import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * PGlite's own default of 128 MB of shared buffers costs the process about 430 MB of resident
 * memory; 24 MB costs about 130 MB, so the site fits a 1 GB server (issue 26). The operating
 * system's file cache still holds the table files between reads.
 */
const MEMORY_SETTINGS = ["-c", "shared_buffers=24MB"];

/**
 * V8 recompiles PGlite's busiest WebAssembly functions with its optimizing compiler as they get
 * hot, each compilation holding up to 40 MB while it works, on as many threads as it likes: the
 * server peaked 60–90 MB above its settled size in the seconds after start, when a hundred
 * functions ran just often enough during start-up (migrations, the retention purge) to qualify.
 * One thread at a time, and ten times V8's budget before a function counts as hot: about 35
 * are recompiled at start and the peak is about 25 MB above the settled size; under load the
 * functions that matter still get there (npm run bench: the same throughput on PGlite).
 * Set when PGlite is opened, before its module is compiled: a server on PostgreSQL runs none.
 */
function compileWebAssemblyLeanly() {
  v8.setFlagsFromString("--wasm-num-compilation-tasks=1");
  v8.setFlagsFromString("--wasm-tiering-budget=18000000");
}

/**
 * Creating a database folder runs `initdb` inside PGlite's WebAssembly memory, which grows to
 * about 700 MB and never shrinks while the process lives. A fresh folder is therefore created
 * by a short-lived child process, and this one only ever opens an existing folder.
 */
async function createFolderElsewhere(dataDir: string) {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const script = `const { PGlite } = await import(${JSON.stringify(import.meta.resolve("@electric-sql/pglite"))});
const client = await PGlite.create(process.argv[1]);
await client.close();`;
  await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script, dataDir]);
}

/**
 * Opens (creating it first when needed) the embedded database in `dataDir`; in memory when
 * unset, empty or as `snapshot` (a gzipped tar of a data folder) was.
 */
export async function openPgliteClient(
  dataDir: string | undefined,
  snapshot?: Blob,
): Promise<PGlite> {
  if (dataDir) await createFolderElsewhere(dataDir);
  compileWebAssemblyLeanly();
  return PGlite.create(dataDir, {
    loadDataDir: dataDir ? undefined : snapshot,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS],
  });
}

// Starts the production build for a measurement: on embedded PGlite in a temporary DATA_DIR
// or on a throwaway PostgreSQL cluster, seeded first, listening on 127.0.0.1 only. Shared by
// `npm run bench` and `npm run lighthouse`.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, open, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../../server/db/client";
import {
  createDatabase,
  freePort,
  type PostgresCluster,
  startPostgresCluster,
} from "../../tests/support/postgres-cluster";
import { START_ENV, START_NODE_ARGS } from "../start-options";
import { type SeedVolume, seedDatabase } from "./seed";

export type DatabaseKind = "pglite" | "postgres";

export const ADMIN_USERNAME = "bench-admin";
export const ADMIN_PASSWORD = "bench-password-123";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SERVER_ENTRY = path.join(ROOT, "build/app/main.js");

/**
 * Builds the production bundle the bench measures, every run: a build left from an earlier
 * commit would be measured without a word (a stale build once answered §14's sorts with 400).
 */
export function ensureBuild() {
  console.log("Building the site (`npm run build`)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("`npm run build` failed");
}

export type Site<Seeded = Awaited<ReturnType<typeof seedDatabase>>> = {
  kind: DatabaseKind;
  url: string;
  /** The server process, to read its memory from /proc. */
  pid: number;
  /** What seeding wrote, for the measurements to aim at. */
  seeded: Seeded;
  /** The PostgreSQL database the server uses (none on PGlite), to watch its backends. */
  databaseUrl?: string;
  stop(): Promise<void>;
};

/**
 * `startSeededSite` with the standard volume of `seedDatabase`. On PostgreSQL the seeded tables
 * are vacuumed and analysed, as the README asks of an operator after a bulk load: otherwise
 * its autovacuum works through them while the first targets are measured, and takes their CPU
 * (a full run read featured JSON at 57% of the ceiling, a run after it 80%). PGlite has no
 * autovacuum.
 */
export function startSite(
  kind: DatabaseKind,
  volume: SeedVolume,
  /** More environment for the server (e.g. SMTP_URL for the mail comparison). */
  extraEnv: Record<string, string> = {},
): Promise<Site> {
  const seed = async (db: Database) => {
    const seeded = await seedDatabase(db, volume);
    if (kind === "postgres") await db.execute(sql`VACUUM ANALYZE`);
    return seeded;
  };
  return startSeededSite(kind, seed, { extraEnv });
}

/**
 * Prepares the database (a temp folder for PGlite, a new cluster for PostgreSQL), seeds it
 * with `seed` through the server's own Drizzle schema, then starts `build/app/main.js` on it
 * with rate limits off. `stop()` ends everything and removes the files.
 */
export async function startSeededSite<Seeded>(
  kind: DatabaseKind,
  seed: (db: Database) => Promise<Seeded>,
  options: {
    /** More environment for the server. */
    extraEnv?: Record<string, string>;
    /** PostgreSQL settings (`name=value`) for the cluster, beyond the test cluster's. */
    postgresSettings?: string[];
  } = {},
): Promise<Site<Seeded>> {
  const { extraEnv = {}, postgresSettings = [] } = options;
  const cleanups: (() => Promise<void>)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => {});
  };
  try {
    let databaseEnv: Record<string, string>;
    let cluster: PostgresCluster | undefined;
    if (kind === "pglite") {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "agri-bench-pglite-"));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      databaseEnv = { DATA_DIR: dataDir };
    } else {
      cluster = await startPostgresCluster(postgresSettings);
      cleanups.push(() => (cluster as PostgresCluster).stop());
      databaseEnv = { DATABASE_URL: await createDatabase(cluster.adminUrl, "bench") };
    }

    // Seed before the server starts: PGlite allows one process per data folder.
    const database = await openDatabase({
      databaseUrl: databaseEnv.DATABASE_URL,
      dataDir: databaseEnv.DATA_DIR,
      migrationsFolder: path.join(ROOT, "drizzle"),
    });
    let seeded: Seeded;
    try {
      seeded = await seed(database.db);
    } finally {
      await database.close();
    }

    const logDir = await mkdtemp(path.join(os.tmpdir(), "agri-bench-log-"));
    cleanups.push(() => rm(logDir, { recursive: true, force: true }));
    const logPath = path.join(logDir, "server.log");
    const logFile = await open(logPath, "w");
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server while measured.
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
    const server = spawn(process.execPath, [...START_NODE_ARGS, ...nodeArgs, SERVER_ENTRY], {
      cwd: ROOT,
      env: {
        ...START_ENV,
        ...process.env,
        ...databaseEnv,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_URL: url,
        RATE_LIMITS: "off",
        ADMIN_USERNAME,
        ADMIN_PASSWORD,
        ...extraEnv,
      },
      // Into a file: reading the log through a pipe would cost the measuring process time.
      stdio: ["ignore", logFile.fd, logFile.fd],
    });
    cleanups.push(() => logFile.close());
    cleanups.push(() => stopProcess(server));
    await waitForHealthy(`${url}/api/health`, server, logPath);
    return {
      kind,
      url,
      pid: server.pid as number,
      seeded,
      databaseUrl: databaseEnv.DATABASE_URL,
      stop: cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** Signs in as the bench admin and returns the session cookie. */
export async function adminCookie(url: string, username: string = ADMIN_USERNAME) {
  const response = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`admin login answered ${response.status}`);
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("admin login set no cookie");
  return cookie;
}

/** The resident set size of a process, in bytes (Linux: VmRSS in /proc/<pid>/status). */
export async function residentBytes(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/**
 * The CPU time, in seconds, a process has used itself and that its children which have ended
 * used (Linux: utime + stime and cutime + cstime in /proc/<pid>/stat, in USER_HZ, 100 a second
 * on every Linux the site runs on). The server's PDF children end after each file, so the
 * second figure counts their work.
 */
export async function cpuSeconds(pid: number) {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  // The fields after the command name, which is in parentheses and may hold spaces; the
  // third of them is the 14th of the line (utime).
  const fields = stat
    .slice(stat.lastIndexOf(")") + 2)
    .split(" ")
    .map(Number);
  const ticks = (index: number) => fields[index - 3] ?? 0;
  const USER_HZ = 100;
  return {
    own: (ticks(14) + ticks(15)) / USER_HZ,
    children: (ticks(16) + ticks(17)) / USER_HZ,
  };
}

/**
 * Watches a process's RSS every 5 ms from now: its reading at the start, and `stop()` gives
 * the highest seen meanwhile.
 */
export async function watchResidentMemory(pid: number) {
  const beforeBytes = await residentBytes(pid);
  let peakBytes = beforeBytes;
  let watching = true;
  const sampler = (async () => {
    while (watching) {
      peakBytes = Math.max(peakBytes, await residentBytes(pid));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    beforeBytes,
    stop: async () => {
      watching = false;
      await sampler;
      return peakBytes;
    },
  };
}

async function waitForHealthy(url: string, server: ChildProcess, logPath: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const log = await readFile(logPath, "utf8").catch(() => "");
  throw new Error(`The site did not become healthy at ${url}. Server output:\n${log.slice(-8000)}`);
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timeout = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timeout);
}

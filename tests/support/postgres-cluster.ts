import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chown, mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { DEBIAN_PG_ROOT, findPgBinaries, isExecutable } from "../../server/db/pg-binaries";

/**
 * A throwaway PostgreSQL cluster built from the machine's own binaries, for tests:
 * listening on 127.0.0.1 only, trust authentication, fsync off (it holds nothing
 * worth keeping), files in a temp dir removed on stop. Used by the api-postgres
 * globalSetup (postgres-server.ts) and the browser tests' globalSetup.
 */

export type PostgresCluster = {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  adminUrl: string;
  /** Stops the server at once and removes its files. */
  stop(): Promise<void>;
  /**
   * Shuts the server down as an operator's restart would (fast: every client is
   * disconnected), keeping its files; `resume()` brings it back.
   */
  halt(): Promise<void>;
  /** Starts a halted server again, on the same port and data directory. */
  resume(): Promise<void>;
};

const run = promisify(execFile);
/** The OS user the cluster runs as when the tests run as root (PostgreSQL refuses root). */
const CLUSTER_OS_USER = "postgres";

export async function startPostgresCluster(
  /** More server settings (`name=value`), e.g. a benchmark's shared_buffers. */
  settings: string[] = [],
): Promise<PostgresCluster> {
  const { initdb, pgCtl } = await findBinaries();
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await osUser(CLUSTER_OS_USER) : undefined;
  const runuser = asRoot ? await findRunuser() : undefined;

  const baseDir = await mkdtemp(path.join(os.tmpdir(), "agri-pg-"));
  const dataDir = path.join(baseDir, "data");
  const logFile = path.join(baseDir, "postgres.log");
  // Commands run from the temp dir, which the cluster's user can always enter.
  const pgRun = (command: string, args: string[]) =>
    runuser
      ? run(runuser, ["-u", CLUSTER_OS_USER, "--", command, ...args], { cwd: baseDir })
      : run(command, args, { cwd: baseDir });

  let started = false;
  let port = 0;
  const startOnPort = () =>
    pgRun(pgCtl, [
      "start",
      "-w",
      "-t",
      "60",
      "-D",
      dataDir,
      "-l",
      logFile,
      "-o",
      [
        `-p ${port}`,
        `-k '${baseDir}'`, // pg_ctl hands these options to /bin/sh: quote the path
        "-c listen_addresses=127.0.0.1",
        "-c fsync=off",
        "-c synchronous_commit=off",
        "-c full_page_writes=off",
        "-c max_connections=200",
        ...settings.map((setting) => `-c ${setting}`),
      ].join(" "),
    ]);
  const halt = async () => {
    if (!started) throw new Error("the test PostgreSQL server is not running");
    await pgRun(pgCtl, ["stop", "-D", dataDir, "-m", "fast", "-w"]);
    started = false;
  };
  const resume = async () => {
    if (started) throw new Error("the test PostgreSQL server is already running");
    try {
      await startOnPort();
    } catch (error) {
      const log = await readFile(logFile, "utf8").catch(() => "(no server log)");
      throw new Error(`pg_ctl start failed:\n${explain(error)}\nServer log:\n${log}`);
    }
    started = true;
  };
  const stop = async () => {
    if (started) {
      started = false;
      await pgRun(pgCtl, ["stop", "-D", dataDir, "-m", "immediate", "-w"]).catch(() => {});
    }
    await rm(baseDir, { recursive: true, force: true });
  };

  try {
    if (owner) await chown(baseDir, owner.uid, owner.gid);
    await initCluster(pgRun, initdb, dataDir);

    // A port that was free a moment ago can be taken before the server binds it: retry.
    for (let attempt = 1; !started; attempt++) {
      port = await freePort();
      try {
        await startOnPort();
        started = true;
      } catch (error) {
        if (attempt >= 3) {
          const log = await readFile(logFile, "utf8").catch(() => "(no server log)");
          throw new Error(`pg_ctl start failed:\n${explain(error)}\nServer log:\n${log}`);
        }
      }
    }

    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await waitUntilAnswering(adminUrl);
    return { adminUrl, stop, halt, resume };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Creates an empty database named `<prefix>_<random>` and returns its URL. */
export async function createDatabase(adminUrl: string, prefix = "test"): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`Invalid database prefix: ${prefix}`);
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database made by createDatabase, ending any connection still open to it. */
export async function dropDatabase(adminUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid database name: ${name}`);
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function initCluster(
  pgRun: (command: string, args: string[]) => Promise<unknown>,
  initdb: string,
  dataDir: string,
) {
  // The same collation and character classes as PGlite (C / C.UTF-8), so both
  // databases sort and fold case alike; plain C where C.UTF-8 is not installed.
  const common = ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"];
  try {
    await pgRun(initdb, [...common, "--lc-collate=C", "--lc-ctype=C.UTF-8"]);
    return;
  } catch (error) {
    if (!/locale/i.test(explain(error))) throw new Error(`initdb failed:\n${explain(error)}`);
  }
  await rm(dataDir, { recursive: true, force: true });
  try {
    await pgRun(initdb, [...common, "--locale=C"]);
  } catch (error) {
    throw new Error(`initdb failed:\n${explain(error)}`);
  }
}

/** initdb and pg_ctl from PG_BIN, PATH or Debian's folders (server/db/pg-binaries.ts). */
async function findBinaries() {
  const found = await findPgBinaries(["initdb", "pg_ctl"]);
  if (found) return { initdb: found.initdb, pgCtl: found.pg_ctl };
  throw new Error(
    "The tests against PostgreSQL need a local installation of it, but `initdb` and `pg_ctl` " +
      (process.env.PG_BIN
        ? `are not in PG_BIN (${process.env.PG_BIN}).`
        : `were found neither on PATH nor under ${DEBIAN_PG_ROOT}/<version>/bin.`) +
      " Install PostgreSQL (e.g. `apt-get install postgresql`) or set PG_BIN to the folder holding them.",
  );
}

/** runuser lives in sbin, which an ordinary PATH may leave out. */
async function findRunuser() {
  const dirs = [
    ...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean),
    "/usr/sbin",
    "/sbin",
  ];
  for (const dir of dirs) {
    const file = path.join(dir, "runuser");
    if (await isExecutable(file)) return file;
  }
  throw new Error(
    `The tests run as root, so the test PostgreSQL cluster must run as the "${CLUSTER_OS_USER}" OS user through \`runuser\`, which was not found (util-linux). Install it or run the tests as an ordinary user.`,
  );
}

async function osUser(name: string) {
  try {
    const [uid, gid] = await Promise.all([run("id", ["-u", name]), run("id", ["-g", name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    throw new Error(
      `The tests run as root, and PostgreSQL refuses to run as root, so the test cluster runs as the "${name}" OS user, which does not exist. Create it or run the tests as an ordinary user.`,
    );
  }
}

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** pg_ctl -w already waits for "ready"; this also proves a TCP client gets in. */
async function waitUntilAnswering(url: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query("select 1");
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`The test PostgreSQL server never answered at ${url}: ${explain(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

function explain(error: unknown) {
  if (error && typeof error === "object" && "stderr" in error && error.stderr) {
    return `${String((error as { message?: unknown }).message ?? "")}\n${String(error.stderr)}`;
  }
  return error instanceof Error ? error.message : String(error);
}

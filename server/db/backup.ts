import { execFile } from "node:child_process";
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import type { DatabaseHandle } from "./client";
import { findPgBinaries } from "./pg-binaries";
import {
  type DatabaseTarget,
  describeTarget,
  holdsEmbeddedDatabase,
  howToPointAtSiteDatabase,
  isConnectionFailure,
  reasonOf,
  splitPassword,
  unreachableMessage,
  withoutPassword,
} from "./target";

/**
 * Backups of whichever database is configured (README "Operating it", ADR 025): PostgreSQL through
 * its own `pg_dump`/`pg_restore`; embedded PGlite as a gzipped tar of its data folder. A
 * running server owns its PGlite folder, so it serves snapshots on a Unix socket in that
 * folder (only the folder's owner can reach it); without a server the command opens it.
 */

const run = promisify(execFile);
/**
 * Beside the data folder, not in it: PGlite's dump copies the folder, and a socket there
 * would be in its way.
 */
export const snapshotSocket = (dataDir: string) => `${path.resolve(dataDir)}.backup.sock`;
const GZIP = [0x1f, 0x8b];
const PG_DUMP_MAGIC = "PGDMP";

export class BackupError extends Error {}

/**
 * Serves PGlite snapshots to `npm run db:backup` while the server runs; returns a stop. The
 * server listens before it opens the database, so while the folder is in use the socket
 * answers and the command never opens the folder a second time.
 */
export async function serveSnapshots(dataDir: string, snapshot: () => Promise<Uint8Array>) {
  const socketPath = snapshotSocket(dataDir);
  await rm(socketPath, { force: true });
  const server = net.createServer((socket) => {
    // A command stopped mid-transfer (Ctrl-C) resets the socket: that is its business, and
    // an unhandled error here would take the site down with it.
    socket.on("error", () => {});
    snapshot()
      .then((bytes) => socket.end(bytes))
      .catch((error: unknown) => socket.destroy(error instanceof Error ? error : undefined));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A snapshot of the database once it is open (the socket listens before it is). */
export function snapshotWhenOpen(database: Promise<DatabaseHandle>) {
  return async () => {
    const handle = await database;
    if (!handle.snapshot) throw new Error("only the embedded database takes snapshots");
    return handle.snapshot();
  };
}

/** Writes a consistent snapshot to `file` (through a temporary file, so a failure leaves none). */
export async function backupDatabase(target: DatabaseTarget, file: string) {
  const partial = `${file}.partial`;
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  try {
    if (target.databaseUrl) {
      await runPgTool("pg_dump", target, [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${partial}`,
      ]);
    } else {
      await writeFile(partial, await pgliteSnapshot(target));
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** From the running server's socket, or, with no server running, by opening the folder. */
async function pgliteSnapshot(target: DatabaseTarget): Promise<Uint8Array> {
  const { dataDir } = target;
  try {
    return await readSocket(snapshotSocket(dataDir));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT" && code !== "ECONNREFUSED") throw error;
  }
  if (!(await holdsEmbeddedDatabase(dataDir))) {
    throw new BackupError(
      `No database to back up in ${describeTarget(target)}. ${howToPointAtSiteDatabase(target)}`,
    );
  }
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    const dump = await client.dumpDataDir("gzip");
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}

function readSocket(socketPath: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(socketPath);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    socket.on("error", reject);
  });
}

/** Restores `file` into an empty database of the kind it was taken from. */
export async function restoreDatabase(target: DatabaseTarget, file: string) {
  const head = Buffer.alloc(5);
  const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") throw new BackupError(`${file} does not exist`);
    throw error;
  });
  try {
    await handle.read(head, 0, 5, 0);
  } finally {
    await handle.close();
  }
  const isPgDump = head.toString("latin1") === PG_DUMP_MAGIC;
  const isPglite = head[0] === GZIP[0] && head[1] === GZIP[1];
  if (!isPgDump && !isPglite) throw new BackupError(`${file} is not a backup of this site`);

  if (isPgDump) {
    if (!target.databaseUrl) {
      throw new BackupError("This is a PostgreSQL backup: set DATABASE_URL to an empty database");
    }
    await requireEmptyPostgres(target);
    await runPgTool("pg_restore", target, [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      file,
    ]);
    return;
  }
  if (target.databaseUrl) {
    throw new BackupError(
      "This is an embedded-database backup: unset DATABASE_URL and set DATA_DIR",
    );
  }
  const entries = await readdir(target.dataDir).catch(() => [] as string[]);
  if (entries.length > 0) {
    throw new BackupError(`${target.dataDir} is not empty: restore into a new, empty DATA_DIR`);
  }
  await mkdir(target.dataDir, { recursive: true });
  const client = await PGlite.create(target.dataDir, {
    extensions: { pg_trgm },
    loadDataDir: new Blob([await readFile(file)]),
  });
  await client.close();
}

async function requireEmptyPostgres(target: DatabaseTarget) {
  const client = new pg.Client({ connectionString: target.databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(unreachableMessage(target, reasonOf(error)));
  }
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if ((rows[0]?.n ?? 0) > 0) {
      throw new BackupError("The database is not empty: restore into a new, empty database");
    }
  } finally {
    await client.end();
  }
}

/**
 * Runs PostgreSQL's tool on the target's database. The password goes through `PGPASSWORD`, not
 * the command line, which every local user can read in the process list. A failure is told with
 * the tool's own words and the target named without its password.
 */
async function runPgTool(name: "pg_dump" | "pg_restore", target: DatabaseTarget, args: string[]) {
  const found = await findPgBinaries([name]);
  if (!found) {
    throw new BackupError(`${name} was not found: install PostgreSQL's client tools or set PG_BIN`);
  }
  const { dbname, password } = splitPassword(target.databaseUrl ?? "");
  try {
    await run(found[name], [...args, `--dbname=${dbname}`], {
      env: password === undefined ? process.env : { ...process.env, PGPASSWORD: password },
    });
  } catch (error) {
    // libpq may quote the connection string back: never with its password.
    const said = String((error as { stderr?: unknown }).stderr ?? "")
      .replaceAll(target.databaseUrl ?? "\0", withoutPassword(target.databaseUrl ?? ""))
      .trim();
    const reason = said || `it exited with code ${(error as { code?: unknown }).code}`;
    if (isConnectionFailure(said)) throw new BackupError(unreachableMessage(target, said));
    throw new BackupError(`${name} failed on ${describeTarget(target)}: ${reason}`);
  }
}

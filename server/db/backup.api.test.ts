import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, dropDatabase } from "../../tests/support/postgres-cluster";
import {
  buildTestApp,
  migrationsFolder,
  postJson,
  testDatabaseKind,
} from "../../tests/support/test-app";
import { serveSnapshots, snapshotSocket, snapshotWhenOpen } from "./backup";
import { type DatabaseHandle, openDatabase } from "./client";
import { startupIdeas } from "./schema";

/**
 * `npm run db:backup` and `npm run db:restore` (issue: backups), as an operator runs them,
 * against a site that keeps taking submissions while the snapshot is taken.
 */
const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));
const tsx = path.join(repositoryRoot, "node_modules/tsx/dist/cli.mjs");
const kind = testDatabaseKind();

let folder: string;
let source: { env: Record<string, string>; database: DatabaseHandle; stop: () => Promise<void> };
let app: FastifyInstance;

function runDbCommand(command: "backup" | "restore", file: string, env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [tsx, "server/cli/db.ts", command, file],
      {
        cwd: repositoryRoot,
        env: { PATH: process.env.PATH, PG_BIN: process.env.PG_BIN ?? "", ...env },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

/** An empty database of the project's kind to restore into, and its environment. */
async function emptyTarget(): Promise<Record<string, string>> {
  if (kind === "pglite") {
    return { DATA_DIR: path.join(folder, `restored-${Date.now()}`), DATABASE_URL: "" };
  }
  return { DATABASE_URL: await createDatabase(inject("postgresAdminUrl"), "restored") };
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "agri-backup-"));
  if (kind === "pglite") {
    const dataDir = path.join(folder, "data");
    const database = await openDatabase({ dataDir, migrationsFolder });
    const stopSnapshots = await serveSnapshots(
      dataDir,
      snapshotWhenOpen(Promise.resolve(database)),
    );
    source = {
      // DATABASE_URL set empty: the command must not take one from a developer's `.env`.
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      database,
      stop: async () => {
        await stopSnapshots();
        await database.close();
      },
    };
  } else {
    const databaseUrl = await createDatabase(inject("postgresAdminUrl"), "backup");
    const database = await openDatabase({ databaseUrl, migrationsFolder });
    source = {
      env: { DATABASE_URL: databaseUrl },
      database,
      stop: async () => {
        await database.close();
        await dropDatabase(inject("postgresAdminUrl"), databaseUrl);
      },
    };
  }
  app = await buildTestApp(source.database);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await source?.stop();
  await rm(folder, { recursive: true, force: true });
});

async function submit(index: number) {
  const response = await postJson(app, "/api/ideas", {
    name: `Backed Up ${index}`,
    email: `backed-${index}@example.com`,
    idea: "An idea that must survive a restore.",
    sector: "Biotech",
    stage: "Prototype/MVP",
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

describe(`backup and restore (${kind})`, () => {
  it("restores every submission acknowledged before the backup began, taken under load", async () => {
    const before: number[] = [];
    for (let i = 0; i < 20; i++) before.push(await submit(i));
    const file = path.join(folder, kind === "pglite" ? "site.tar.gz" : "site.dump");

    let loading = true;
    const during: number[] = [];
    const load = (async () => {
      for (let i = 100; loading; i++) during.push(await submit(i));
    })();
    const backup = await runDbCommand("backup", file, source.env);
    loading = false;
    await load;
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up .* in \d+\.\d s\.\n$/);
    expect(during.length).toBeGreaterThan(0);

    const target = await emptyTarget();
    const restore = await runDbCommand("restore", file, target);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    const restored = await openDatabase({
      databaseUrl: target.DATABASE_URL || undefined,
      dataDir: target.DATA_DIR,
      migrationsFolder,
    });
    try {
      const ids = (await restored.db.select({ id: startupIdeas.id }).from(startupIdeas)).map(
        (row) => row.id,
      );
      expect(ids).toEqual(expect.arrayContaining(before));
      // Nothing half-written: every restored idea is whole.
      const names = await restored.db.select({ name: startupIdeas.name }).from(startupIdeas);
      expect(names.every((row) => row.name.startsWith("Backed Up "))).toBe(true);
    } finally {
      await restored.close();
      if (target.DATABASE_URL) await dropDatabase(inject("postgresAdminUrl"), target.DATABASE_URL);
    }

    // Restoring over data is refused, and nothing is touched.
    const refused = await runDbCommand("restore", file, source.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/not empty/);
  }, 120_000);

  it("refuses a file that is not a backup or does not exist, naming it", async () => {
    const file = path.join(folder, "notes.txt");
    await writeFile(file, "not a backup");
    const result = await runDbCommand("restore", file, await emptyTarget());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file} is not a backup of this site`);
    const missing = await runDbCommand("restore", `${file}.gone`, await emptyTarget());
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`${file}.gone does not exist\n`);
    const usage = await runDbCommand("backup", "", source.env);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain("npm run db:backup -- FILE");
  });

  // Each kind of database has its own way of not being there.
  if (kind === "pglite") {
    it("keeps serving snapshots after a backup is interrupted mid-transfer", async () => {
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(snapshotSocket(source.env.DATA_DIR ?? ""));
        socket.once("data", () => {
          // What Ctrl-C on `npm run db:backup` does: closed with the snapshot unread, which
          // resets the server's end.
          socket.destroy();
          resolve();
        });
        socket.once("error", reject);
      });
      const file = path.join(folder, "after-interruption.tar.gz");
      const result = await runDbCommand("backup", file, source.env);
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
    });

    it("names the folder it found no database in, and how to point it at the site's", async () => {
      const elsewhere = path.join(folder, "not-the-site");
      const result = await runDbCommand("backup", path.join(folder, "none.tar.gz"), {
        DATA_DIR: elsewhere,
        DATABASE_URL: "",
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `No database to back up in DATA_DIR ${elsewhere}. ` +
          "Set DATA_DIR in .env or the environment to the folder `npm start` uses.\n",
      );
    });
  } else {
    it.each(["backup", "restore"] as const)(
      "%s names the database it could not reach without its password, and how to set it",
      async (command) => {
        const url = new URL(inject("postgresAdminUrl"));
        url.password = "hunter2-secret";
        url.pathname = "/no_such_database";
        const file = path.join(folder, `unreached-${command}.dump`);
        // A file that starts like a pg_dump archive, so a restore goes as far as the database.
        if (command === "restore") await writeFile(file, "PGDMP and nothing else");
        const result = await runDbCommand(command, file, { DATABASE_URL: url.toString() });
        expect(result.code).toBe(1);
        url.password = "";
        expect(result.stderr).toContain(`Could not reach DATABASE_URL ${url.toString()}: `);
        expect(result.stderr).toContain('database "no_such_database" does not exist');
        expect(result.stderr).toContain(
          "Set DATABASE_URL in .env or the environment to the database `npm start` uses.",
        );
        expect(result.stderr).not.toContain("hunter2-secret");
      },
    );
  }
});

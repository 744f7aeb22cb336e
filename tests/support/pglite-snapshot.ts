import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";
import { migrationsFolder } from "./migrations-folder";

/**
 * Vitest globalSetup of the `api-pglite` project: migrates one in-memory PGlite database and
 * keeps its snapshot in a file, `inject("pgliteSnapshotPath")`. Each test database starts
 * from it (`migratedSnapshot`) instead of creating an empty cluster, which took 1.8–3 s of
 * the 2.3–3.3 s a fresh migrated database cost; the migrations still run on each (none is
 * due), as they do at every start.
 */

declare module "vitest" {
  interface ProvidedContext {
    /** A gzipped tar of a freshly migrated PGlite data folder. */
    pgliteSnapshotPath: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), "pglite-snapshot-"));
  const file = path.join(folder, "migrated.tar.gz");
  const database = await openDatabase({ migrationsFolder });
  try {
    if (!database.snapshot) throw new Error("PGlite takes snapshots; this database did not");
    await writeFile(file, await database.snapshot());
  } finally {
    await database.close();
  }
  project.provide("pgliteSnapshotPath", file);
  return () => rm(folder, { recursive: true, force: true });
}

let snapshot: Promise<Blob> | undefined;

/** The migrated database's snapshot, read once per test file. */
export function migratedSnapshot(): Promise<Blob> {
  snapshot ??= readFile(inject("pgliteSnapshotPath")).then(
    (bytes) => new Blob([bytes], { type: "application/x-gzip" }),
  );
  return snapshot;
}

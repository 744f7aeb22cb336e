import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { createDatabase, dropDatabase } from "./postgres-cluster";
import { migrationsFolder, testDatabaseKind } from "./test-app";

/**
 * A database of its own for a test of an upgrade: opened first with the migrations an older
 * release had (`migrationsThrough`), then with today's (`migrationsFolder`), as a server
 * started on it after an update would. A PGlite folder or a PostgreSQL database, as the
 * test project runs.
 */
export async function upgradeDatabase(name: string) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), `${name}-upgrade-`));
  const location: { dataDir: string } | { databaseUrl: string } =
    testDatabaseKind() === "pglite"
      ? { dataDir: path.join(scratch, "data") }
      : { databaseUrl: await createDatabase(inject("postgresAdminUrl"), name) };
  return {
    /** The migrations as a server of an older release had them: through number `last`. */
    async migrationsThrough(last: number) {
      const folder = path.join(scratch, `migrations-${last}`);
      await cp(migrationsFolder, folder, { recursive: true });
      const journalFile = path.join(folder, "meta", "_journal.json");
      const journal = JSON.parse(await readFile(journalFile, "utf8"));
      journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= last);
      await writeFile(journalFile, JSON.stringify(journal));
      return folder;
    },
    /** Opens the database with `folder`'s migrations applied, for `use`, and closes it. */
    async withDatabase(folder: string, use: (database: DatabaseHandle) => Promise<void>) {
      const database = await openDatabase({ ...location, migrationsFolder: folder });
      try {
        await use(database);
      } finally {
        await database.close();
      }
    },
    async remove() {
      if ("databaseUrl" in location) {
        await dropDatabase(inject("postgresAdminUrl"), location.databaseUrl);
      }
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

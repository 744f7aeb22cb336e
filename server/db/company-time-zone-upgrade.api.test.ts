import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { site } from "@shared/config/site";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  both,
  countsByDay,
  expectedCounts,
  INSTANTS,
  insertRecords,
} from "../../tests/support/daily-counts";
import { createDatabase, dropDatabase } from "../../tests/support/postgres-cluster";
import { migrationsFolder, testDatabaseKind } from "../../tests/support/test-app";
import { type DatabaseHandle, openDatabase } from "./client";
import { storedTimeZone } from "./company-time-zone";

/** The last migration whose count triggers named the zone themselves. */
const LAST_MIGRATION_WITH_ZONE_LITERAL = 8;

let scratch: string;
/** Where the one database of this file lives: a PGlite folder or a PostgreSQL URL. */
let location: { dataDir: string } | { databaseUrl: string };
let olderMigrations: string;

/** The migrations as a server of an older release had them: through 0008. */
async function migrationsThrough(last: number) {
  const folder = path.join(scratch, "migrations");
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8"));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= last);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "zone-upgrade-"));
  olderMigrations = await migrationsThrough(LAST_MIGRATION_WITH_ZONE_LITERAL);
  location =
    testDatabaseKind() === "pglite"
      ? { dataDir: path.join(scratch, "data") }
      : { databaseUrl: await createDatabase(inject("postgresAdminUrl"), "zone") };
});
afterAll(async () => {
  if ("databaseUrl" in location) {
    await dropDatabase(inject("postgresAdminUrl"), location.databaseUrl);
  }
  await rm(scratch, { recursive: true, force: true });
});

async function withDatabase(folder: string, use: (database: DatabaseHandle) => Promise<void>) {
  const database = await openDatabase({ ...location, migrationsFolder: folder });
  try {
    await use(database);
  } finally {
    await database.close();
  }
}

describe("a database counted before the zone had one home", () => {
  it("counts in site.timeZone after the upgrade, the records it had and new ones", async () => {
    await withDatabase(olderMigrations, async ({ db }) => {
      // An older server stored no zone: its triggers named one.
      await db.execute(sql`delete from site_settings where key = 'time_zone'`);
      await insertRecords(db, INSTANTS.slice(0, 8));
    });

    await withDatabase(migrationsFolder, async ({ db }) => {
      expect(await storedTimeZone(db)).toBe(site.timeZone);
      expect(await countsByDay(db)).toEqual(
        expectedCounts(both(INSTANTS.slice(0, 8)), site.timeZone),
      );
      await insertRecords(db, INSTANTS.slice(8));
      expect(await countsByDay(db)).toEqual(expectedCounts(both(INSTANTS), site.timeZone));
    });
  });

  it("rebuilds nothing when the server opens it again with the same zone", async () => {
    await withDatabase(migrationsFolder, async ({ db }) => {
      // A mark a rebuild would wipe out.
      await db.execute(
        sql`insert into submission_daily_counts (kind, day, count) values ('startup_idea', '2001-01-01', 7)`,
      );
    });
    await withDatabase(migrationsFolder, async ({ db }) => {
      expect(await countsByDay(db)).toEqual({
        ...expectedCounts(both(INSTANTS), site.timeZone),
        "startup_idea 2001-01-01": 7,
      });
    });
  });
});

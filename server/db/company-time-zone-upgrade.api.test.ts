import { site } from "@shared/config/site";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  both,
  countsByDay,
  expectedCounts,
  INSTANTS,
  insertRecords,
} from "../../tests/support/daily-counts";
import { migrationsFolder } from "../../tests/support/test-app";
import { upgradeDatabase } from "../../tests/support/upgrade-database";
import { storedTimeZone } from "./company-time-zone";

/** The last migration whose count triggers named the zone themselves. */
const LAST_MIGRATION_WITH_ZONE_LITERAL = 8;

let upgrade: Awaited<ReturnType<typeof upgradeDatabase>>;
let olderMigrations: string;

beforeAll(async () => {
  upgrade = await upgradeDatabase("zone");
  olderMigrations = await upgrade.migrationsThrough(LAST_MIGRATION_WITH_ZONE_LITERAL);
});
afterAll(() => upgrade.remove());

const withDatabase: typeof upgrade.withDatabase = (folder, use) =>
  upgrade.withDatabase(folder, use);

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

import { site } from "@shared/config/site";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  both,
  countsByDay,
  expectedCounts,
  INSTANTS,
  insertRecords,
  OTHER_ZONE,
} from "../../tests/support/daily-counts";
import { openTestDatabase } from "../../tests/support/test-app";
import type { DatabaseHandle } from "./client";
import { storedTimeZone, syncCompanyTimeZone } from "./company-time-zone";
import { rowsOf } from "./rows";
import { investmentInterests, startupIdeas } from "./schema";

describe("the company time zone in the database", () => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
  });
  afterAll(() => dispose());

  it("is site.timeZone once the server has opened the database, in SQL too", async () => {
    expect(await storedTimeZone(database.db)).toBe(site.timeZone);
    const [row] = await rowsOf<{ zone: string }>(
      database.db,
      sql`select company_time_zone() as zone`,
    );
    expect(row?.zone).toBe(site.timeZone);
  });

  it("is named by no count trigger: they all read company_time_zone()", async () => {
    const functions = await rowsOf<{ name: string; source: string }>(
      database.db,
      sql`select proname as name, prosrc as source from pg_proc where proname like '%count_%'
          and prorettype = 'trigger'::regtype`,
    );
    expect(functions.map((row) => row.name).sort()).toEqual([
      "investment_interests_count_changes",
      "investment_interests_count_insert",
      "startup_ideas_count_changes",
      "startup_ideas_count_insert",
    ]);
    for (const { source } of functions) {
      expect(source).toMatch(/"?company_time_zone"?\(\)/);
      expect(source).not.toMatch(/time zone\s+'/i);
    }
  });

  it("cuts the daily counts at midnight in site.timeZone, for inserts, updates and deletes", async () => {
    const ideaIds = await insertRecords(database.db, INSTANTS);
    const records = both(INSTANTS);
    expect(await countsByDay(database.db)).toEqual(expectedCounts(records, site.timeZone));

    // A statement over many rows (the statement triggers): a creation date moved, one deleted.
    const [moved, deleted] = ideaIds as [number, number];
    const movedTo = new Date(Date.UTC(2026, 0, 20, 12));
    await database.db
      .update(startupIdeas)
      .set({ createdAt: movedTo })
      .where(inArray(startupIdeas.id, [moved]));
    await database.db.delete(startupIdeas).where(inArray(startupIdeas.id, [deleted]));
    // The first two records are those two ideas.
    const [, , ...rest] = records;
    expect(await countsByDay(database.db)).toEqual(
      expectedCounts([{ kind: "startup_idea", createdAt: movedTo }, ...rest], site.timeZone),
    );
  });

  it("rebuilds the counts when the zone changes, and new records follow the new zone", async () => {
    await database.db.delete(startupIdeas);
    await database.db.delete(investmentInterests);
    await insertRecords(database.db, INSTANTS.slice(0, 8));

    await syncCompanyTimeZone(database.db, OTHER_ZONE);
    expect(await storedTimeZone(database.db)).toBe(OTHER_ZONE);
    expect(await countsByDay(database.db)).toEqual(
      expectedCounts(both(INSTANTS.slice(0, 8)), OTHER_ZONE),
    );
    await insertRecords(database.db, INSTANTS.slice(8));
    expect(await countsByDay(database.db)).toEqual(expectedCounts(both(INSTANTS), OTHER_ZONE));

    await syncCompanyTimeZone(database.db, site.timeZone);
    expect(await countsByDay(database.db)).toEqual(expectedCounts(both(INSTANTS), site.timeZone));
  });

  it("refuses a zone the database does not know, keeping the one it has", async () => {
    await expect(syncCompanyTimeZone(database.db, "Mars/Olympus_Mons")).rejects.toThrow();
    expect(await storedTimeZone(database.db)).toBe(site.timeZone);
    expect(await countsByDay(database.db)).toEqual(expectedCounts(both(INSTANTS), site.timeZone));
  });
});

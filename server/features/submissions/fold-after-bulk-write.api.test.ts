import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { rowsOf } from "../../db/rows";
import { foldCountChanges, VACUUM_AFTER_FOLDING } from "./submission-counts";

/**
 * After a bulk write (an import row by row, a restore) the fold moves every change in one go
 * and gives the change tables' pages back at once: every count reads those tables, and their
 * dead rows kept the lists 2–5× slower until autovacuum came by (issue 26).
 */
describe("folding the counts after a bulk write", () => {
  let t: TestApp;
  const changes = VACUUM_AFTER_FOLDING + 2_000;

  beforeAll(async () => {
    t = await createTestApp();
    // This file runs the folds: the app's worker must not take the changes first.
    await t.app.backgroundWork.stop();
  });
  afterAll(() => t.close());

  const pages = async (table: string) => {
    const [row] = await rowsOf<{ bytes: string }>(
      t.database.db,
      sql`select pg_relation_size(${table}) as bytes`,
    );
    return Number(row?.bytes);
  };

  it("moves every change in one fold and empties the change tables' files", async () => {
    // Changes that add nothing (delta 0), as many as a row-by-row import of that many records.
    await t.database.db.execute(sql`
      insert into submission_count_changes (kind, status, choice, stage, owner, delta)
      select 'startup_idea', 'new', 'AgTech', 'Idea', 0, 0 from generate_series(1, ${changes})`);
    await t.database.db.execute(sql`
      insert into submission_day_changes (kind, day, delta)
      select 'startup_idea', current_date, 0 from generate_series(1, ${changes})`);
    expect(await pages("submission_count_changes")).toBeGreaterThan(0);

    expect(await foldCountChanges(t.database.db)).toBe(2 * changes);
    expect(await pages("submission_count_changes")).toBe(0);
    expect(await pages("submission_day_changes")).toBe(0);
    expect(await foldCountChanges(t.database.db)).toBe(0);
  });

  it("stops between statements when the worker stops", async () => {
    await t.database.db.execute(sql`
      insert into submission_day_changes (kind, day, delta)
      select 'startup_idea', current_date, 0 from generate_series(1, ${changes})`);
    const stopped = new AbortController();
    stopped.abort();
    expect(await foldCountChanges(t.database.db, stopped.signal)).toBe(0);
    expect(await foldCountChanges(t.database.db)).toBe(changes);
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSTANTS, insertRecords } from "../../../tests/support/daily-counts";
import { migrationsFolder } from "../../../tests/support/test-app";
import { upgradeDatabase } from "../../../tests/support/upgrade-database";
import { rowsOf } from "../../db/rows";

/** The last migration before records kept their tag ids (migration 0031, ADR 026). */
const LAST_MIGRATION_WITHOUT_TAG_IDS = 30;

let upgrade: Awaited<ReturnType<typeof upgradeDatabase>>;
let olderMigrations: string;

beforeAll(async () => {
  upgrade = await upgradeDatabase("tag_ids");
  olderMigrations = await upgrade.migrationsThrough(LAST_MIGRATION_WITHOUT_TAG_IDS);
});
afterAll(() => upgrade.remove());

describe("a database whose records were tagged before they kept their tag ids", () => {
  it("gives each record the ids of the tags it carried, and keeps them from then on", async () => {
    let ideaIds: number[] = [];
    let tagIds: number[] = [];
    await upgrade.withDatabase(olderMigrations, async ({ db }) => {
      ideaIds = await insertRecords(db, INSTANTS.slice(0, 3));
      const tags = await rowsOf<{ id: number }>(
        db,
        sql`insert into tags (name, colour) values ('Drought', 'amber'), ('Seed', 'green') returning id`,
      );
      tagIds = tags.map((tag) => Number(tag.id)).sort((a, b) => a - b);
      const [first, second] = ideaIds;
      await db.execute(
        sql`insert into record_tags (tag_id, startup_idea_id) values
          (${tagIds[1]}, ${first}), (${tagIds[0]}, ${first}), (${tagIds[0]}, ${second})`,
      );
      await db.execute(
        sql`insert into record_tags (tag_id, investment_interest_id)
          select ${tagIds[1]}, min(id) from investment_interests`,
      );
    });

    await upgrade.withDatabase(migrationsFolder, async ({ db }) => {
      const ideas = await rowsOf<{ id: number; tag_ids: number[] | null }>(
        db,
        sql`select id, tag_ids from startup_ideas order by id`,
      );
      expect(ideas.map((idea) => idea.tag_ids)).toEqual([tagIds, [tagIds[0]], null]);
      const interests = await rowsOf<{ tag_ids: number[] | null }>(
        db,
        sql`select tag_ids from investment_interests order by id`,
      );
      expect(interests.map((interest) => interest.tag_ids)).toEqual([[tagIds[1]], null, null]);

      await db.execute(sql`delete from record_tags where tag_id = ${tagIds[0]}`);
      const after = await rowsOf<{ tag_ids: number[] | null }>(
        db,
        sql`select tag_ids from startup_ideas order by id`,
      );
      expect(after.map((idea) => idea.tag_ids)).toEqual([[tagIds[1]], null, null]);
    });
  });
});

import { INDUSTRY_CODES } from "@shared/schemas/investment-interest";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../../tests/support/test-app";
import { upgradeDatabase } from "../../../tests/support/upgrade-database";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { countOpenWithChoice } from "../submissions/submission-counts";

/** The last migration before the interests' industry codes were counted (ADR 053). */
const LAST_MIGRATION_WITHOUT_SECTOR_COUNTS = 28;

let upgrade: Awaited<ReturnType<typeof upgradeDatabase>>;

beforeAll(async () => {
  upgrade = await upgradeDatabase("sectors");
});
afterAll(() => upgrade.remove());

/** 40 interests of one to three codes (one named twice), a quarter archived. */
async function insertInterests(db: Database, from: number) {
  const codes = sql.raw(`array[${INDUSTRY_CODES.map((code) => `'${code}'`).join(",")}]`);
  await db.execute(sql`
    insert into investment_interests (name, email, sectors, investment_amount, status)
    select 'Backer ' || n, 'backer' || n || '@example.com',
           (array[(${codes})[n % 7 + 1], (${codes})[(n / 3) % 7 + 1], (${codes})[n % 7 + 1]])[1:1 + n % 3],
           '$25,000+', (array['new','reviewing','contacted','archived'])[n % 4 + 1]
    from generate_series(${from}::int, ${from + 39}::int) as n
  `);
}

/** Each code's interests not archived, counted from the table. */
async function countedFromTable(db: Database) {
  const rows = await rowsOf<{ code: string; n: string | number }>(
    db,
    sql`select code, count(*) as n from investment_interests,
          lateral (select distinct unnest(sectors)) as held(code)
        where status <> 'archived' group by code`,
  );
  return Object.fromEntries(
    INDUSTRY_CODES.map((code) => [code, Number(rows.find((row) => row.code === code)?.n ?? 0)]),
  );
}

async function maintained(db: Database) {
  const entries = await Promise.all(
    INDUSTRY_CODES.map(async (code) => [
      code,
      await countOpenWithChoice(db, "interest_sector", [code]),
    ]),
  );
  return Object.fromEntries(entries);
}

describe("a database whose interests were stored before their codes were counted", () => {
  it("counts the interests it had and the ones added after the upgrade", async () => {
    await upgrade.withDatabase(
      await upgrade.migrationsThrough(LAST_MIGRATION_WITHOUT_SECTOR_COUNTS),
      async ({ db }) => insertInterests(db, 1),
    );
    await upgrade.withDatabase(migrationsFolder, async ({ db }) => {
      const before = await countedFromTable(db);
      expect(Object.values(before).every((n) => n > 0)).toBe(true);
      expect(await maintained(db)).toEqual(before);
      await insertInterests(db, 100);
      expect(await maintained(db)).toEqual(await countedFromTable(db));
    });
  });
});

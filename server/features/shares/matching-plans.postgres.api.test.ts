import { INDUSTRY_CODES } from "@shared/schemas/investment-interest";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { explainPlan, indexesOf, nodeTypesOf } from "../../../tests/support/query-plans";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { backersPage, bestIdeasOfSector } from "./matching-queries";

/**
 * On PostgreSQL, the lists of matches (contract §18) read an index range and stop, as the
 * server builds them: an idea's backers one industry code's partial index (the total is the
 * maintained counts'), an interest's ideas one range of the sector-and-score index
 * per sector — never a scan of the table and a sort. 5,000 rows of each kind.
 */
const ROWS = 5_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const createdAt = sql`timestamptz '2026-01-01 00:00:00+00' - n * interval '17 minutes'`;
  const status = sql`(array['new','reviewing','contacted','archived'])[n % 4 + 1]`;
  const codes = sql.raw(`array[${INDUSTRY_CODES.map((code) => `'${code}'`).join(",")}]`);
  await db.execute(sql`
    insert into startup_ideas (name, email, idea, sector, stage, status, review_score, created_at, updated_at)
    select 'Founder ' || n, 'founder' || n || '@example.com', 'An idea numbered ' || n,
           (array['Biotech','Forestry Technology','Other','Seeds/Inputs'])[n % 4 + 1], 'Other', ${status},
           case when n % 10 = 0 then 1 + (n % 40) / 10.0 end, ${createdAt}, ${createdAt}
    from generate_series(1, ${ROWS}) as n
  `);
  await db.execute(sql`
    insert into investment_interests (name, email, sectors, investment_amount, status, created_at, updated_at)
    select 'Backer ' || n, 'backer' || n || '@example.com',
           array[(${codes})[n % 7 + 1], (${codes})[(n / 7) % 7 + 1]], '$25,000+', ${status},
           ${createdAt}, ${createdAt}
    from generate_series(1, ${ROWS}) as n
  `);
  await db.execute(sql`vacuum analyze startup_ideas`);
  await db.execute(sql`vacuum analyze investment_interests`);
}, 60_000);
afterAll(() => t.close());

describe("an idea's matching backers", () => {
  it.each(INDUSTRY_CODES)("read the %s index for the page", async (code) => {
    const indexName = `investment_interests_open_${code.replaceAll("-", "_")}_idx`;
    const pagePlan = await explainPlan(t.database.db, backersPage(t.database.db, code, 20));
    expect(indexesOf(pagePlan)).toEqual([indexName]);
    expect(nodeTypesOf(pagePlan)).not.toContain("Sort");
  });
});

describe("an interest's matching ideas", () => {
  it("read one range of the sector-and-score index per sector, without sorting", async () => {
    const plan = await explainPlan(t.database.db, bestIdeasOfSector(t.database.db, "Biotech", 20));
    expect(indexesOf(plan)).toEqual(["startup_ideas_open_sector_score_idx"]);
    expect(nodeTypesOf(plan)).not.toContain("Sort");
    expect(nodeTypesOf(plan)).not.toContain("Seq Scan");
  });
});

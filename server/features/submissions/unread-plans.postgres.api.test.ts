import { count, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { explainPlan, indexesOf, nodeTypesOf } from "../../../tests/support/query-plans";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { investmentInterestSource } from "../investment-interests/investment-interest-source";
import { startupIdeaSource } from "../startup-ideas/startup-idea-source";
import { filterCondition, ordering, type ResolvedFilter } from "./submission-query";
import type { SubmissionSource } from "./submission-source";

/**
 * On PostgreSQL, `filter=unread` (contract §13) walks the partial `*_unread_idx` index, which
 * holds only the few records waiting to be read: the list page and its count, as the server
 * builds them, on 5,000 rows per kind of which 1% are unread.
 */

const ROWS = 5_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const unread = sql`case when n % 100 = 0 then 1 else 0 end`;
  const createdAt = sql`timestamptz '2026-01-01 00:00:00+00' - n * interval '17 minutes'`;
  await db.execute(sql`
    insert into startup_ideas (name, email, idea, sector, stage, status, unread_messages, created_at, updated_at)
    select 'Founder ' || n, 'founder' || n || '@example.com', 'An idea numbered ' || n,
           'Biotech', 'Other', 'new', ${unread}, ${createdAt}, ${createdAt}
    from generate_series(1, ${ROWS}) as n
  `);
  await db.execute(sql`
    insert into investment_interests (name, email, sectors, investment_amount, status, unread_messages, created_at, updated_at)
    select 'Backer ' || n, 'backer' || n || '@example.com', array['forestry'], '$25,000+',
           'new', ${unread}, ${createdAt}, ${createdAt}
    from generate_series(1, ${ROWS}) as n
  `);
  await db.execute(sql`vacuum analyze startup_ideas`);
  await db.execute(sql`vacuum analyze investment_interests`);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const plan = (query: SQL) => explainPlan(t.database.db, query);

describe.each([
  ["startup_ideas", startupIdeaSource],
  ["investment_interests", investmentInterestSource],
] as [string, SubmissionSource][])("%s filtered by unread", (tableName, source) => {
  const index = `${tableName}_unread_idx`;
  const unread: ResolvedFilter = { kind: "unread" };

  it("reads a list page and counts its matches through the partial index", async () => {
    const page = await plan(
      t.database.db
        .select(source.summaryColumns)
        .from(source.table)
        .where(filterCondition(source, unread))
        .orderBy(...ordering(source, { sort: "createdAt", direction: "desc" }))
        .limit(50)
        .getSQL(),
    );
    expect(indexesOf(page), JSON.stringify(page)).toContain(index);
    expect(nodeTypesOf(page)).not.toContain("Seq Scan");

    const counted = await plan(
      t.database.db
        .select({ n: count() })
        .from(source.table)
        .where(filterCondition(source, unread))
        .getSQL(),
    );
    expect(indexesOf(counted), JSON.stringify(counted)).toContain(index);
    const [matches] = await t.database.db
      .select({ n: count() })
      .from(source.table)
      .where(filterCondition(source, unread));
    expect(matches?.n).toBe(ROWS / 100);
  });
});

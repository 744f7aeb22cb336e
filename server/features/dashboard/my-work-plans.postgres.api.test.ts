import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { explainPlan, indexesOf, nodeTypesOf } from "../../../tests/support/query-plans";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { createAdmin } from "../staff/create-admin";
import { KINDS, sectionQueries } from "./get-my-work";

/**
 * On PostgreSQL, Your work (issue 23) reads along the lists' indexes: a member's own records
 * through `*_assignee_idx` (or the unread partial index), never a scan of the inbox; the
 * records awaiting review through `*_status_idx`. 5,000 records per kind, 1% owned by `me`.
 */

const ROWS = 5_000;

let t: TestApp;
let me: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  me = (await createAdmin(db, "rita", "a long password 1", "reviewer"))?.id ?? 0;
  const other = (await createAdmin(db, "otto", "a long password 2", "reviewer"))?.id ?? 0;
  const owner = sql`case when n % 100 = 0 then ${me}::int else ${other}::int end`;
  const status = sql`(array['new','reviewing','contacted','archived'])[n % 4 + 1]`;
  const unread = sql`case when n % 300 = 0 then 1 else 0 end`;
  const createdAt = sql`timestamptz '2026-01-01 00:00:00+00' - n * interval '17 minutes'`;
  await db.execute(sql`
    insert into startup_ideas (name, email, idea, sector, stage, status, assignee_id, unread_messages, created_at, status_changed_at)
    select 'Founder ' || n, 'f' || n || '@example.com', 'An idea', 'Biotech', 'Other', ${status},
           ${owner}, ${unread}, ${createdAt}, ${createdAt}
    from generate_series(1, ${ROWS}) as n
  `);
  await db.execute(sql`
    insert into investment_interests (name, email, sectors, investment_amount, status, assignee_id, unread_messages, created_at, status_changed_at)
    select 'Backer ' || n, 'b' || n || '@example.com', array['forestry'], '$25,000+', ${status},
           ${owner}, ${unread}, ${createdAt}, ${createdAt}
    from generate_series(1, ${ROWS}) as n
  `);
  await db.execute(sql`vacuum analyze startup_ideas`);
  await db.execute(sql`vacuum analyze investment_interests`);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const plan = (query: { getSQL(): SQL }) => explainPlan(t.database.db, query);

describe.each(
  KINDS.map(
    (kind) =>
      [kind.table === KINDS[0].table ? "startup_ideas" : "investment_interests", kind] as const,
  ),
)("Your work on %s", (table, kind) => {
  const now = new Date("2026-01-02T00:00:00Z");

  // Stale and mine may also walk the open records by when their status changed (the stale
  // filter's index), whichever the planner finds narrower.
  it.each([
    ["assigned", "assignee|unread"],
    ["stale", "assignee|unread|stale"],
    ["unread", "assignee|unread"],
  ] as const)(
    "reads and counts %s along an index of the owner's records",
    async (section, indexes) => {
      const { listed, counted } = sectionQueries(t.database.db, section, kind, me, now);
      for (const query of [listed, counted]) {
        const found = await plan(query);
        expect(indexesOf(found), JSON.stringify(found)).toEqual(
          expect.arrayContaining([
            expect.stringMatching(new RegExp(`^${table}_(${indexes})_idx$`)),
          ]),
        );
        expect(nodeTypesOf(found)).not.toContain("Seq Scan");
      }
    },
  );

  it("lists the records awaiting review along the status index", async () => {
    const { listed } = sectionQueries(t.database.db, "awaitingReview", kind, me, now);
    const found = await plan(listed);
    expect(indexesOf(found), JSON.stringify(found)).toContain(`${table}_status_idx`);
    expect(nodeTypesOf(found)).not.toContain("Seq Scan");
  });
});

import { count, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../tests/support/admin-session";
import { explainPlan, indexesOf, nodeTypesOf } from "../../../tests/support/query-plans";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import type { Database } from "../../db/client";
import { investmentInterestSource } from "../investment-interests/investment-interest-source";
import { startupIdeaSource } from "../startup-ideas/startup-idea-source";
import { EXPORT_BATCH_SIZE } from "./stream-submission-csv";
import { filterCondition, ordering, type ResolvedFilter } from "./submission-query";
import type { SubmissionSource } from "./submission-source";

/**
 * On PostgreSQL, lists read through their indexes once the table is big enough for a scan to
 * cost more, as the server builds them (filterCondition and ordering of submission-query.ts),
 * on 5,000 rows per kind: the owner filter (contract §10) through `*_assignee_idx`
 * (assignee_id, created_at desc) — the list page, its count and the export's first batch — and
 * a board's column (a status, the last to enter it first) through `*_status_changed_idx`.
 */

const ROWS = 5_000;
/** Owners: half the rows have none, the other half is spread over them (2.5% each). */
const OWNERS = 20;

let t: TestApp;
let ownerIds: number[];
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signedInAdmin(t);
  const db = t.database.db;
  const owners = await rowsOf<{ id: number }>(sql`
    insert into admins (username, role)
    select 'owner-' || n, 'reviewer' from generate_series(1, ${OWNERS}) as n
    returning id
  `);
  ownerIds = owners.map((row) => Number(row.id)).sort((a, b) => a - b);
  expect(ownerIds).toHaveLength(OWNERS);
  // Row n goes to owner n % 40 (1-based) when that is one of the 20, to nobody otherwise;
  // an array subscript past its end is null.
  const owner = sql`(${sql.raw(`'{${ownerIds.join(",")}}'::int[]`)})[n % ${OWNERS * 2} + 1]`;
  // Few records are at "contacted", as in a real inbox: a board's column that a walk along
  // every record's time of change would take long to fill.
  const status = sql`case when n % 50 = 0 then 'contacted' else (array['new','reviewing','archived'])[n % 3 + 1] end`;
  const createdAt = sql`timestamptz '2026-01-01 00:00:00+00' - n * interval '17 minutes'`;
  await db.execute(sql`
    insert into startup_ideas (name, email, idea, sector, stage, status, assignee_id, created_at, updated_at, status_changed_at)
    select 'Founder ' || n, 'founder' || n || '@example.com', 'An idea numbered ' || n,
           'Biotech', 'Other', ${status},
           ${owner}, ${createdAt}, ${createdAt}, ${createdAt}
    from generate_series(1, ${ROWS}) as n
  `);
  await db.execute(sql`
    insert into investment_interests (name, email, sectors, investment_amount, additional_info, status, assignee_id, created_at, updated_at, status_changed_at)
    select 'Backer ' || n, 'backer' || n || '@example.com', array['forestry'], '$25,000+',
           'Interest numbered ' || n, ${status},
           ${owner}, ${createdAt}, ${createdAt}, ${createdAt}
    from generate_series(1, ${ROWS}) as n
  `);
  await db.execute(sql`vacuum analyze startup_ideas`);
  await db.execute(sql`vacuum analyze investment_interests`);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The rows of a raw query (the driver's result has them in `rows`). */
async function rowsOf<Row>(query: SQL, db: Database = t.database.db): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

describe.each([
  ["startup_ideas", startupIdeaSource],
  ["investment_interests", investmentInterestSource],
] as [string, SubmissionSource][])("%s filtered by owner", (tableName, source) => {
  const index = `${tableName}_assignee_idx`;
  const byOwner = (): ResolvedFilter => ({ kind: "assignee", assignee: ownerIds[3] ?? 0 });

  /** The page listSubmissions reads (default sort: newest first). */
  const listPage = (filter: ResolvedFilter, offset = 0) =>
    t.database.db
      .select(source.summaryColumns)
      .from(source.table)
      .where(filterCondition(source, filter))
      .orderBy(...ordering(source, { sort: "createdAt", direction: "desc" }))
      .limit(50)
      .offset(offset)
      .getSQL();

  it("has the rows spread as planned", async () => {
    const [counted] = await t.database.db
      .select({ n: count() })
      .from(source.table)
      .where(filterCondition(source, byOwner()));
    expect(counted?.n).toBe(ROWS / (OWNERS * 2));
    const [unowned] = await t.database.db
      .select({ n: count() })
      .from(source.table)
      .where(filterCondition(source, { kind: "assignee", assignee: null }));
    expect(unowned?.n).toBe(ROWS / 2);
  });

  it("reads a list page through the assignee index", async () => {
    const page = await explainPlan(t.database.db, listPage(byOwner()));
    expect(indexesOf(page), JSON.stringify(page)).toContain(index);
    expect(nodeTypesOf(page)).not.toContain("Seq Scan");
    const later = await explainPlan(t.database.db, listPage(byOwner(), 100));
    expect(indexesOf(later), JSON.stringify(later)).toContain(index);
  });

  it("counts the matches (X-Total-Count) through the assignee index", async () => {
    const counted = await explainPlan(
      t.database.db,
      t.database.db
        .select({ n: count() })
        .from(source.table)
        .where(filterCondition(source, byOwner()))
        .getSQL(),
    );
    expect(indexesOf(counted), JSON.stringify(counted)).toContain(index);
    expect(nodeTypesOf(counted)).not.toContain("Seq Scan");
  });

  it("reads the export's first batch through the assignee index", async () => {
    const batch = await explainPlan(
      t.database.db,
      t.database.db
        .select({ id: source.table.id })
        .from(source.table)
        .where(filterCondition(source, byOwner()))
        .orderBy(...ordering(source, { sort: "createdAt", direction: "desc" }))
        .limit(EXPORT_BATCH_SIZE)
        .getSQL(),
    );
    expect(indexesOf(batch), JSON.stringify(batch)).toContain(index);
  });

  it("answers the same rows through the API as the planned query", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/${source.path}?filter=assignee&search=${ownerIds[3]}&limit=500`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe(String(ROWS / (OWNERS * 2)));
    const ids = response.json().map((row: { id: number }) => row.id);
    const direct = await rowsOf<{ id: number }>(sql`
      select id from ${source.table} where assignee_id = ${ownerIds[3]}
      order by created_at desc, id desc
    `);
    expect(ids).toEqual(direct.map((row) => Number(row.id)));
  });
});

describe.each([
  ["startup_ideas", startupIdeaSource],
  ["investment_interests", investmentInterestSource],
] as [string, SubmissionSource][])("%s: a board's column", (tableName, source) => {
  const column = (offset: number) =>
    t.database.db
      .select(source.summaryColumns)
      .from(source.table)
      .where(filterCondition(source, { kind: "status", status: "contacted" }))
      .orderBy(...ordering(source, { sort: "statusChangedAt", direction: "desc" }))
      .limit(25)
      .offset(offset)
      .getSQL();

  it("finds its cards through the status-changed index", async () => {
    // The first page and the next ("Show more").
    for (const offset of [0, 25]) {
      const plan = await explainPlan(t.database.db, column(offset));
      expect(indexesOf(plan), JSON.stringify(plan)).toContain(`${tableName}_status_changed_idx`);
      expect(nodeTypesOf(plan)).not.toContain("Seq Scan");
    }
  });
});

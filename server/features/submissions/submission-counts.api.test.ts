import { SUBMISSION_STATUSES } from "@shared/schemas/submission-status";
import { count, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInStaff } from "../../../tests/support/admin-session";
import { SUBMISSION_KINDS, variedRows } from "../../../tests/support/submission-fixtures";
import { createTestApp, JSON_HEADERS, type TestApp } from "../../../tests/support/test-app";
import {
  investmentInterests,
  startupIdeas,
  submissionCountChanges,
  submissionDayChanges,
} from "../../db/schema";
import { SEARCH_COUNT_LIMIT } from "./list-submissions";
import { foldCountChanges } from "./submission-counts";

/**
 * The lists' totals and the dashboard come from maintained counts (ADR 026), not from counting
 * the tables: after every kind of write, folded or not, each total still equals a count of the
 * table itself.
 */
describe.each(SUBMISSION_KINDS)("the maintained counts of /api/admin/$path", (kind) => {
  const table = kind.path === "startup-ideas" ? startupIdeas : investmentInterests;
  const choiceColumn =
    kind.path === "startup-ideas" ? startupIdeas.sector : investmentInterests.investmentAmount;
  let t: TestApp;
  let admin: { id: number; cookie: string };
  let reviewer: { id: number; cookie: string };
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp();
    // The folds below are this file's to run: the app's own worker would fold on its beat
    // whenever the machine is slow enough, and the first fold would find nothing to do.
    await t.app.backgroundWork.stop();
    const signedIn = async (role: "admin" | "reviewer") => {
      const { account, cookie } = await signedInStaff(t, role);
      return { id: account.id, cookie };
    };
    admin = await signedIn("admin");
    reviewer = await signedIn("reviewer");
    ids = (await kind.insert(t.database.db, variedRows(kind))).map((row) => row.id);
  });
  afterAll(() => t.close());

  async function list(query: string) {
    const response = await t.app.inject({
      url: `/api/admin/${kind.path}?${query}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return {
      total: Number(response.headers["x-total-count"]),
      capped: response.headers["x-total-count-capped"],
    };
  }

  const pendingChanges = async () =>
    (await t.database.db.$count(submissionCountChanges)) +
    (await t.database.db.$count(submissionDayChanges));

  async function tableCount(where?: SQL) {
    const [row] = await t.database.db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  }

  /** Every filter's X-Total-Count against a count of the table with the same condition. */
  async function expectTotalsExact() {
    const checks: [string, SQL | undefined][] = [
      ["", undefined],
      ...SUBMISSION_STATUSES.map((status): [string, SQL] => [
        `filter=status&search=${status}`,
        eq(table.status, status),
      ]),
      ...kind.choiceFilterValues.map(([value, stored]): [string, SQL] => [
        `filter=${kind.choiceFilter}&search=${encodeURIComponent(value)}`,
        inArray(choiceColumn, stored),
      ]),
      ["filter=assignee&search=me", eq(table.assigneeId, admin.id)],
      [`filter=assignee&search=${reviewer.id}`, eq(table.assigneeId, reviewer.id)],
      ["filter=assignee&search=none", isNull(table.assigneeId)],
    ];
    for (const [query, where] of checks) {
      expect({ query, total: (await list(query)).total }).toEqual({
        query,
        total: await tableCount(where),
      });
    }
  }

  async function patch(url: string, body: unknown) {
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/${kind.path}/${url}`,
      headers: { cookie: admin.cookie, ...JSON_HEADERS },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it("match the table after each kind of write, before and after they are folded in", async () => {
    await expectTotalsExact();
    expect(await tableCount()).toBeGreaterThan(5);

    const [first, second, third, fourth, fifth] = ids as [number, number, number, number, number];
    await patch(`${first}/status`, { status: "contacted" });
    await patch(`${second}/status`, { status: "archived", notes: "Done" });
    await patch(`${third}/assignee`, { assigneeId: admin.id });
    await patch(`${fourth}/assignee`, { assigneeId: reviewer.id });
    await patch(`${fourth}/status`, { status: "reviewing" });
    await expectTotalsExact();

    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/${kind.path}/${fifth}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    await expectTotalsExact();

    // Writes no API makes: several rows in one statement, a notes-only change, an owner removed.
    await t.database.db.update(table).set({ status: "new" }).where(inArray(table.id, ids));
    await t.database.db.update(table).set({ notes: "Edited" });
    await t.database.db
      .update(table)
      .set({ assigneeId: null })
      .where(eq(table.assigneeId, reviewer.id));
    await expectTotalsExact();

    expect(await foldCountChanges(t.database.db)).toBeGreaterThan(0);
    expect(await pendingChanges()).toBe(0);
    await expectTotalsExact();
    expect(await foldCountChanges(t.database.db)).toBe(0);
    await expectTotalsExact();
  });

  it("are folded once when two folds run at the same time", async () => {
    await t.database.db.update(table).set({ status: "reviewing" });
    await t.database.db
      .update(table)
      .set({ status: "contacted" })
      .where(eq(table.id, ids[0] ?? 0));
    const pending = await pendingChanges();
    expect(pending).toBeGreaterThan(0);
    const moved = await Promise.all([
      foldCountChanges(t.database.db),
      foldCountChanges(t.database.db),
    ]);
    expect(moved[0] + moved[1]).toBe(pending);
    await expectTotalsExact();
  });

  it("are folded whole, leaving no change rows, from a backlog of WHOLE_FOLD_FROM", async () => {
    await t.database.db.update(table).set({ status: "reviewing" });
    await t.database.db.update(table).set({ status: "contacted" });
    const pending = await pendingChanges();
    expect(pending).toBeGreaterThan(0);
    // Two at once: one takes the tables whole, the other then finds nothing left to fold.
    const moved = await Promise.all([
      foldCountChanges(t.database.db, undefined, { wholeFrom: 1 }),
      foldCountChanges(t.database.db, undefined, { wholeFrom: 1 }),
    ]);
    expect(moved[0] + moved[1]).toBe(pending);
    expect(await pendingChanges()).toBe(0);
    await expectTotalsExact();
  });

  it("lose and double-count no change written while whole folds run", async () => {
    const statuses = ["reviewing", "contacted", "new", "archived"] as const;
    // Status changes through the API (each its own transaction and trigger) interleaved with
    // whole folds and batch folds: on PostgreSQL they truly run at once.
    await Promise.all([
      ...ids
        .slice(0, 4)
        .flatMap((id, index) =>
          statuses.map((_, step) =>
            patch(`${id}/status`, { status: statuses[(index + step) % statuses.length] }),
          ),
        ),
      t.database.db.update(table).set({ notes: "Bulk" }),
      t.database.db
        .update(table)
        .set({ status: "reviewing" })
        .where(eq(table.id, ids.at(-1) ?? 0)),
      foldCountChanges(t.database.db, undefined, { wholeFrom: 1 }),
      foldCountChanges(t.database.db),
      foldCountChanges(t.database.db, undefined, { wholeFrom: 1 }),
    ]);
    await expectTotalsExact();
    await foldCountChanges(t.database.db, undefined, { wholeFrom: 1 });
    expect(await pendingChanges()).toBe(0);
    await expectTotalsExact();
  });

  it("give the dashboard the table's totals and breakdowns", async () => {
    const stats = await t.app.inject({
      url: "/api/admin/dashboard/stats",
      headers: { cookie: admin.cookie },
    });
    const totals = stats.json<Record<string, number>>();
    const total =
      kind.path === "startup-ideas" ? totals.totalStartupIdeas : totals.totalInvestmentInterests;
    expect(total).toBe(await tableCount());

    const charts = await t.app.inject({
      url: "/api/admin/dashboard/charts",
      headers: { cookie: admin.cookie },
    });
    const inbox = charts.json()[
      kind.path === "startup-ideas" ? "startupIdeas" : "investmentInterests"
    ] as {
      byStatus: { status: string; count: number }[];
    };
    for (const { status, count: shown } of inbox.byStatus) {
      expect({ status, shown }).toEqual({
        status,
        shown: await tableCount(eq(table.status, status as never)),
      });
    }
  });

  it(`counts a text search up to ${SEARCH_COUNT_LIMIT} and says when more match`, async () => {
    const word = kind.path === "startup-ideas" ? "zebrawood" : "quillwort";
    expect(await list(`search=${word}`)).toEqual({ total: 0, capped: undefined });
    await t.database.db.execute(sql`
      insert into ${table} (name, email, ${kind.path === "startup-ideas" ? sql`idea, sector, stage` : sql`additional_info, sectors, investment_amount`})
      select 'Bulk ' || g, 'bulk' || g || '@example.com', ${`grows ${word} in rows`},
        ${kind.path === "startup-ideas" ? sql`'Biotech', 'Other'` : sql`array['other'], '$25,000+'`}
      from generate_series(1, ${SEARCH_COUNT_LIMIT + 5}) as g`);
    expect(await list(`search=${word}`)).toEqual({ total: SEARCH_COUNT_LIMIT, capped: "true" });
    expect(await list(`search=${word}&filter=search`)).toEqual({
      total: SEARCH_COUNT_LIMIT,
      capped: "true",
    });
    expect(await list("search=Bulk%20100")).toEqual({ total: 7, capped: undefined });
    await expectTotalsExact();
  });
});

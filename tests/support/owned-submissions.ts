import { parse } from "csv-parse/sync";
import { asc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import {
  activityLog,
  admins,
  investmentInterests,
  startupIdeas,
  submissionComments,
} from "../../server/db/schema";
import { signedInAdmin, signedInStaff } from "./admin-session";
import { type SeededRow, type SubmissionKind, sortedIds, variedRows } from "./submission-fixtures";
import { createTestApp, JSON_HEADERS, type TestApp } from "./test-app";

/**
 * Sixteen submissions of one kind with owners (contract §10), for the tests of the owner
 * filter and of who may touch owners and comments: an admin, reviewers Rita, Otto and Gwen
 * (Gwen owns a row and is then deactivated) and an editor, each signed in. Call it in a
 * describe block; the staff and the rows it returns are filled in by its beforeAll.
 */

export type Staff = { id: number; cookie: string };

export function ownedSubmissions(kind: SubmissionKind) {
  // Filled in by the beforeAll below: the same objects, so a test file may destructure them.
  const unsignedStaff = (): Staff => ({ id: 0, cookie: "" });
  const admin = unsignedStaff();
  const rita = unsignedStaff();
  const otto = unsignedStaff();
  const gwen = unsignedStaff();
  const editor = unsignedStaff();
  const rows: SeededRow[] = [];
  const table = kind.path === "startup-ideas" ? startupIdeas : investmentInterests;
  const commentColumn =
    kind.path === "startup-ideas"
      ? submissionComments.startupIdeaId
      : submissionComments.investmentInterestId;

  let t: TestApp;
  /** Who owns each seeded row, as the test set it up. */
  const owners = new Map<number, number | null>();

  function call(method: InjectOptions["method"], url: string, cookie?: string, body?: unknown) {
    return t.app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: {
        ...(cookie === undefined ? {} : { cookie }),
        ...(body === undefined ? {} : JSON_HEADERS),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  const rowId = (index: number) => {
    const id = rows[index]?.id;
    if (id === undefined) throw new Error(`no seeded row ${index}`);
    return id;
  };
  /** The ids the list should answer for an owner, in its default order (newest first). */
  const expectedIds = (owner: number | null, sort: "createdAt" | "name" = "createdAt") =>
    sortedIds(
      rows.filter((row) => owners.get(row.id) === owner),
      sort,
      sort === "name" ? "asc" : "desc",
    );

  async function listed(search: string, cookie: string, extra = "") {
    const response = await call(
      "GET",
      `${kind.path}?filter=assignee&search=${encodeURIComponent(search)}${extra}`,
      cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    const header = response.headers["x-total-count"];
    expect(header, "X-Total-Count").toMatch(/^\d+$/);
    return {
      ids: response.json().map((row: { id: number }) => row.id) as number[],
      owners: response.json().map((row: { assigneeId: number | null }) => row.assigneeId),
      total: Number(header),
    };
  }

  async function exportedIds(search: string, cookie: string, extra = "") {
    const response = await call(
      "GET",
      `export/${kind.path}?filter=assignee&search=${encodeURIComponent(search)}${extra}`,
      cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const records: Record<string, string>[] = parse(response.body, { columns: true });
    expect(response.body.split("\r\n")[0]).toBe(kind.csvHeader);
    return records.map((record) => Number(record.ID));
  }

  /** Everything a refused call could have changed: owners, update times, comments, activity. */
  async function snapshot() {
    const db = t.database.db;
    return {
      records: await db
        .select({ id: table.id, assigneeId: table.assigneeId, updatedAt: table.updatedAt })
        .from(table)
        .orderBy(asc(table.id)),
      comments: await db
        .select({ id: submissionComments.id, body: submissionComments.body })
        .from(submissionComments)
        .orderBy(asc(submissionComments.id)),
      activity: await db
        .select({ id: activityLog.id })
        .from(activityLog)
        .orderBy(asc(activityLog.id)),
      staff: await db
        .select({ id: admins.id, active: admins.active, role: admins.role })
        .from(admins)
        .orderBy(asc(admins.id)),
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const adminCookie = await signedInAdmin(t);
    const [adminRow] = await t.database.db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.username, "admin"));
    Object.assign(admin, { id: adminRow?.id ?? 0, cookie: adminCookie });
    const signIn = async (staff: Staff, role: "reviewer" | "editor", name: string) => {
      const { account, cookie } = await signedInStaff(t, role, name);
      Object.assign(staff, { id: account.id, cookie });
    };
    await signIn(rita, "reviewer", "rita");
    await signIn(otto, "reviewer", "otto");
    await signIn(gwen, "reviewer", "gwen");
    await signIn(editor, "editor", "eddie");

    // Sixteen rows: the varied set twice, so that equal creation times (tie broken by id)
    // fall inside each owner's list.
    rows.push(...(await kind.insert(t.database.db, [...variedRows(kind), ...variedRows(kind)])));
    for (const row of rows) owners.set(row.id, null);

    const plan: [number[], Staff][] = [
      [[0, 2, 5, 9, 12, 15], rita],
      [[1, 10], otto],
      [[3], admin],
      [[7], gwen],
    ];
    for (const [indexes, owner] of plan) {
      for (const index of indexes) {
        const response = await call(
          "PATCH",
          `${kind.path}/${rowId(index)}/assignee`,
          admin.cookie,
          {
            assigneeId: owner.id,
          },
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().assigneeId).toBe(owner.id);
        owners.set(rowId(index), owner.id);
      }
    }
    // Gwen leaves: her row keeps her as its owner (history is kept), but she can no
    // longer be given one.
    const deactivated = await call("PATCH", `staff/${gwen.id}`, admin.cookie, { active: false });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  return {
    /** The describe block's app (once its beforeAll has run). */
    testApp: () => t,
    admin,
    rita,
    otto,
    gwen,
    editor,
    rows,
    table,
    commentColumn,
    owners,
    call,
    rowId,
    expectedIds,
    listed,
    exportedIds,
    snapshot,
  };
}

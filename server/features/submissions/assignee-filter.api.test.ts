import { RECORD_WORK_MESSAGES } from "@shared/schemas/record-work";
import { parse } from "csv-parse/sync";
import { asc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin, signedInStaff } from "../../../tests/support/admin-session";
import {
  type SeededRow,
  SUBMISSION_KINDS,
  sortedIds,
  variedRows,
} from "../../../tests/support/submission-fixtures";
import { createTestApp, JSON_HEADERS, type TestApp } from "../../../tests/support/test-app";
import {
  activityLog,
  admins,
  investmentInterests,
  startupIdeas,
  submissionComments,
} from "../../db/schema";
import { NOT_ALLOWED } from "../staff/require-role";
import { SESSION_COOKIE } from "../staff/session-cookie";

/**
 * The owner filter of the admin lists and exports (contract §10: `filter=assignee` with
 * `search` = a staff id, `me` or `none`), and who may touch owners and comments at all.
 */

const BAD_VALUE_MESSAGE = "search must be a staff id, me or none when filter is assignee";
const NOT_SIGNED_IN = "You are not signed in, or your session has ended";

type Staff = { id: number; cookie: string };

describe.each(SUBMISSION_KINDS)("owners of /api/admin/$path", (kind) => {
  const table = kind.path === "startup-ideas" ? startupIdeas : investmentInterests;
  const commentColumn =
    kind.path === "startup-ideas"
      ? submissionComments.startupIdeaId
      : submissionComments.investmentInterestId;

  let t: TestApp;
  let admin: Staff;
  let rita: Staff;
  let otto: Staff;
  let gwen: Staff;
  let editor: Staff;
  let rows: SeededRow[];
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
    admin = { id: adminRow?.id ?? 0, cookie: adminCookie };
    const signed = async (role: "reviewer" | "editor", name: string) => {
      const { account, cookie } = await signedInStaff(t, role, name);
      return { id: account.id, cookie };
    };
    rita = await signed("reviewer", "rita");
    otto = await signed("reviewer", "otto");
    gwen = await signed("reviewer", "gwen");
    editor = await signed("editor", "eddie");

    // Sixteen rows: the varied set twice, so that equal creation times (tie broken by id)
    // fall inside each owner's list.
    rows = await kind.insert(t.database.db, [...variedRows(kind), ...variedRows(kind)]);
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

  describe("GET /api/admin/{kind}?filter=assignee", () => {
    it("lists exactly the rows of a staff id, newest first, with X-Total-Count", async () => {
      for (const owner of [rita, otto, admin]) {
        const expected = expectedIds(owner.id);
        expect(expected.length).toBeGreaterThan(0);
        const answer = await listed(String(owner.id), rita.cookie);
        expect(answer.ids).toEqual(expected);
        expect(answer.total).toBe(expected.length);
        expect(answer.owners.every((id: number | null) => id === owner.id)).toBe(true);
      }
    });

    it("still lists a deactivated staff member's rows by id", async () => {
      const answer = await listed(String(gwen.id), otto.cookie);
      expect(answer.ids).toEqual([rowId(7)]);
      expect(answer.total).toBe(1);
    });

    it("resolves `me` to the signed-in reviewer or admin", async () => {
      for (const caller of [rita, otto, admin]) {
        const mine = await listed("me", caller.cookie);
        expect(mine.ids).toEqual(expectedIds(caller.id));
        expect(mine.total).toBe(expectedIds(caller.id).length);
        expect(mine).toEqual(await listed(String(caller.id), admin.cookie));
      }
    });

    it("answers an empty list with X-Total-Count 0 for `me` when the caller owns nothing", async () => {
      const { cookie } = await signedInStaff(t, "reviewer", `nora-${kind.path}`);
      expect(await listed("me", cookie)).toEqual({ ids: [], owners: [], total: 0 });
    });

    it("lists exactly the unowned rows with `none`", async () => {
      const expected = expectedIds(null);
      expect(expected).toHaveLength(16 - 6 - 2 - 1 - 1);
      const none = await listed("none", otto.cookie);
      expect(none.ids).toEqual(expected);
      expect(none.total).toBe(expected.length);
      expect(none.owners.every((id: number | null) => id === null)).toBe(true);
    });

    it("answers an empty list with X-Total-Count 0 for an id nobody owns rows under", async () => {
      for (const id of [editor.id, 999_999, 2_147_483_647]) {
        expect(await listed(String(id), rita.cookie), String(id)).toEqual({
          ids: [],
          owners: [],
          total: 0,
        });
      }
    });

    it("filters nothing when search is blank", async () => {
      const all = await listed("", rita.cookie, "&limit=500");
      expect(all.total).toBe(rows.length);
      expect(all.ids).toEqual(sortedIds(rows, "createdAt", "desc"));
    });

    it("pages through one owner's rows with the total kept on every page", async () => {
      const expected = expectedIds(rita.id);
      const pages: number[] = [];
      for (let offset = 0; offset < expected.length; offset += 4) {
        const page = await listed("me", rita.cookie, `&limit=4&offset=${offset}`);
        expect(page.total).toBe(expected.length);
        expect(page.ids).toEqual(expected.slice(offset, offset + 4));
        pages.push(...page.ids);
      }
      expect(pages).toEqual(expected);
      const past = await listed("me", rita.cookie, `&limit=4&offset=${expected.length}`);
      expect(past).toEqual({ ids: [], owners: [], total: expected.length });
    });

    it("pages the unowned rows sorted by name", async () => {
      const expected = expectedIds(null, "name");
      const first = await listed("none", rita.cookie, "&sort=name&direction=asc&limit=3");
      const second = await listed("none", rita.cookie, "&sort=name&direction=asc&limit=3&offset=3");
      expect(first.total).toBe(expected.length);
      expect(second.total).toBe(expected.length);
      expect([...first.ids, ...second.ids]).toEqual(expected.slice(0, 6));
    });

    it.each([
      "abc",
      "-1",
      "1.5",
      "0",
      "+5",
      "1e3",
      "0x1F",
      "12abc",
      "2147483648",
      "99999999999",
      "me,none",
      "null",
    ])("answers 400 with a message for search=%s", async (search) => {
      const response = await call(
        "GET",
        `${kind.path}?filter=assignee&search=${encodeURIComponent(search)}`,
        rita.cookie,
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(BAD_VALUE_MESSAGE);
    });

    it("answers 400, not 500, for search given twice", async () => {
      const response = await call(
        "GET",
        `${kind.path}?filter=assignee&search=me&search=none`,
        rita.cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    });
  });

  describe("GET /api/admin/export/{kind}?filter=assignee", () => {
    it("exports exactly the rows the list shows, in the same order", async () => {
      const cases: [string, Staff][] = [
        [String(rita.id), otto],
        [String(otto.id), rita],
        [String(admin.id), rita],
        [String(gwen.id), admin],
        ["me", rita],
        ["me", otto],
        ["me", admin],
        ["none", rita],
        ["999999", rita],
      ];
      for (const [search, caller] of cases) {
        const list = await listed(search, caller.cookie, "&limit=500");
        const exported = await exportedIds(search, caller.cookie);
        expect(exported, `${search} as ${caller.id}`).toEqual(list.ids);
        expect(exported.length).toBe(list.total);
      }
      expect(await exportedIds("me", rita.cookie)).toEqual(expectedIds(rita.id));
      expect(await exportedIds("none", rita.cookie)).toEqual(expectedIds(null));
      expect(await exportedIds("999999", rita.cookie)).toEqual([]);
    });

    it("keeps the list's sort in the export", async () => {
      const list = await listed("none", rita.cookie, "&sort=name&direction=asc&limit=500");
      expect(list.ids).toEqual(expectedIds(null, "name"));
      expect(await exportedIds("none", rita.cookie, "&sort=name&direction=asc")).toEqual(list.ids);
    });

    it("records the export with `me` resolved to the caller", async () => {
      await exportedIds("me", otto.cookie);
      const [entry] = await t.database.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.action, "exported"))
        .orderBy(asc(activityLog.id))
        .then((entries) => entries.slice(-1));
      expect(entry?.actorId).toBe(otto.id);
      expect(entry?.details).toMatchObject({
        kind: kind.path,
        query: { filter: { kind: "assignee", assignee: otto.id } },
      });
    });

    it.each(["abc", "-1", "1.5"])("answers 400 with a message for search=%s", async (search) => {
      const response = await call(
        "GET",
        `export/${kind.path}?filter=assignee&search=${search}`,
        rita.cookie,
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(BAD_VALUE_MESSAGE);
    });
  });

  describe("refusals change nothing", () => {
    let commentId: number;
    beforeAll(async () => {
      const posted = await call("POST", `${kind.path}/${rowId(4)}/comments`, rita.cookie, {
        body: "A comment nobody but Rita or an admin may delete",
      });
      expect(posted.statusCode, posted.body).toBe(201);
      commentId = posted.json().id;
    });

    /** Every owner and comment route, with a call that would change or reveal something. */
    const routes = (): [InjectOptions["method"], string, unknown?][] => [
      ["GET", "assignees"],
      ["GET", `${kind.path}?filter=assignee&search=me`],
      ["GET", `export/${kind.path}?filter=assignee&search=none`],
      ["PATCH", `${kind.path}/${rowId(0)}/assignee`, { assigneeId: null }],
      ["PATCH", `${kind.path}/${rowId(4)}/assignee`, { assigneeId: rita.id }],
      ["GET", `${kind.path}/${rowId(4)}/comments`],
      ["POST", `${kind.path}/${rowId(4)}/comments`, { body: "let me in" }],
      ["DELETE", `${kind.path}/${rowId(4)}/comments/${commentId}`],
      ["GET", `${kind.path}/${rowId(0)}/activity`],
    ];

    it("answers 403 with a message to an editor on every owner and comment route", async () => {
      const before = await snapshot();
      for (const [method, url, body] of routes()) {
        const response = await call(method, url, editor.cookie, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json(), `${method} ${url}`).toEqual({ message: NOT_ALLOWED });
      }
      expect(await snapshot()).toEqual(before);
    });

    it("answers 401 with a message to a signed-out caller on every owner and comment route", async () => {
      const before = await snapshot();
      for (const [method, url, body] of routes()) {
        const response = await call(method, url, undefined, body);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json(), `${method} ${url}`).toEqual({ message: NOT_SIGNED_IN });
        const stale = await call(method, url, `${SESSION_COOKIE}=not-a-session`, body);
        expect(stale.statusCode, `${method} ${url} with a stale cookie`).toBe(401);
      }
      expect(await snapshot()).toEqual(before);
    });

    it("refuses an owner who is deactivated, unknown or an editor with 400, and changes nothing", async () => {
      const before = await snapshot();
      for (const assigneeId of [gwen.id, 999_999, 2_147_483_647, editor.id]) {
        for (const index of [0, 4]) {
          // Row 0 is Rita's (must not lose her), row 4 has no owner (must not gain one).
          const response = await call(
            "PATCH",
            `${kind.path}/${rowId(index)}/assignee`,
            admin.cookie,
            { assigneeId },
          );
          expect(response.statusCode, `${assigneeId} on row ${index}`).toBe(400);
          expect(response.json()).toEqual({ message: RECORD_WORK_MESSAGES.assigneeInvalid });
        }
      }
      expect(await snapshot()).toEqual(before);
      expect((await listed("me", rita.cookie)).ids).toContain(rowId(0));
      expect((await listed("none", rita.cookie)).ids).toContain(rowId(4));
    });

    it("refuses a malformed owner with 400 and changes nothing", async () => {
      const before = await snapshot();
      for (const assigneeId of ["me", "none", String(rita.id), 1.5, -1, 0, true, undefined]) {
        const response = await call(
          "PATCH",
          `${kind.path}/${rowId(0)}/assignee`,
          rita.cookie,
          assigneeId === undefined ? {} : { assigneeId },
        );
        expect(response.statusCode, String(assigneeId)).toBe(400);
        expect(response.json().message).toBe(RECORD_WORK_MESSAGES.assigneeId);
      }
      expect(await snapshot()).toEqual(before);
    });

    it("refuses another reviewer deleting Rita's comment, and the comment stays", async () => {
      const before = await snapshot();
      const response = await call(
        "DELETE",
        `${kind.path}/${rowId(4)}/comments/${commentId}`,
        otto.cookie,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: RECORD_WORK_MESSAGES.commentNotYours });
      expect(await snapshot()).toEqual(before);
      const stored = await t.database.db
        .select({ id: submissionComments.id })
        .from(submissionComments)
        .where(eq(commentColumn, rowId(4)));
      expect(stored.map((comment) => comment.id)).toContain(commentId);
    });

    it("ends a deactivated reviewer's access to the owner routes (401)", async () => {
      const response = await call("GET", `${kind.path}?filter=assignee&search=me`, gwen.cookie);
      expect(response.statusCode).toBe(401);
    });
  });
});

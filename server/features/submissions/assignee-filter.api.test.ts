import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedInStaff } from "../../../tests/support/admin-session";
import { ownedSubmissions, type Staff } from "../../../tests/support/owned-submissions";
import { SUBMISSION_KINDS, sortedIds } from "../../../tests/support/submission-fixtures";
import { activityLog } from "../../db/schema";

/**
 * The owner filter of the admin lists and exports (contract §10: `filter=assignee` with
 * `search` = a staff id, `me` or `none`).
 */

const BAD_VALUE_MESSAGE = "search must be a staff id, me or none when filter is assignee";

describe.each(SUBMISSION_KINDS)("owners of /api/admin/$path", (kind) => {
  const {
    testApp,
    admin,
    rita,
    otto,
    gwen,
    editor,
    rows,
    call,
    rowId,
    expectedIds,
    listed,
    exportedIds,
  } = ownedSubmissions(kind);

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
      const { cookie } = await signedInStaff(testApp(), "reviewer", `nora-${kind.path}`);
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
      const [entry] = await testApp()
        .database.db.select()
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
});

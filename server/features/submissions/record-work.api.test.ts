import { RECORD_WORK_MESSAGES } from "@shared/schemas/record-work";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin, signedInStaff } from "../../../tests/support/admin-session";
import {
  type SeededRow,
  SUBMISSION_KINDS,
  variedRows,
} from "../../../tests/support/submission-fixtures";
import { createTestApp, JSON_HEADERS, type TestApp } from "../../../tests/support/test-app";
import { activityLog, admins } from "../../db/schema";

describe.each(SUBMISSION_KINDS)("owner and comments of /api/admin/$path", (kind) => {
  let t: TestApp;
  let adminCookie: string;
  let reviewer: { id: number; cookie: string };
  let otherReviewer: { id: number; cookie: string };
  let editor: { id: number; cookie: string };
  let rows: SeededRow[];
  const subjectType = kind.path === "startup-ideas" ? "startup_idea" : "investment_interest";

  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = await signedInAdmin(t);
    const signed = async (role: "reviewer" | "editor", name: string) => {
      const { account, cookie } = await signedInStaff(t, role, name);
      return { id: account.id, cookie };
    };
    reviewer = await signed("reviewer", "rita");
    otherReviewer = await signed("reviewer", "otto");
    editor = await signed("editor", "eddie");
    rows = await kind.insert(t.database.db, variedRows(kind));
  });
  afterAll(async () => {
    await t.close();
  });

  function call(method: InjectOptions["method"], url: string, cookie: string, body?: unknown) {
    return t.app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: { cookie, ...(body === undefined ? {} : JSON_HEADERS) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  const recordUrl = (index = 0) => `${kind.path}/${rows[index]?.id}`;
  const entries = (id: number | undefined, action: string) =>
    t.database.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.subjectType, subjectType),
          eq(activityLog.subjectId, id ?? 0),
          eq(activityLog.action, action),
        ),
      );

  describe("PATCH …/{id}/assignee", () => {
    it("sets and clears the owner, answers the record, and logs each change once", async () => {
      const assigned = await call("PATCH", `${recordUrl(0)}/assignee`, reviewer.cookie, {
        assigneeId: reviewer.id,
      });
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json()).toMatchObject({ id: rows[0]?.id, assigneeId: reviewer.id });
      expect(assigned.json().updatedAt).not.toBe(assigned.json().createdAt);

      const again = await call("PATCH", `${recordUrl(0)}/assignee`, reviewer.cookie, {
        assigneeId: reviewer.id,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().updatedAt).toBe(assigned.json().updatedAt);
      expect(await entries(rows[0]?.id, "assigned")).toHaveLength(1);

      const cleared = await call("PATCH", `${recordUrl(0)}/assignee`, adminCookie, {
        assigneeId: null,
      });
      expect(cleared.json()).toMatchObject({ assigneeId: null });
      const logged = await entries(rows[0]?.id, "assigned");
      expect(logged.map((entry) => entry.details)).toEqual(
        expect.arrayContaining([
          { from: null, to: reviewer.id },
          { from: reviewer.id, to: null },
        ]),
      );
    });

    it("answers 400 for an unknown, inactive or editor owner and for a malformed id", async () => {
      const [inactive] = await t.database.db
        .insert(admins)
        .values({ username: `gone-${kind.path}`, role: "reviewer", active: false })
        .returning({ id: admins.id });
      for (const assigneeId of [999_999, inactive?.id, editor.id]) {
        const response = await call("PATCH", `${recordUrl(1)}/assignee`, adminCookie, {
          assigneeId,
        });
        expect(response.statusCode, String(assigneeId)).toBe(400);
        expect(response.json()).toEqual({ message: RECORD_WORK_MESSAGES.assigneeInvalid });
      }
      for (const assigneeId of ["1", 1.5, -3, undefined]) {
        const response = await call("PATCH", `${recordUrl(1)}/assignee`, adminCookie, {
          assigneeId,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(RECORD_WORK_MESSAGES.assigneeId);
      }
      expect(await entries(rows[1]?.id, "assigned")).toHaveLength(0);
    });

    it("answers 404 for an unknown record and 403 to an editor", async () => {
      const unknown = await call("PATCH", `${kind.path}/999999/assignee`, adminCookie, {
        assigneeId: null,
      });
      expect(unknown.statusCode).toBe(404);
      const refused = await call("PATCH", `${recordUrl(1)}/assignee`, editor.cookie, {
        assigneeId: null,
      });
      expect(refused.statusCode).toBe(403);
    });
  });

  describe("comments", () => {
    it("adds plain-text comments, lists them oldest first with their authors, and logs them", async () => {
      const first = await call("POST", `${recordUrl(2)}/comments`, reviewer.cookie, {
        body: "  Called them.\nThey will send a deck.  ",
      });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({
        id: expect.any(Number),
        body: "Called them.\nThey will send a deck.",
        author: { id: reviewer.id, username: "rita", displayName: null },
        mentions: [],
        createdAt: expect.any(String),
      });
      const second = await call("POST", `${recordUrl(2)}/comments`, adminCookie, {
        body: "<b>not html</b>",
      });
      expect(second.statusCode).toBe(201);

      const listed = await call("GET", `${recordUrl(2)}/comments`, otherReviewer.cookie);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().map((comment: { body: string }) => comment.body)).toEqual([
        "Called them.\nThey will send a deck.",
        "<b>not html</b>",
      ]);
      const logged = await entries(rows[2]?.id, "commented");
      expect(logged).toHaveLength(2);
      expect(JSON.stringify(logged)).not.toContain("deck");
    });

    it.each([
      [{ body: "   " }, RECORD_WORK_MESSAGES.commentRequired],
      [{}, RECORD_WORK_MESSAGES.commentRequired],
      [{ body: "x".repeat(5001) }, RECORD_WORK_MESSAGES.commentMax],
    ])("answers 400 for %j", async (payload, message) => {
      const response = await call("POST", `${recordUrl(3)}/comments`, reviewer.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it("keeps a comment of 5000 characters", async () => {
      const response = await call("POST", `${recordUrl(3)}/comments`, reviewer.cookie, {
        body: "y".repeat(5000),
      });
      expect(response.statusCode).toBe(201);
    });

    it("lets only the author or an admin delete a comment, and logs the deletion", async () => {
      const posted = await call("POST", `${recordUrl(4)}/comments`, reviewer.cookie, {
        body: "mine",
      });
      const commentId = posted.json().id;
      const url = `${recordUrl(4)}/comments/${commentId}`;

      const refused = await call("DELETE", url, otherReviewer.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: RECORD_WORK_MESSAGES.commentNotYours });
      expect((await call("DELETE", url, editor.cookie)).statusCode).toBe(403);

      expect((await call("DELETE", url, reviewer.cookie)).statusCode).toBe(204);
      expect((await call("DELETE", url, reviewer.cookie)).statusCode).toBe(404);
      expect(await entries(rows[4]?.id, "comment_deleted")).toEqual([
        expect.objectContaining({ actorId: reviewer.id, details: { commentId } }),
      ]);

      const another = await call("POST", `${recordUrl(4)}/comments`, reviewer.cookie, {
        body: "x",
      });
      const byAdmin = await call(
        "DELETE",
        `${recordUrl(4)}/comments/${another.json().id}`,
        adminCookie,
      );
      expect(byAdmin.statusCode).toBe(204);
    });

    it("answers 404 for a comment of another record, an unknown record or a malformed id", async () => {
      const posted = await call("POST", `${recordUrl(5)}/comments`, reviewer.cookie, {
        body: "here",
      });
      const elsewhere = `${recordUrl(6)}/comments/${posted.json().id}`;
      expect((await call("DELETE", elsewhere, adminCookie)).statusCode).toBe(404);
      expect((await call("DELETE", `${recordUrl(5)}/comments/abc`, adminCookie)).statusCode).toBe(
        404,
      );
      expect((await call("GET", `${kind.path}/999999/comments`, adminCookie)).statusCode).toBe(404);
      expect(
        (await call("POST", `${kind.path}/999999/comments`, adminCookie, { body: "x" })).statusCode,
      ).toBe(404);
    });
  });

  describe("filter=assignee", () => {
    const listed = async (search: string, cookie = reviewer.cookie) => {
      const response = await call(
        "GET",
        `${kind.path}?filter=assignee&search=${search}&limit=500`,
        cookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      return {
        ids: response.json().map((row: { id: number }) => row.id) as number[],
        total: Number(response.headers["x-total-count"]),
      };
    };

    beforeAll(async () => {
      for (const [index, owner] of [
        [2, reviewer],
        [3, reviewer],
        [4, otherReviewer],
      ] as const) {
        const response = await call("PATCH", `${recordUrl(index)}/assignee`, adminCookie, {
          assigneeId: owner.id,
        });
        expect(response.statusCode).toBe(200);
      }
    });

    it("lists what the signed-in person owns with `me`, with X-Total-Count", async () => {
      const mine = await listed("me");
      expect(mine.ids.sort()).toEqual([rows[2]?.id, rows[3]?.id].sort());
      expect(mine.total).toBe(2);
      const theirs = await listed("me", otherReviewer.cookie);
      expect(theirs.ids).toEqual([rows[4]?.id]);
    });

    it("lists a staff member's by id, and the unowned with `none`", async () => {
      expect((await listed(String(otherReviewer.id))).ids).toEqual([rows[4]?.id]);
      const none = await listed("none");
      expect(none.ids).not.toContain(rows[2]?.id);
      expect(none.ids).not.toContain(rows[4]?.id);
      expect(none.total).toBe(rows.length - 3);
    });

    it("exports only the filtered rows", async () => {
      const response = await call(
        "GET",
        `export/${kind.path}?filter=assignee&search=me`,
        reviewer.cookie,
      );
      expect(response.statusCode).toBe(200);
      const dataLines = response.body.trim().split("\r\n").length - 1;
      expect(dataLines).toBe(2);
    });

    it.each(["someone", "0", "-1", "1.5", "99999999999"])(
      "answers 400 for search=%s",
      async (search) => {
        const response = await call(
          "GET",
          `${kind.path}?filter=assignee&search=${search}`,
          reviewer.cookie,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(
          "search must be a staff id, me or none when filter is assignee",
        );
      },
    );
  });

  describe("GET /api/admin/assignees", () => {
    it("lists the active admins and reviewers, not editors or inactive staff", async () => {
      const response = await call("GET", "assignees", reviewer.cookie);
      expect(response.statusCode).toBe(200);
      const usernames = response.json().map((person: { username: string }) => person.username);
      expect(usernames).toEqual(expect.arrayContaining(["admin", "rita", "otto"]));
      expect(usernames).not.toContain("eddie");
      expect(usernames).not.toContain(`gone-${kind.path}`);
      expect(Object.keys(response.json()[0]).sort()).toEqual(["displayName", "id", "username"]);
      expect((await call("GET", "assignees", editor.cookie)).statusCode).toBe(403);
    });
  });
});

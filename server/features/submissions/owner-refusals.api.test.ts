import { RECORD_WORK_MESSAGES } from "@shared/schemas/record-work";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { ownedSubmissions } from "../../../tests/support/owned-submissions";
import { SUBMISSION_KINDS } from "../../../tests/support/submission-fixtures";
import { submissionComments } from "../../db/schema";
import { NOT_ALLOWED } from "../staff/require-role";
import { SESSION_COOKIE } from "../staff/session-cookie";

/** Who may touch owners and comments at all (contract §9, §10): a refused call changes nothing. */

const NOT_SIGNED_IN = "You are not signed in, or your session has ended";

describe.each(SUBMISSION_KINDS)("owner and comment refusals on /api/admin/$path", (kind) => {
  const { testApp, admin, rita, otto, gwen, editor, commentColumn, call, rowId, listed, snapshot } =
    ownedSubmissions(kind);

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
      const stored = await testApp()
        .database.db.select({ id: submissionComments.id })
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

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../tests/support/admin-session";
import {
  type SeededRow,
  SUBMISSION_KINDS,
  variedRows,
} from "../../../tests/support/submission-fixtures";
import { createTestApp, JSON_HEADERS, type TestApp } from "../../../tests/support/test-app";

/** Changing a record's status and notes (contract §4). */
describe.each(SUBMISSION_KINDS)("/api/admin/$path", (kind) => {
  describe("PATCH /{id}/status", () => {
    let writer: TestApp;
    let writerCookie: string;
    let target: SeededRow;
    beforeAll(async () => {
      // Its own database, so the updates do not disturb the list tests above.
      writer = await createTestApp();
      writerCookie = await signedInAdmin(writer);
      const seeded = await kind.insert(writer.database.db, variedRows(kind));
      const withNotes = seeded.find((row) => row.notes);
      if (!withNotes) throw new Error("the varied rows include one with notes");
      target = withNotes;
    });
    afterAll(async () => {
      await writer.close();
    });

    const patch = (id: number | string, body: unknown) =>
      writer.app.inject({
        method: "PATCH",
        url: `/api/admin/${kind.path}/${id}/status`,
        headers: { ...JSON_HEADERS, cookie: writerCookie },
        payload: JSON.stringify(body),
      });
    const detail = async (id: number) =>
      (
        await writer.app.inject({
          url: `/api/admin/${kind.path}/${id}`,
          headers: { cookie: writerCookie },
        })
      ).json();

    it("sets the status, keeps the notes when left out, and moves updatedAt to now", async () => {
      const response = await patch(target.id, { status: "contacted" });
      expect(response.statusCode).toBe(200);
      const updated = response.json();
      expect(updated).toMatchObject({ id: target.id, status: "contacted", notes: target.notes });
      expect(Date.now() - new Date(updated.updatedAt).getTime()).toBeLessThan(60_000);
      expect(updated.createdAt).toBe(target.createdAt.toISOString());
      expect(await detail(target.id)).toEqual(updated);
    });

    it("saves notes with the status, trimmed; blank notes clear them", async () => {
      const saved = await patch(target.id, {
        status: "reviewing",
        notes: "  Called; sending deck.  ",
      });
      expect(saved.json()).toMatchObject({ status: "reviewing", notes: "Called; sending deck." });
      const cleared = await patch(target.id, { status: "reviewing", notes: "" });
      expect(cleared.json().notes).toBeNull();
      const nulled = await patch(target.id, { status: "new", notes: null });
      expect(nulled.json()).toMatchObject({ status: "new", notes: null });
    });

    it("allows any status from any status", async () => {
      for (const status of ["archived", "new", "contacted", "new", "reviewing"]) {
        expect((await patch(target.id, { status })).json().status).toBe(status);
      }
    });

    it("accepts 5000 characters of notes and refuses 5001", async () => {
      expect((await patch(target.id, { status: "new", notes: "n".repeat(5000) })).statusCode).toBe(
        200,
      );
      const response = await patch(target.id, { status: "new", notes: "n".repeat(5001) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: "notes", message: "Notes must be at most 5000 characters" },
      ]);
    });

    it.each([
      ["an unknown status", { status: "done" }],
      ["a status in capitals", { status: "NEW" }],
      ["no status", { notes: "just notes" }],
      ["notes that are not text", { status: "new", notes: 42 }],
    ])("answers 400 for %s and changes nothing", async (_label, body) => {
      const before = await detail(target.id);
      const response = await patch(target.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.length).toBeGreaterThan(0);
      expect(await detail(target.id)).toEqual(before);
    });

    it("answers 404 for an unknown id and 400 for a malformed one", async () => {
      expect((await patch(999999, { status: "new" })).statusCode).toBe(404);
      expect((await patch("abc", { status: "new" })).statusCode).toBe(400);
    });

    it("answers 415 for a body that is not JSON", async () => {
      const response = await writer.app.inject({
        method: "PATCH",
        url: `/api/admin/${kind.path}/${target.id}/status`,
        headers: { "content-type": "text/plain", cookie: writerCookie },
        payload: "status=new",
      });
      expect(response.statusCode).toBe(415);
    });
  });
});

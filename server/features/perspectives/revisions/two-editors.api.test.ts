import { describe, expect, it } from "vitest";
import { revisionsTestApi } from "../../../../tests/support/perspective-revisions-api";

/** Contract §15 "Two editors": the strong ETag, If-Match, and the 412 naming who saved. */
const { created, detail, patch, restore, revisions, accounts } = revisionsTestApi();

const etagOf = (id: number, version: number) => `"${id}-${version}"`;

describe("ETag of a perspective", () => {
  it("is sent by the detail, the creation and every save, and moves with each save", async () => {
    const record = await created({ title: "Tagged article" });
    expect(record.version).toBe(1);
    const read = await detail(record.id);
    expect(read.headers.etag).toBe(etagOf(record.id, 1));
    expect(read.json().version).toBe(1);

    const saved = await patch(record.id, { summary: "A changed summary here." });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe(etagOf(record.id, 2));
    expect(saved.json().version).toBe(2);
    expect((await detail(record.id)).headers.etag).toBe(etagOf(record.id, 2));
  });
});

describe("PATCH with If-Match", () => {
  it("saves when If-Match is the current ETag", async () => {
    const record = await created({ title: "Current etag" });
    const response = await patch(
      record.id,
      { title: "Current etag, saved" },
      {
        ifMatch: etagOf(record.id, 1),
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: "Current etag, saved", version: 2 });
  });

  it("refuses a stale If-Match with 412 naming who saved and when, and changes nothing", async () => {
    const record = await created({ title: "Two editors" });
    const theirs = await patch(
      record.id,
      { title: "Their title wins" },
      {
        ifMatch: etagOf(record.id, 1),
        as: "editor",
      },
    );
    expect(theirs.statusCode).toBe(200);
    const before = (await detail(record.id)).json();

    const mine = await patch(
      record.id,
      { title: "My late title" },
      { ifMatch: etagOf(record.id, 1) },
    );
    expect(mine.statusCode).toBe(412);
    expect(mine.json()).toEqual({
      message: expect.stringContaining("editor-user"),
      savedBy: { id: accounts.editor.id, username: "editor-user", displayName: null },
      savedAt: before.updatedAt,
    });
    expect((await detail(record.id)).json()).toEqual(before);
    expect((await revisions(record.id)).json()).toHaveLength(2);
  });

  it("saves without If-Match, or with If-Match: *", async () => {
    const record = await created({ title: "No precondition" });
    await patch(record.id, { title: "Someone else saved" }, { as: "editor" });
    const absent = await patch(record.id, { title: "Saved without a header" });
    expect(absent.statusCode).toBe(200);
    const any = await patch(record.id, { title: "Saved with a star" }, { ifMatch: "*" });
    expect(any.statusCode).toBe(200);
    expect(any.json().version).toBe(4);
  });

  it("refuses a malformed, weak or foreign If-Match with 412", async () => {
    const record = await created({ title: "Odd preconditions" });
    const other = await created({ title: "Another article" });
    for (const ifMatch of [
      "garbage",
      `W/${etagOf(record.id, 1)}`,
      etagOf(other.id, 1),
      `"${record.id}-0"`,
      `${record.id}-1`,
    ]) {
      const response = await patch(record.id, { title: "Should not be saved" }, { ifMatch });
      expect(response.statusCode, ifMatch).toBe(412);
    }
    expect((await detail(record.id)).json()).toMatchObject({
      title: "Odd preconditions",
      version: 1,
    });
  });

  it("answers 404 for an unknown perspective, with or without If-Match", async () => {
    expect(
      (await patch(999999, { title: "Nobody here" }, { ifMatch: '"999999-1"' })).statusCode,
    ).toBe(404);
    expect((await patch(999999, { title: "Nobody here" })).statusCode).toBe(404);
  });

  it("lets exactly one of two simultaneous saves from the same ETag win", async () => {
    const record = await created({ title: "Race to save" });
    const ifMatch = etagOf(record.id, 1);
    const answers = await Promise.all([
      patch(record.id, { title: "First racer" }, { ifMatch }),
      patch(record.id, { title: "Second racer" }, { ifMatch, as: "editor" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json();
    expect((await detail(record.id)).json()).toMatchObject({ title: winner.title, version: 2 });
    expect((await revisions(record.id)).json()).toHaveLength(2);
  });
});

describe("autosave", () => {
  it("is refused with 400 when it would publish, schedule or feature", async () => {
    const record = await created({ title: "Autosave limits", published: false });
    for (const field of [
      { published: true },
      { featured: true },
      { publishAt: "2030-01-01T08:00:00Z" },
    ]) {
      const response = await patch(record.id, { autosave: true, ...field });
      expect(response.statusCode, JSON.stringify(field)).toBe(400);
      expect(response.json().errors).toContainEqual({
        path: Object.keys(field)[0],
        message: expect.any(String),
      });
    }
    expect((await detail(record.id)).json()).toMatchObject({ published: false, featured: false });
  });

  it("checks If-Match like any save", async () => {
    const record = await created({ title: "Autosave stale", published: false });
    await patch(record.id, { title: "Saved by the editor" }, { as: "editor" });
    const response = await patch(
      record.id,
      { autosave: true, title: "Autosaved late" },
      {
        ifMatch: etagOf(record.id, 1),
      },
    );
    expect(response.statusCode).toBe(412);
  });
});

describe("restore with If-Match", () => {
  it("is refused with 412 when stale, and restores with the current ETag", async () => {
    const record = await created({ title: "Restore precondition" });
    await patch(record.id, { title: "A later title" }, { as: "editor" });
    const [, first] = (await revisions(record.id)).json();
    const stale = await restore(record.id, first.id, { ifMatch: etagOf(record.id, 1) });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().savedBy.username).toBe("editor-user");
    const current = await restore(record.id, first.id, { ifMatch: etagOf(record.id, 2) });
    expect(current.statusCode).toBe(200);
    expect(current.headers.etag).toBe(etagOf(record.id, 3));
    expect(current.json()).toMatchObject({ title: "Restore precondition", version: 3 });
  });
});

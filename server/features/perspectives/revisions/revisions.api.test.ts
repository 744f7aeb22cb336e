import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { revisionsTestApi } from "../../../../tests/support/perspective-revisions-api";
import { activityLog, perspectiveRevisions } from "../../../db/schema";

/** Contract §15 "Revisions": kept on every save, autosaves folded, 50 kept, restore. */
const { created, detail, patch, restore, revisions, revision, accounts, db } = revisionsTestApi();

const titlesOf = async (id: number) =>
  ((await revisions(id)).json() as { title: string }[]).map((row) => row.title);

/** Moves every revision of a perspective `minutes` into the past. */
const ageRevisions = (id: number, minutes: number) =>
  db()
    .update(perspectiveRevisions)
    .set({ savedAt: sql`${perspectiveRevisions.savedAt} - make_interval(mins => ${minutes})` })
    .where(eq(perspectiveRevisions.perspectiveId, id));

describe("revisions kept by saves", () => {
  it("keeps the creation and every save, newest first, with who and when", async () => {
    const before = Date.now();
    const record = await created({ title: "First version" });
    await patch(record.id, { title: "Second version" });
    await patch(record.id, { title: "Third version" }, { as: "editor" });
    const response = await revisions(record.id);
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows.map((row: { title: string }) => row.title)).toEqual([
      "Third version",
      "Second version",
      "First version",
    ]);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      savedAt: expect.any(String),
      author: { id: accounts.editor.id, username: "editor-user", displayName: null },
      title: "Third version",
    });
    expect(rows[2].author.username).toBe("admin");
    expect(new Date(rows[2].savedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("gives a revision in full: every field a PATCH can set", async () => {
    const record = await created({
      title: "Full revision",
      coverImage: "https://cdn.example.com/cover.jpg",
      featured: true,
      published: false,
    });
    const [latest] = (await revisions(record.id)).json();
    const response = await revision(record.id, latest.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: latest.id,
      savedAt: latest.savedAt,
      author: latest.author,
      title: "Full revision",
      summary: record.summary,
      content: record.content,
      category: record.category,
      coverImage: "https://cdn.example.com/cover.jpg",
      authorName: record.authorName,
      authorTitle: record.authorTitle,
      authorImage: null,
      featured: true,
      published: false,
      publishAt: null,
    });
  });

  it("keeps the newest 50 per perspective", async () => {
    const record = await created({ title: "Many saves 0" });
    for (let save = 1; save <= 54; save++) await patch(record.id, { title: `Many saves ${save}` });
    const titles = await titlesOf(record.id);
    expect(titles).toHaveLength(50);
    expect(titles[0]).toBe("Many saves 54");
    expect(titles[49]).toBe("Many saves 5");
  });
});

describe("autosaves", () => {
  it("fold into the latest autosave by the same person within 10 minutes", async () => {
    const record = await created({ title: "Autosave draft", published: false });
    await patch(record.id, { autosave: true, title: "Autosave draft, typing" });
    await patch(record.id, { autosave: true, title: "Autosave draft, typing more" });
    expect(await titlesOf(record.id)).toEqual(["Autosave draft, typing more", "Autosave draft"]);
    expect((await detail(record.id)).json()).toMatchObject({ version: 3, published: false });
    // The log names the save that began the revision, not every pause in the typing.
    const updates = await db()
      .select({ id: activityLog.id })
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "perspective_updated"),
          eq(activityLog.subjectType, "perspective"),
          eq(activityLog.subjectId, record.id),
        ),
      );
    expect(updates).toHaveLength(1);
  });

  it("keep their own revision after 10 minutes", async () => {
    const record = await created({ title: "Slow typist", published: false });
    await patch(record.id, { autosave: true, title: "Slow typist, before lunch" });
    await ageRevisions(record.id, 11);
    await patch(record.id, { autosave: true, title: "Slow typist, after lunch" });
    expect(await titlesOf(record.id)).toEqual([
      "Slow typist, after lunch",
      "Slow typist, before lunch",
      "Slow typist",
    ]);
  });

  it("do not fold into another person's autosave", async () => {
    const record = await created({ title: "Shared draft", published: false });
    await patch(record.id, { autosave: true, title: "Shared draft, admin typing" });
    await patch(
      record.id,
      { autosave: true, title: "Shared draft, editor typing" },
      { as: "editor" },
    );
    expect(await titlesOf(record.id)).toHaveLength(3);
  });

  it("do not fold into an explicit save, and an explicit save never folds", async () => {
    const record = await created({ title: "Explicit saves", published: false });
    await patch(record.id, { autosave: true, title: "Explicit saves, autosaved" });
    await patch(record.id, { title: "Explicit saves, saved" });
    await patch(record.id, { autosave: true, title: "Explicit saves, autosaved again" });
    expect(await titlesOf(record.id)).toEqual([
      "Explicit saves, autosaved again",
      "Explicit saves, saved",
      "Explicit saves, autosaved",
      "Explicit saves",
    ]);
  });
});

describe("POST .../revisions/{rid}/restore", () => {
  it("brings back the text, category, author and images, keeps the published state", async () => {
    const record = await created({ title: "Original title", published: false });
    const [original] = (await revisions(record.id)).json();
    const rewritten = await patch(record.id, {
      title: "Rewritten title",
      summary: "A rewritten summary for it.",
      category: "technology_trend",
      authorName: "Someone Else",
      coverImage: "https://cdn.example.com/new.jpg",
      published: true,
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    const response = await restore(record.id, original.id, { as: "editor" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: "Original title",
      summary: record.summary,
      category: record.category,
      authorName: record.authorName,
      coverImage: null,
      published: true,
      version: 3,
    });
    expect((await detail(record.id)).json()).toEqual(response.json());
    const [newest] = (await revisions(record.id)).json();
    expect(newest).toMatchObject({ title: "Original title", author: { username: "editor-user" } });
    expect((await revision(record.id, newest.id)).json()).toMatchObject({ published: true });
    const entries = await db()
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.action, "perspective_restored"), eq(activityLog.subjectId, record.id)),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorId).toBe(accounts.editor.id);
  });
});

describe("not found and roles", () => {
  it("answers 404 for an unknown perspective or revision, or another perspective's", async () => {
    const record = await created({ title: "Has revisions" });
    const other = await created({ title: "Other article" });
    const [otherRevision] = (await revisions(other.id)).json();
    expect((await revisions(999999)).statusCode).toBe(404);
    expect((await revision(999999, otherRevision.id)).statusCode).toBe(404);
    expect((await revision(record.id, 999999)).statusCode).toBe(404);
    expect((await revision(record.id, otherRevision.id)).statusCode).toBe(404);
    expect((await restore(record.id, otherRevision.id)).statusCode).toBe(404);
    expect((await restore(record.id, 999999)).statusCode).toBe(404);
    expect((await restore(999999, otherRevision.id)).statusCode).toBe(404);
    expect((await detail(record.id)).json().title).toBe("Has revisions");
  });

  it("lets editors in and keeps reviewers out", async () => {
    const record = await created({ title: "Role check" });
    const [first] = (await revisions(record.id)).json();
    expect((await revisions(record.id, "editor")).statusCode).toBe(200);
    expect((await revision(record.id, first.id, "editor")).statusCode).toBe(200);
    expect((await revisions(record.id, "reviewer")).statusCode).toBe(403);
    expect((await revision(record.id, first.id, "reviewer")).statusCode).toBe(403);
    expect((await restore(record.id, first.id, { as: "reviewer" })).statusCode).toBe(403);
    expect(await titlesOf(record.id)).toEqual(["Role check"]);
  });
});

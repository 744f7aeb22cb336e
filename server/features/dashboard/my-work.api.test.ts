import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin, signedInStaff } from "../../../tests/support/admin-session";
import { createTestApp, JSON_HEADERS, type TestApp } from "../../../tests/support/test-app";
import { investmentInterests, reviews, startupIdeas } from "../../db/schema";

/** GET /api/admin/dashboard/my-work (issue 23): the signed-in member's own lists. */

let t: TestApp;
let adminCookie: string;
let rita: { id: number; cookie: string };
let otto: { id: number; cookie: string };
let editorCookie: string;
const ids: Record<string, number> = {};
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

const idea = (name: string, values: Partial<typeof startupIdeas.$inferInsert>) => ({
  name,
  email: `${name.toLowerCase().replaceAll(" ", ".")}@example.com`,
  idea: "An idea",
  sector: "Biotech",
  stage: "Other",
  ...values,
});
const interest = (name: string, values: Partial<typeof investmentInterests.$inferInsert>) => ({
  name,
  email: `${name.toLowerCase().replaceAll(" ", ".")}@example.com`,
  sectors: ["forestry"],
  investmentAmount: "$25,000+",
  ...values,
});

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAdmin(t);
  const signed = async (name: string) => {
    const { account, cookie } = await signedInStaff(t, "reviewer", name);
    return { id: account.id, cookie };
  };
  rita = await signed("rita");
  otto = await signed("otto");
  editorCookie = (await signedInStaff(t, "editor", "eddie")).cookie;
  const db = t.database.db;
  const ideas = await db
    .insert(startupIdeas)
    .values([
      idea("Stale Mine", {
        assigneeId: rita.id,
        createdAt: daysAgo(30),
        statusChangedAt: daysAgo(20),
      }),
      idea("Reviewing Mine", { assigneeId: rita.id, status: "reviewing", createdAt: daysAgo(10) }),
      idea("Archived Mine", {
        assigneeId: rita.id,
        status: "archived",
        statusChangedAt: daysAgo(40),
      }),
      idea("Ottos Reviewing", {
        assigneeId: otto.id,
        status: "reviewing",
        unreadMessages: 2,
        createdAt: daysAgo(12),
      }),
      idea("Reviewed By Rita", { status: "reviewing", createdAt: daysAgo(15) }),
    ])
    .returning({ id: startupIdeas.id, name: startupIdeas.name });
  const interests = await db
    .insert(investmentInterests)
    .values([
      interest("Unread Mine", { assigneeId: rita.id, status: "contacted", unreadMessages: 3 }),
      interest("Reviewing Nobodys", { status: "reviewing", createdAt: daysAgo(11) }),
    ])
    .returning({ id: investmentInterests.id, name: investmentInterests.name });
  for (const row of [...ideas, ...interests]) ids[row.name] = row.id;
  await db.insert(reviews).values({
    startupIdeaId: ids["Reviewed By Rita"],
    reviewerId: rita.id,
    scores: { team: 4 },
    recommendation: "advance",
  });
});
afterAll(async () => {
  await t.close();
});

const myWork = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/admin/dashboard/my-work", headers: { cookie } });
const refs = (items: { kind: string; id: number }[]) => items.map((i) => `${i.kind}/${i.id}`);
const idea_ = (name: string) => `startup-ideas/${ids[name]}`;
const interest_ = (name: string) => `investment-interests/${ids[name]}`;

describe("GET /api/admin/dashboard/my-work", () => {
  it("lists what I own, what awaits my review, my stale and unread records", async () => {
    const response = await myWork(rita.cookie);
    expect(response.statusCode).toBe(200);
    const work = response.json();
    // Not archived, newest first across both kinds.
    expect(refs(work.assigned.items)).toEqual([
      interest_("Unread Mine"),
      idea_("Reviewing Mine"),
      idea_("Stale Mine"),
    ]);
    expect(work.assigned).toMatchObject({ count: 3, capped: false });
    // Under review, not reviewed by me (whoever owns it), oldest first.
    expect(refs(work.awaitingReview.items)).toEqual([
      idea_("Ottos Reviewing"),
      interest_("Reviewing Nobodys"),
      idea_("Reviewing Mine"),
    ]);
    expect(work.awaitingReview.count).toBe(3);
    // Mine, not archived, status unchanged for over 14 days.
    expect(refs(work.stale.items)).toEqual([idea_("Stale Mine")]);
    expect(work.stale.count).toBe(1);
    // Mine with unread messages (Otto's unread record is his).
    expect(work.unread.items).toEqual([
      expect.objectContaining({
        kind: "investment-interests",
        id: ids["Unread Mine"],
        name: "Unread Mine",
        status: "contacted",
        unreadMessages: 3,
      }),
    ]);
    expect(work.unread.count).toBe(1);
    expect(work.mentions).toEqual({ count: 0, capped: false, items: [] });
  });

  it("lists the comments that mention me, with their records", async () => {
    const posted = await t.app.inject({
      method: "POST",
      url: `/api/admin/startup-ideas/${ids["Stale Mine"]}/comments`,
      headers: { cookie: otto.cookie, ...JSON_HEADERS },
      payload: JSON.stringify({ body: "@rita can you call them?" }),
    });
    expect(posted.statusCode).toBe(201);
    const { mentions } = (await myWork(rita.cookie)).json();
    expect(mentions.count).toBe(1);
    expect(mentions.items).toEqual([
      {
        commentId: posted.json().id,
        record: { kind: "startup-ideas", id: ids["Stale Mine"], name: "Stale Mine" },
        author: { id: otto.id, username: "otto", displayName: null },
        createdAt: expect.any(String),
      },
    ]);
    expect((await myWork(otto.cookie)).json().mentions.count).toBe(0);
  });

  it("lists at most 5 of a section and counts them all", async () => {
    await t.database.db
      .insert(startupIdeas)
      .values(
        Array.from({ length: 6 }, (_, n) =>
          idea(`Ottos ${n}`, { assigneeId: otto.id, createdAt: daysAgo(n) }),
        ),
      );
    const { assigned } = (await myWork(otto.cookie)).json();
    expect(assigned.count).toBe(7);
    expect(assigned.items.map((item: { name: string }) => item.name)).toEqual([
      "Ottos 0",
      "Ottos 1",
      "Ottos 2",
      "Ottos 3",
      "Ottos 4",
    ]);
  });

  it("answers admins, and 403 to an editor", async () => {
    expect((await myWork(adminCookie)).statusCode).toBe(200);
    expect((await myWork(editorCookie)).statusCode).toBe(403);
  });
});

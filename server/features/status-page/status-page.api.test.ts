import { MESSAGE_TEXTS, STATUS_REPLY_MAX } from "@shared/schemas/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin, signedInStaff } from "../../../tests/support/admin-session";
import { statusIdea, submittedWithToken, teamMessage } from "../../../tests/support/status-page";
import { createTestApp, postJson, type TestApp } from "../../../tests/support/test-app";
import { activityLog, admins, messages, startupIdeas } from "../../db/schema";
import { recordIncomingMessage } from "../messages/incoming-message";

/** Contract §13: the submitter's private status page as an API. */
let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const view = (token: string) => t.app.inject({ method: "GET", url: `/api/status/${token}` });
const answer = (token: string, body: unknown) =>
  postJson(t.app, `/api/status/${token}/messages`, body);

describe("GET /api/status/{token}", () => {
  it("shows what an idea's submitter sent, its stage and no-store, and nothing of the team's work", async () => {
    const { record, token } = await submittedWithToken(t, "startup-ideas");
    await t.database.db
      .update(startupIdeas)
      .set({ notes: "PRIVATE-NOTE", unreadMessages: 3 })
      .where(eq(startupIdeas.id, record.id));
    const comment = await postJson(
      t.app,
      `/api/admin/startup-ideas/${record.id}/comments`,
      { body: "PRIVATE-COMMENT" },
      { headers: { cookie: adminCookie } },
    );
    expect(comment.statusCode).toBe(201);

    const response = await view(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers.etag).toBeUndefined();
    const body = response.json();
    expect(body).toEqual({
      kind: "startup-ideas",
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      stage: "Received",
      submission: statusIdea(),
      messages: [],
      deck: null,
      shares: [],
    });
    for (const secret of ["PRIVATE-NOTE", "PRIVATE-COMMENT", "assignee", "unread", "notes"]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("shows an interest's form fields", async () => {
    const { token } = await submittedWithToken(t, "investment-interests");
    const body = (await view(token)).json();
    expect(body.kind).toBe("investment-interests");
    expect(Object.keys(body.submission).sort()).toEqual(
      ["additionalInfo", "email", "investmentAmount", "name", "phone", "sectors"].sort(),
    );
    expect(body.submission.sectors).toEqual(["forestry", "robotics"]);
  });

  it("names each status as its public stage", async () => {
    const { record, token } = await submittedWithToken(t, "startup-ideas");
    const stages = {
      new: "Received",
      reviewing: "Under review",
      contacted: "In conversation",
      archived: "Closed",
    } as const;
    for (const [status, stage] of Object.entries(stages)) {
      await t.database.db
        .update(startupIdeas)
        .set({ status: status as keyof typeof stages })
        .where(eq(startupIdeas.id, record.id));
      expect((await view(token)).json().stage).toBe(stage);
    }
  });

  it("lists the thread oldest first, the team by first name or as the team", async () => {
    const { record, token } = await submittedWithToken(t, "startup-ideas");
    const { account } = await signedInStaff(t, "reviewer", "maria");
    await t.database.db
      .update(admins)
      .set({ displayName: "Maria Lopez" })
      .where(eq(admins.id, account.id));
    await teamMessage(t, record, account.id, "Tell us more?");
    expect((await answer(token, { body: "Gladly.\nHere is more." })).statusCode).toBe(201);
    await teamMessage(t, record, null, "Thanks!", "Re: more");

    const thread = (await view(token)).json().messages;
    expect(thread.map((message: { authorName: string | null }) => message.authorName)).toEqual([
      "Maria",
      null,
      "The team",
    ]);
    expect(thread.map((message: { direction: string }) => message.direction)).toEqual([
      "out",
      "in",
      "out",
    ]);
    expect(thread[1].body).toBe("Gladly.\nHere is more.");
    expect(JSON.stringify(thread)).not.toContain("maria");
  });

  it("is never answered from a cache nor listed in the sitemap", async () => {
    const { token } = await submittedWithToken(t, "startup-ideas");
    await view(token);
    const again = await t.app.inject({
      method: "GET",
      url: `/api/status/${token}`,
      headers: { "if-none-match": "*" },
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers["cache-control"]).toBe("no-store");
    const sitemap = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain("/status");
  });

  it("is a 404 for an unknown, malformed or spent token", async () => {
    const { record, token } = await submittedWithToken(t, "startup-ideas");
    const unknown = "A".repeat(43);
    await t.database.db.delete(startupIdeas).where(eq(startupIdeas.id, record.id));
    for (const bad of [unknown, "short", token, `${"D".repeat(42)}%21`]) {
      const response = await view(bad);
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGE_TEXTS.statusNotFound });
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });
});

describe("POST /api/status/{token}/messages", () => {
  it("joins the thread, counts as unread for the team and logs message_received without the text", async () => {
    const { record, token } = await submittedWithToken(t, "startup-ideas");
    const response = await answer(token, { body: "  A question from me. " });
    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toMatchObject({
      direction: "in",
      authorName: null,
      body: "A question from me.",
    });

    const [stored] = await t.database.db
      .select({ unread: startupIdeas.unreadMessages })
      .from(startupIdeas)
      .where(eq(startupIdeas.id, record.id));
    expect(stored?.unread).toBe(1);
    const entries = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, record.id), eq(activityLog.action, "message_received")));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.details).toEqual({ via: "status-page" });
    const [message] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.startupIdeaId, record.id));
    expect(message).toMatchObject({ direction: "in", via: "status-page" });
  });

  it("answers 400 with the field named for an empty or too long answer, 404 for a bad token", async () => {
    const { token } = await submittedWithToken(t, "startup-ideas");
    for (const [body, text] of [
      [{ body: "   " }, MESSAGE_TEXTS.replyRequired],
      [{}, MESSAGE_TEXTS.replyRequired],
      [{ body: "x".repeat(STATUS_REPLY_MAX + 1) }, MESSAGE_TEXTS.replyMax],
    ] as const) {
      const response = await answer(token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ path: "body", message: text }]);
    }
    expect((await answer("B".repeat(43), { body: "Hello" })).statusCode).toBe(404);
  });
});

describe("recordIncomingMessage", () => {
  it("joins a mail once: the same Message-ID again for the record is a duplicate", async () => {
    const { record } = await submittedWithToken(t, "startup-ideas");
    const mail = {
      record,
      via: "email" as const,
      subject: "Re: A question",
      body: "My answer",
      emailMessageId: "<reply-1@example.com>",
      attachmentCount: 2,
    };
    const first = await recordIncomingMessage(t.database.db, mail, null);
    expect(first.outcome).toBe("recorded");
    expect(await recordIncomingMessage(t.database.db, mail, null)).toEqual({
      outcome: "duplicate",
    });
    const other = await submittedWithToken(t, "startup-ideas");
    expect(
      (await recordIncomingMessage(t.database.db, { ...mail, record: other.record }, null)).outcome,
    ).toBe("recorded");
    const thread = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.startupIdeaId, record.id));
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({ via: "email", attachmentCount: 2 });
    const [row] = await t.database.db
      .select({ unread: startupIdeas.unreadMessages })
      .from(startupIdeas)
      .where(eq(startupIdeas.id, record.id));
    expect(row?.unread).toBe(1);
  });

  it("writes nothing for a record that is gone", async () => {
    const { record } = await submittedWithToken(t, "startup-ideas");
    await t.database.db.delete(startupIdeas).where(eq(startupIdeas.id, record.id));
    const result = await recordIncomingMessage(
      t.database.db,
      { record, via: "email", subject: "Re", body: "Late" },
      null,
    );
    expect(result).toEqual({ outcome: "record-gone" });
  });
});

describe("the submitter limits (contract §6)", () => {
  it("counts both writes against one per-IP budget and answers 429 with Retry-After", async () => {
    const limited = await createTestApp({ RATE_LIMITS: "on" });
    try {
      const { token } = await submittedWithToken(limited, "startup-ideas");
      const from = { remoteAddress: "203.0.113.9" };
      const statuses: number[] = [];
      for (let hit = 0; hit < 29; hit++) {
        const url = `/api/status/${token}/messages`;
        statuses.push(
          (await postJson(limited.app, url, { body: `Hello ${hit}` }, from)).statusCode,
        );
      }
      // A guessed token spends the budget too.
      const guess = await postJson(limited.app, `/api/status/${"C".repeat(43)}/withdraw`, {}, from);
      expect(guess.statusCode).toBe(404);
      expect(statuses.every((status) => status === 201)).toBe(true);
      const refused = await postJson(limited.app, `/api/status/${token}/withdraw`, {}, from);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      const elsewhere = await postJson(
        limited.app,
        `/api/status/${token}/messages`,
        { body: "From another address" },
        { remoteAddress: "203.0.113.10" },
      );
      expect(elsewhere.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

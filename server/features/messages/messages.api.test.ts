import { MESSAGE_BODY_MAX, MESSAGE_TEXTS, STATUS_LINK_STAND_IN } from "@shared/schemas/messages";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInStaff } from "../../../tests/support/admin-session";
import { mailWorldForThisFile } from "../../../tests/support/mail-test-app";
import { type SeededRow, SUBMISSION_KINDS } from "../../../tests/support/submission-fixtures";
import {
  activityLog,
  admins,
  investmentInterests,
  mailOutbox,
  messages,
  messageTemplates,
  startupIdeas,
} from "../../db/schema";

/** Contract §13: a record's thread for staff, writing to the submitter, and reading what came in. */
const world = mailWorldForThisFile({ REPLY_TO: "replies@rootstock.example" });
let editorCookie: string;

beforeAll(async () => {
  editorCookie = (await signedInStaff(world.t, "editor", "ed")).cookie;
  await world.t.database.db
    .update(admins)
    .set({ displayName: "Rita Moreno" })
    .where(eq(admins.username, "rita"));
});

describe.each(SUBMISSION_KINDS)("messages of /api/admin/$path/{id}", (kind) => {
  let record: SeededRow;
  let other: SeededRow;
  const subjectType = kind.path === "startup-ideas" ? "startup_idea" : "investment_interest";
  const url = (id: number = record.id) => `/api/admin/${kind.path}/${id}/messages`;

  beforeAll(async () => {
    const now = new Date();
    [record, other] = (await kind.insert(world.t.database.db, [
      {
        name: "Ada Lovelace",
        email: "ada@engine.example",
        text: "Looms",
        status: "new",
        choice: kind.storedChoices[0] ?? "",
        createdAt: now,
      },
      {
        name: "Bo Other",
        email: "bo@other.example",
        text: "Other",
        status: "new",
        choice: kind.storedChoices[0] ?? "",
        createdAt: now,
      },
    ])) as [SeededRow, SeededRow];
  });

  it("answers an empty thread, then each message oldest first, as the reviewer wrote it", async () => {
    expect((await world.call("GET", url(), world.reviewerCookie)).json()).toEqual([]);

    const first = await world.call("POST", url(), world.reviewerCookie, {
      body: "A first question.",
    });
    expect(first.statusCode, first.body).toBe(201);
    const sent = first.json();
    expect(sent).toMatchObject({
      direction: "out",
      via: "staff",
      author: { username: "rita", displayName: "Rita Moreno" },
      subject: `About your ${kind.path === "startup-ideas" ? "startup idea" : "investment interest"} at Rootstock Ventures`,
      body: "A first question.",
      delivery: "queued",
      deliveryError: null,
      attachmentCount: 0,
    });
    expect(Date.parse(sent.createdAt)).not.toBeNaN();
    // A message is contact: the record counts as updated (retention runs from it).
    const detail = await world.call(
      "GET",
      `/api/admin/${kind.path}/${record.id}`,
      world.adminCookie,
    );
    expect(Date.parse(detail.json().updatedAt)).toBeGreaterThan(record.createdAt.getTime());
    const second = await world.call("POST", url(), world.adminCookie, {
      subject: "  Follow-up  ",
      body: "  Second.\n\nWith lines.  ",
    });
    expect(second.json()).toMatchObject({
      subject: "Follow-up",
      body: "Second.\n\nWith lines.",
      author: { username: "admin" },
    });

    const thread = (await world.call("GET", url(), world.adminCookie)).json();
    expect(thread.map((message: { id: number }) => message.id)).toEqual([
      sent.id,
      second.json().id,
    ]);
    expect((await world.call("GET", url(other.id), world.adminCookie)).json()).toEqual([]);

    const logged = await world.t.database.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "message_sent"),
          eq(activityLog.subjectType, subjectType),
          eq(activityLog.subjectId, record.id),
        ),
      )
      .orderBy(activityLog.id);
    expect(logged.map((entry) => entry.details)).toEqual([
      { messageId: sent.id },
      { messageId: second.json().id },
    ]);
  });

  it("fills a template's subject and body, or only what was left out", async () => {
    const [template] = await world.t.database.db
      .insert(messageTemplates)
      .values({
        name: "Test",
        subject: "For {{firstName}} ({{name}})",
        body: "Dear {{firstName}},\n\nYour page: {{statusUrl}}\n\n{{staffName}}",
      })
      .returning();
    const filled = await world.call("POST", url(), world.reviewerCookie, {
      templateId: template?.id,
    });
    expect(filled.statusCode, filled.body).toBe(201);
    expect(filled.json()).toMatchObject({
      subject: "For Ada (Ada Lovelace)",
      body: `Dear Ada,\n\nYour page: ${STATUS_LINK_STAND_IN}\n\nRita Moreno`,
    });

    const ownSubject = await world.call("POST", url(), world.adminCookie, {
      templateId: template?.id,
      subject: "Mine, {{firstName}}",
    });
    expect(ownSubject.json()).toMatchObject({
      subject: "Mine, Ada",
      body: `Dear Ada,\n\nYour page: ${STATUS_LINK_STAND_IN}\n\nadmin`,
    });
    const ownBody = await world.call("POST", url(), world.adminCookie, {
      templateId: template?.id,
      body: "Only {{name}}.",
    });
    expect(ownBody.json()).toMatchObject({
      subject: "For Ada (Ada Lovelace)",
      body: "Only Ada Lovelace.",
    });

    // What the outbox keeps and sends carries the real link: the thread only names it.
    const [row] = await world.t.database.db
      .select({ textBody: mailOutbox.textBody })
      .from(messages)
      .innerJoin(mailOutbox, eq(mailOutbox.id, messages.outboxId))
      .where(eq(messages.id, filled.json().id));
    expect(row?.textBody).toMatch(
      /Your page: http:\/\/localhost:3000\/status\/[A-Za-z0-9_-]{43}\n/,
    );
  });

  it("refuses bad input with the schema's message, and an unknown template", async () => {
    const problem = async (body: unknown) => {
      const response = await world.call("POST", url(), world.adminCookie, body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().message;
    };
    expect(await problem({})).toBe(MESSAGE_TEXTS.bodyOrTemplate);
    expect(await problem({ body: "   " })).toBe(MESSAGE_TEXTS.bodyRequired);
    expect(await problem({ body: "x".repeat(MESSAGE_BODY_MAX + 1) })).toBe(MESSAGE_TEXTS.bodyMax);
    expect(await problem({ body: "x", subject: "s".repeat(201) })).toBe(MESSAGE_TEXTS.subjectMax);
    expect(await problem({ templateId: "1" })).toBe(MESSAGE_TEXTS.templateId);
    expect(await problem({ templateId: 999_999 })).toBe(MESSAGE_TEXTS.templateNotFound);
    expect(await problem("not json at all")).toBeTruthy();
    expect(
      (
        await world.call("POST", `/api/admin/${kind.path}/abc/messages`, world.adminCookie, {
          body: "x",
        })
      ).statusCode,
    ).toBe(400);
  });

  it("answers 404 for an unknown record, 401 without a session and 403 to an editor", async () => {
    for (const [method, path] of [
      ["GET", url(999_999)],
      ["POST", url(999_999)],
      ["POST", `${url(999_999)}/read`],
    ] as const) {
      const response = await world.call(
        method,
        path,
        world.adminCookie,
        method === "POST" ? { body: "x" } : undefined,
      );
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().message).toBe(
        `${kind.path === "startup-ideas" ? "Startup idea" : "Investment interest"} not found`,
      );
    }
    for (const [method, path] of [
      ["GET", url()],
      ["POST", url()],
      ["POST", `${url()}/read`],
    ] as const) {
      const body = method === "POST" ? { body: "x" } : undefined;
      expect((await world.call(method, path, "", body)).statusCode).toBe(401);
      expect((await world.call(method, path, editorCookie, body)).statusCode).toBe(403);
    }
  });

  it("marks what came in as read, and the record's count as 0", async () => {
    const db = world.t.database.db;
    const link =
      kind.path === "startup-ideas"
        ? { startupIdeaId: other.id }
        : { investmentInterestId: other.id };
    await db.insert(messages).values([
      { ...link, direction: "in", via: "status-page", subject: "Re", body: "An answer" },
      {
        ...link,
        direction: "in",
        via: "email",
        subject: "Re",
        body: "Another",
        attachmentCount: 3,
      },
    ]);
    const table = kind.path === "startup-ideas" ? startupIdeas : investmentInterests;
    await db.update(table).set({ unreadMessages: 2 }).where(eq(table.id, other.id));
    const detail = async () =>
      (await world.call("GET", `/api/admin/${kind.path}/${other.id}`, world.reviewerCookie)).json();
    expect((await detail()).unreadMessages).toBe(2);

    const thread = (await world.call("GET", url(other.id), world.reviewerCookie)).json();
    expect(thread).toMatchObject([
      {
        direction: "in",
        via: "status-page",
        author: null,
        body: "An answer",
        delivery: null,
        attachmentCount: 0,
      },
      {
        direction: "in",
        via: "email",
        author: null,
        body: "Another",
        delivery: null,
        attachmentCount: 3,
      },
    ]);

    const read = await world.call("POST", `${url(other.id)}/read`, world.reviewerCookie);
    expect(read.statusCode).toBe(204);
    expect(read.body).toBe("");
    expect((await detail()).unreadMessages).toBe(0);
    const stored = await db
      .select({ readAt: messages.readAt })
      .from(messages)
      .where(eq(messages.direction, "in"));
    expect(stored.every((message) => message.readAt instanceof Date)).toBe(true);
    // Reading again changes nothing and is still fine.
    expect((await world.call("POST", `${url(other.id)}/read`, world.adminCookie)).statusCode).toBe(
      204,
    );
  });
});

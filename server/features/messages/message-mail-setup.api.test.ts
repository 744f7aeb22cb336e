import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../tests/support/admin-session";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink";
import { type SeededRow, STARTUP_IDEAS } from "../../../tests/support/submission-fixtures";
import { createTestApp, JSON_HEADERS } from "../../../tests/support/test-app";
import { mailOutbox, messages, statusTokens } from "../../db/schema";
import { MAIL_NOT_SET_UP } from "./message-routes";

/** What messages do without SMTP_URL (refused, ADR 029) and without REPLY_TO (no Reply-To). */

async function appWithIdea(env: Record<string, string>) {
  const t = await createTestApp(env);
  const cookie = await signedInAdmin(t);
  const [idea] = (await STARTUP_IDEAS.insert(t.database.db, [
    {
      name: "Ada Lovelace",
      email: "ada@engine.example",
      text: "Looms",
      status: "new",
      choice: STARTUP_IDEAS.storedChoices[0] ?? "",
      createdAt: new Date(),
    },
  ])) as [SeededRow];
  const send = (id: number, body: unknown) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/startup-ideas/${id}/messages`,
      headers: { cookie, ...JSON_HEADERS },
      payload: JSON.stringify(body),
    });
  return { t, cookie, idea, send };
}

describe("without SMTP_URL", () => {
  let world: Awaited<ReturnType<typeof appWithIdea>>;
  beforeAll(async () => {
    world = await appWithIdea({});
  });
  afterAll(() => world.t.close());

  it("refuses a message with 409 and writes nothing, rather than keep what would never arrive", async () => {
    const response = await world.send(world.idea.id, { body: "Hello" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MAIL_NOT_SET_UP);
    const db = world.t.database.db;
    expect(await db.select().from(messages)).toEqual([]);
    expect(await db.select().from(mailOutbox)).toEqual([]);
    expect(await db.select().from(statusTokens)).toEqual([]);
    // An unknown record is still a 404, bad input still a 400, and the thread reads.
    expect((await world.send(999_999, { body: "Hello" })).statusCode).toBe(404);
    expect((await world.send(world.idea.id, {})).statusCode).toBe(400);
    const thread = await world.t.app.inject({
      url: `/api/admin/startup-ideas/${world.idea.id}/messages`,
      headers: { cookie: world.cookie },
    });
    expect(thread.json()).toEqual([]);
  });
});

describe("without REPLY_TO", () => {
  let sink: SmtpSink;
  let world: Awaited<ReturnType<typeof appWithIdea>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    world = await appWithIdea({ SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await world.t.close();
    await sink.stop();
  });

  it("leaves Reply-To out and tells them to answer on their page", async () => {
    expect((await world.send(world.idea.id, { body: "Hello" })).statusCode).toBe(201);
    await world.t.app.backgroundWork.runOnce();
    const [mail] = await sink.waitForMessages(1);
    expect(mail?.headers.has("reply-to")).toBe(false);
    expect(mail?.text).toContain("replies to this e-mail are not read");
    expect(mail?.text).toMatch(/\/status\/[A-Za-z0-9_-]{43}/);
    expect(mail?.headers.get("from")).toMatchObject({
      value: [{ address: "no-reply@localhost", name: "admin" }],
    });
  });
});

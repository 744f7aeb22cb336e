import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAIL_FROM, mailWorldForThisFile } from "../../../tests/support/mail-test-app";
import {
  INVESTMENT_INTERESTS,
  type SeededRow,
  STARTUP_IDEAS,
} from "../../../tests/support/submission-fixtures";
import { TEST_PUBLIC_URL } from "../../../tests/support/test-app";
import { admins, mailOutbox, messages } from "../../db/schema";
import { recordOfStatusToken } from "./status-tokens";

/**
 * Contract §13 and §11: a message's mail as the submitter receives it, from a real SMTP server,
 * and its delivery state in the thread while the server refuses, is down, or gives up.
 */
const world = mailWorldForThisFile({ REPLY_TO: "replies@rootstock.example" });
let idea: SeededRow;
let interest: SeededRow;

beforeAll(async () => {
  const db = world.t.database.db;
  await db.update(admins).set({ displayName: "Rita Moreno" }).where(eq(admins.username, "rita"));
  const seed = (email: string, name: string) => ({
    name,
    email,
    text: "Looms",
    status: "new" as const,
    createdAt: new Date(),
  });
  [idea] = (await STARTUP_IDEAS.insert(db, [
    { ...seed("ada@engine.example", "Ada Lovelace"), choice: STARTUP_IDEAS.storedChoices[0] ?? "" },
  ])) as [SeededRow];
  [interest] = (await INVESTMENT_INTERESTS.insert(db, [
    {
      ...seed("ivy@fund.example", "Ivy Investor"),
      choice: INVESTMENT_INTERESTS.storedChoices[0] ?? "",
    },
  ])) as [SeededRow];
});

const send = (path: string, id: number, body: unknown, cookie = world.reviewerCookie) =>
  world.call("POST", `/api/admin/${path}/${id}/messages`, cookie, body);
const thread = async (path: string, id: number) =>
  (await world.call("GET", `/api/admin/${path}/${id}/messages`, world.adminCookie)).json();

describe("the mail of a message", () => {
  it("goes to the record's address from MAIL_FROM in the writer's name, with a status link and a Reply-To that open the record", async () => {
    const response = await send("startup-ideas", idea.id, {
      subject: "A question",
      body: "How big is the loom?",
    });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await world.deliveredMail();
    expect(world.sink.messages).toHaveLength(1);
    expect(mail?.to).toEqual(["ada@engine.example"]);
    expect(mail?.subject).toBe("A question");
    expect(mail?.headers.get("from")).toMatchObject({
      value: [{ address: MAIL_FROM, name: "Rita Moreno" }],
    });

    const replyTo =
      (mail?.headers.get("reply-to") as { value: { address: string }[] } | undefined)?.value[0]
        ?.address ?? "";
    const token = /^replies\+([A-Za-z0-9_-]{43})@rootstock\.example$/.exec(replyTo)?.[1] ?? "";
    expect(token).not.toBe("");
    expect(await recordOfStatusToken(world.t.database.db, token)).toEqual({
      kind: "startup-ideas",
      id: idea.id,
    });
    // The same fresh token is the link in the text and in the HTML part.
    expect(mail?.text).toContain("How big is the loom?");
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/status/${token}`);
    expect(mail?.text).toContain("by replying to this e-mail");
    expect(mail?.html).toContain(`href="${TEST_PUBLIC_URL}/status/${token}"`);

    const [stored] = await world.t.database.db
      .select({
        emailMessageId: messages.emailMessageId,
        outboxMessageId: mailOutbox.messageId,
        textBody: mailOutbox.textBody,
        replyTo: mailOutbox.replyTo,
      })
      .from(messages)
      .innerJoin(mailOutbox, eq(mailOutbox.id, messages.outboxId))
      .where(eq(messages.id, response.json().id));
    expect(mail?.messageId).toMatch(/^<message-[0-9a-f-]{36}@localhost>$/);
    expect(stored?.emailMessageId).toBe(mail?.messageId);
    expect(stored?.outboxMessageId).toBe(mail?.messageId);
    // Once sent, the kept copy holds no key to the status page.
    expect(stored?.textBody).not.toContain(token);
    expect(stored?.textBody).toContain("/status/(sent, not kept)");
    expect(stored?.replyTo).toBeNull();
    expect((await thread("startup-ideas", idea.id)).at(-1)).toMatchObject({
      delivery: "sent",
      deliveryError: null,
    });
  });

  it("carries a fresh token in every mail, each opening its own record", async () => {
    await send("startup-ideas", idea.id, { body: "One" });
    await send("investment-interests", interest.id, { body: "Two" });
    const mail = await world.deliveredMail();
    expect(mail.map((message) => message.to[0]).sort()).toEqual([
      "ada@engine.example",
      "ivy@fund.example",
    ]);
    const tokens = mail.map(
      (message) => /\/status\/([A-Za-z0-9_-]{43})/.exec(message.text)?.[1] ?? "",
    );
    expect(new Set(tokens).size).toBe(2);
    const opened = await Promise.all(
      tokens.map((token) => recordOfStatusToken(world.t.database.db, token)),
    );
    expect(opened).toContainEqual({ kind: "investment-interests", id: interest.id });
    expect(opened).toContainEqual({ kind: "startup-ideas", id: idea.id });
  });

  it("lets no header in through a subject, a record's name or a writer's name", async () => {
    const db = world.t.database.db;
    await db
      .update(admins)
      .set({ displayName: "Rita\r\nBcc: thief@evil.example" })
      .where(eq(admins.username, "rita"));
    try {
      const response = await send("startup-ideas", idea.id, {
        subject: "Hello {{name}}\r\nBcc: thief@evil.example\r\nX-Injected: 1",
        body: "Body\r\n.\r\nMAIL FROM:<x@evil.example>",
      });
      expect(response.statusCode, response.body).toBe(201);
      const [mail] = await world.deliveredMail();
      expect(mail?.to).toEqual(["ada@engine.example"]);
      expect(mail?.headers.has("bcc")).toBe(false);
      expect(mail?.headers.has("x-injected")).toBe(false);
      expect(mail?.raw).not.toMatch(/^Bcc:/im);
      expect(mail?.subject).toBe("Hello Ada Lovelace Bcc: thief@evil.example X-Injected: 1");
      expect(mail?.text).toContain("MAIL FROM:<x@evil.example>");
    } finally {
      await db
        .update(admins)
        .set({ displayName: "Rita Moreno" })
        .where(eq(admins.username, "rita"));
    }
  });
});

describe("delivery states", () => {
  it("is queued while the server refuses, and sent once it accepts, never lost", async () => {
    world.sink.refuse("temporary");
    const started = performance.now();
    const response = await send("startup-ideas", idea.id, { body: "While refused" });
    expect(response.statusCode).toBe(201);
    expect(performance.now() - started).toBeLessThan(2_000);
    await world.t.app.backgroundWork.runOnce();
    expect(world.sink.messages).toEqual([]);
    expect((await thread("startup-ideas", idea.id)).at(-1)).toMatchObject({
      delivery: "queued",
      deliveryError: null,
    });

    world.sink.refuse("none");
    await world.t.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.status, "pending"));
    const mail = await world.deliveredMail();
    expect(mail.map((message) => message.text.split("\n")[0])).toEqual(["While refused"]);
    expect((await thread("startup-ideas", idea.id)).at(-1)).toMatchObject({ delivery: "sent" });
  });

  it("waits out a mail server that is down", async () => {
    await world.sink.stop();
    try {
      expect((await send("startup-ideas", idea.id, { body: "While down" })).statusCode).toBe(201);
      await world.t.app.backgroundWork.runOnce();
      expect((await thread("startup-ideas", idea.id)).at(-1)).toMatchObject({ delivery: "queued" });
    } finally {
      await world.sink.start();
    }
    await world.t.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.status, "pending"));
    const mail = await world.deliveredMail();
    expect(mail.map((message) => message.text.split("\n")[0])).toEqual(["While down"]);
  });

  it("is failed with the server's answer once its 24 hours are up", async () => {
    world.sink.refuse("temporary");
    const response = await send("startup-ideas", idea.id, { body: "Given up" });
    await world.t.database.db
      .update(mailOutbox)
      .set({ giveUpAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.status, "pending"));
    await world.t.app.backgroundWork.runOnce();
    const failed = (await thread("startup-ideas", idea.id)).find(
      (message: { id: number }) => message.id === response.json().id,
    );
    expect(failed).toMatchObject({
      delivery: "failed",
      deliveryError: expect.stringContaining("451"),
    });
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  idea,
  mailWorldForThisFile,
  recipientsOf,
  STAFF,
} from "../../../tests/support/mail-test-app";
import { makeTurnDue } from "../../../tests/support/scheduled-turns";
import { postJson, TEST_PUBLIC_URL } from "../../../tests/support/test-app";
import { admins, messages, startupIdeas, statusTokens } from "../../db/schema";
import { previousDay } from "../mail/daily-digest";

/**
 * Contract §13 through a real SMTP server: the acknowledgement's status link, and who hears
 * of an answer — the owner as their notify says, or the instant staff when nobody owns it.
 */
const world = mailWorldForThisFile();

async function submitted(name: string, email: string) {
  const response = await postJson(world.t.app, "/api/ideas", idea(name, email));
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

/** The status link of the acknowledgement sent to `email`, from the delivered mail. */
async function statusLinkSentTo(email: string) {
  const mail = await world.deliveredMail();
  const acknowledgement = mail.find((message) => message.to.includes(email));
  const link = acknowledgement?.text.match(/http:\/\/localhost:3000\/status\/([\w-]+)/);
  if (!link?.[1]) throw new Error(`no status link sent to ${email}`);
  return link[1];
}

async function ownedBy(id: number, username: string | null) {
  const [owner] = username
    ? await world.t.database.db
        .select({ id: admins.id })
        .from(admins)
        .where(eq(admins.username, username))
    : [];
  await world.t.database.db
    .update(startupIdeas)
    .set({ assigneeId: owner?.id ?? null })
    .where(eq(startupIdeas.id, id));
}

const answer = (token: string, body: string) =>
  postJson(world.t.app, `/api/status/${token}/messages`, { body });

describe("the acknowledgement's status link", () => {
  it("opens the record's private page, a fresh token only when an acknowledgement is sent", async () => {
    const id = await submitted("Ada Farmer", "ada@example.com");
    const token = await statusLinkSentTo("ada@example.com");
    const page = await world.t.app.inject({ url: `/api/status/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().submission.name).toBe("Ada Farmer");

    // The same address again within a day: no acknowledgement, so no token is kept.
    const again = await submitted("Ada Farmer", "ada@example.com");
    await world.deliveredMail();
    const tokens = await world.t.database.db.select().from(statusTokens);
    expect(tokens.filter((row) => row.startupIdeaId === id)).toHaveLength(1);
    expect(tokens.filter((row) => row.startupIdeaId === again)).toHaveLength(0);
  });
});

describe("an answer's notification", () => {
  it("goes to the instant staff when nobody owns the record, naming it without their text in a header", async () => {
    const id = await submitted("Nora Nobody", "nora@example.com");
    const token = await statusLinkSentTo("nora@example.com");
    world.sink.clear();
    expect((await answer(token, "SECRET-ANSWER-TEXT")).statusCode).toBe(201);

    const mail = await world.deliveredMail();
    expect(recipientsOf(mail)).toEqual([STAFF.admin, STAFF.instantReviewer].sort());
    for (const message of mail) {
      expect(message.subject).toBe(`New message on startup idea #${id}`);
      expect(message.text).toContain(`${TEST_PUBLIC_URL}/admin/startup-ideas/${id}`);
      expect(message.text).toContain("Nora Nobody answered on their status page");
      expect(message.raw).not.toContain("SECRET-ANSWER-TEXT");
    }
  });

  it("goes to an instant owner alone", async () => {
    const id = await submitted("Olivia Owned", "olivia@example.com");
    const token = await statusLinkSentTo("olivia@example.com");
    await ownedBy(id, "rita");
    world.sink.clear();
    expect((await answer(token, "Hello")).statusCode).toBe(201);
    expect(recipientsOf(await world.deliveredMail())).toEqual([STAFF.instantReviewer]);
  });

  it("sends nothing now to an owner set to off or daily", async () => {
    for (const owner of ["olga", "dana"]) {
      const id = await submitted(`Quiet ${owner}`, `${owner}-owned@example.com`);
      const token = await statusLinkSentTo(`${owner}-owned@example.com`);
      await ownedBy(id, owner);
      world.sink.clear();
      expect((await answer(token, "Hello")).statusCode).toBe(201);
      expect(await world.deliveredMail()).toEqual([]);
    }
  });

  it("goes to the instant staff when the owner is no longer active", async () => {
    const id = await submitted("Ina Inactive", "ina@example.com");
    const token = await statusLinkSentTo("ina@example.com");
    await ownedBy(id, "ivan");
    world.sink.clear();
    expect((await answer(token, "Hello")).statusCode).toBe(201);
    expect(recipientsOf(await world.deliveredMail())).toEqual(
      [STAFF.admin, STAFF.instantReviewer].sort(),
    );
  });

  it("reaches a daily owner in the next digest, and nobody else's digest", async () => {
    const id = await submitted("Dora Digest", "dora@example.com");
    const token = await statusLinkSentTo("dora@example.com");
    await ownedBy(id, "dana");
    expect((await answer(token, "First")).statusCode).toBe(201);
    expect((await answer(token, "Second")).statusCode).toBe(201);
    // Yesterday's answers, and nothing else new yesterday.
    const day = previousDay(new Date());
    const yesterday = new Date((day.from.getTime() + day.to.getTime()) / 2);
    await world.t.database.db
      .update(messages)
      .set({ createdAt: yesterday })
      .where(eq(messages.startupIdeaId, id));
    await world.deliveredMail();
    world.sink.clear();
    await makeTurnDue(world.t.database.db, "daily-digest");

    const mail = await world.deliveredMail();
    expect(recipientsOf(mail)).toEqual([STAFF.dailyReviewer]);
    expect(mail[0]?.subject).toMatch(/^New messages on \w+day, \w+ \d+$/);
    expect(mail[0]?.text).toContain("New messages on submissions you own (1):");
    expect(mail[0]?.text).toContain(
      `Dora Digest (startup idea), 2 messages: ${TEST_PUBLIC_URL}/admin/startup-ideas/${id}`,
    );
    expect(mail[0]?.text).not.toContain("First");
  });
});

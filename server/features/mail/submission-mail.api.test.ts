import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import {
  idea,
  interest,
  mailWorldForThisFile,
  recipientsOf,
  STAFF,
} from "../../../tests/support/mail-test-app";
import { postJson, TEST_PUBLIC_URL } from "../../../tests/support/test-app";
import { activityLog, mailAcknowledgements, mailOutbox, startupIdeas } from "../../db/schema";
import { enqueueMail } from "../../lib/mail/outbox";

/**
 * Contract §11: a new submission's mail, written by the worker from the mark on its created
 * entry (ADR 024): a note to each staff member who wants one at once, one acknowledgement
 * per address a day, nothing the submitter wrote but their name, nothing in a header but a line.
 */
const world = mailWorldForThisFile();

describe("a new submission", () => {
  it("notifies each active instant admin and reviewer with an address, and acknowledges the submitter once", async () => {
    const response = await postJson(
      world.t.app,
      "/api/ideas",
      idea("Ada Farmer", "ada@example.com"),
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json();

    const mail = await world.deliveredMail();
    const notifications = mail.filter((message) => message.subject.startsWith("New startup idea"));
    expect(recipientsOf(notifications)).toEqual([STAFF.admin, STAFF.instantReviewer].sort());
    for (const message of notifications) {
      expect(message.subject).toBe("New startup idea from Ada Farmer");
      expect(message.text).toContain(`${TEST_PUBLIC_URL}/admin/startup-ideas/${id}`);
      expect(message.from).toContain("studio@rootstock.example");
      expect(message.html).toContain(`href="${TEST_PUBLIC_URL}/admin/startup-ideas/${id}"`);
      expect(message.messageId).toMatch(/^<outbox-\d+@localhost>$/);
    }

    const acknowledgements = mail.filter((message) => message.to.includes("ada@example.com"));
    expect(acknowledgements).toHaveLength(1);
    expect(acknowledgements[0]?.subject).toBe("We received your startup idea");
    expect(acknowledgements[0]?.text).toContain("Hello Ada Farmer,");
    // Nothing the submitter wrote but their name goes back out.
    expect(acknowledgements[0]?.text).not.toContain("SECRET-IDEA-TEXT");
    expect(mail).toHaveLength(3);
  });

  it("names an investment interest and links to it", async () => {
    const response = await postJson(
      world.t.app,
      "/api/investment-interests",
      interest("Greenfield Capital", "gc@example.com"),
    );
    expect(response.statusCode).toBe(201);
    const mail = await world.deliveredMail();
    const notification = mail.find((message) => message.to.includes(STAFF.admin));
    expect(notification?.subject).toBe("New investment interest from Greenfield Capital");
    expect(notification?.text).toContain(
      `${TEST_PUBLIC_URL}/admin/investment-interests/${response.json().id}`,
    );
    const acknowledgement = mail.find((message) => message.to.includes("gc@example.com"));
    expect(acknowledgement?.subject).toBe("We received your investment interest");
    expect(acknowledgement?.text).not.toContain("SECRET-INTEREST-TEXT");
  });

  it("acknowledges an address at most once in 24 hours, whatever its case and whatever is sent", async () => {
    for (const email of ["bo@example.com", "BO@Example.com"]) {
      expect((await postJson(world.t.app, "/api/ideas", idea("Bo", email))).statusCode).toBe(201);
    }
    expect(
      (await postJson(world.t.app, "/api/investment-interests", interest("Bo", "bo@example.com")))
        .statusCode,
    ).toBe(201);
    let mail = await world.deliveredMail();
    expect(mail.filter((message) => message.subject.startsWith("We received"))).toHaveLength(1);
    expect(mail.filter((message) => message.subject.startsWith("New "))).toHaveLength(6);

    // A day later the same address is acknowledged again.
    await world.t.database.db
      .update(mailAcknowledgements)
      .set({ lastSentAt: sql`now() - interval '25 hours'` });
    world.sink.clear();
    expect(
      (await postJson(world.t.app, "/api/ideas", idea("Bo", "bo@example.com"))).statusCode,
    ).toBe(201);
    mail = await world.deliveredMail();
    expect(mail.filter((message) => message.subject.startsWith("We received"))).toHaveLength(1);
  });

  it("sends nothing for a honeypot submission", async () => {
    const before = await outboxCount();
    const response = await postJson(world.t.app, "/api/ideas", {
      ...idea("Bot", "bot@example.com"),
      website: "http://spam.example",
    });
    expect(response.statusCode).toBe(201);
    expect(await outboxCount()).toBe(before);
    expect(await world.deliveredMail()).toEqual([]);
  });

  it("marks the submission's created entry as owing mail until the worker writes it", async () => {
    const response = await postJson(
      world.t.app,
      "/api/ideas",
      idea("Owen Owed", "owen@example.com"),
    );
    const { id } = response.json();
    const owed = () =>
      world.t.database.db
        .select({ action: activityLog.action })
        .from(activityLog)
        .where(and(eq(activityLog.subjectId, id), eq(activityLog.mailOwed, true)));
    expect(await owed()).toEqual([{ action: "created" }]);
    expect(recipientsOf(await world.deliveredMail())).toContain("owen@example.com");
    expect(await owed()).toEqual([]);
  });

  it("writes no mail for a submission deleted before the worker got to it", async () => {
    const id = await submissionOwingMail(idea("Dee Leted", "dee@example.com"), new Date());
    const deleted = await world.call("DELETE", `/api/admin/startup-ideas/${id}`, world.adminCookie);
    expect(deleted.statusCode).toBe(204);
    expect(await world.deliveredMail()).toEqual([]);
    expect(await stillOwed()).toBe(0);
  });

  it("writes no mail owed for over a day (mail was off a while)", async () => {
    const dayAndAnHourAgo = new Date(Date.now() - 25 * 3_600_000);
    await submissionOwingMail(idea("Old Timer", "old@example.com"), dayAndAnHourAgo);
    expect(await world.deliveredMail()).toEqual([]);
    expect(await stillOwed()).toBe(0);
  });

  it("keeps a name with line breaks out of the headers", async () => {
    const name = "Eve\r\nBcc: victim@example.com\r\nSubject: hi";
    const response = await postJson(world.t.app, "/api/ideas", idea(name, "eve@example.com"));
    // The form refuses a name with line breaks; if it ever did not, the mail would be safe.
    if (response.statusCode === 201) {
      const mail = await world.deliveredMail();
      for (const message of mail) {
        expect(message.subject).not.toMatch(/[\r\n]/);
        expect(message.headers.has("bcc")).toBe(false);
        expect(message.to).not.toContain("victim@example.com");
      }
      expect(recipientsOf(mail)).not.toContain("victim@example.com");
    } else {
      expect(response.statusCode).toBe(400);
    }
    // Straight through the outbox, as any future caller might write it.
    await enqueueMail(world.t.database.db, {
      purpose: "notification",
      recipient: STAFF.admin,
      subject: "New startup idea from Eve\r\nBcc: victim@example.com",
      text: "body",
    });
    world.sink.clear();
    const mail = await world.deliveredMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.headers.has("bcc")).toBe(false);
    expect(recipientsOf(mail)).toEqual([STAFF.admin]);
  });
});

/**
 * A stored idea whose `created` entry, written at `at`, owes mail, as a submission leaves
 * them; written here, no submission wakes the worker before the test is ready.
 */
async function submissionOwingMail(values: ReturnType<typeof idea>, at: Date) {
  const [stored] = await world.t.database.db
    .insert(startupIdeas)
    .values({ ...values, createdAt: at })
    .returning({ id: startupIdeas.id });
  if (!stored) throw new Error("idea not stored");
  await world.t.database.db.insert(activityLog).values({
    action: "created",
    subjectType: "startup_idea",
    subjectId: stored.id,
    at,
    mailOwed: true,
  });
  return stored.id;
}

const stillOwed = () => rowCount(activityLog, eq(activityLog.mailOwed, true));

const outboxCount = () => rowCount(mailOutbox);

async function rowCount(table: PgTable, where?: SQL) {
  const [row] = await world.t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
}

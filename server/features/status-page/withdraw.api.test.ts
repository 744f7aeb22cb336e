import { eq, inArray, or, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../tests/support/admin-session";
import { statusIdea, submittedWithToken, teamMessage } from "../../../tests/support/status-page";
import {
  createTestApp,
  JSON_HEADERS,
  postJson,
  type TestApp,
} from "../../../tests/support/test-app";
import {
  activityLog,
  mailOutbox,
  messages,
  startupIdeas,
  statusTokens,
  submissionComments,
} from "../../db/schema";
import { enqueueMail } from "../../lib/mail/outbox";
import { mintStatusToken } from "../messages/status-tokens";

/**
 * Contract §13 with §12: withdrawing from the status page erases the record and leaves
 * nothing of it behind but one `withdrawn` entry; a person's export and erasure cover their
 * messages and status links.
 */
let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const asAdmin = (method: InjectOptions["method"], url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: adminCookie, ...(body === undefined ? {} : JSON_HEADERS) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

/** An idea with everything a record can gather: comments, a thread, mail, two links. */
async function workedIdea(name: string, email: string) {
  const { record, token } = await submittedWithToken(t, "startup-ideas", statusIdea(name, email));
  const second = await mintStatusToken(t.database.db, record);
  expect(
    (
      await asAdmin("POST", `/api/admin/startup-ideas/${record.id}/comments`, {
        body: "Looks good",
      })
    ).statusCode,
  ).toBe(201);
  await teamMessage(t, record, null, `Dear ${name}, a question.`);
  expect(
    (await postJson(t.app, `/api/status/${token}/messages`, { body: "MY-PRIVATE-ANSWER" }))
      .statusCode,
  ).toBe(201);
  await enqueueMail(t.database.db, {
    purpose: "notification",
    recipient: email,
    subject: "A question about your submission",
    text: "Hello",
  });
  await enqueueMail(t.database.db, {
    purpose: "notification",
    recipient: "staff@studio.example",
    subject: "New message",
    text: `${name} answered on their status page.`,
  });
  return { record, token, second };
}

describe("POST /api/status/{token}/withdraw", () => {
  it("erases the record and everything about it, logging one withdrawn entry only", async () => {
    const name = "Wanda Withdrawer";
    const email = "wanda@example.com";
    const { record, token, second } = await workedIdea(name, email);
    const kept = await workedIdea("Kept Keeper", "kept@example.com");
    const entriesBefore = await t.database.db.select({ id: activityLog.id }).from(activityLog);
    const lastBefore = Math.max(...entriesBefore.map((entry) => entry.id));

    const response = await postJson(t.app, `/api/status/${token}/withdraw`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ withdrawn: true });
    expect(response.headers["cache-control"]).toBe("no-store");

    // The log gained one withdrawn entry with the id only, and no erased entry.
    const added = await t.database.db
      .select()
      .from(activityLog)
      .where(sql`${activityLog.id} > ${lastBefore}`);
    expect(
      added.map(({ action, subjectType, subjectId, details, actorId }) => ({
        action,
        subjectType,
        subjectId,
        details,
        actorId,
      })),
    ).toEqual([
      {
        action: "withdrawn",
        subjectType: "startup_idea",
        subjectId: record.id,
        details: {},
        actorId: null,
      },
    ]);
    // Every link of the record is spent.
    for (const spent of [token, second]) {
      expect((await t.app.inject({ url: `/api/status/${spent}` })).statusCode).toBe(404);
    }
    expect((await postJson(t.app, `/api/status/${second}/withdraw`, {})).statusCode).toBe(404);

    // The back office: no detail, no list row, no search hit, nothing in the CSV.
    expect((await asAdmin("GET", `/api/admin/startup-ideas/${record.id}`)).statusCode).toBe(404);
    const listed = await asAdmin("GET", "/api/admin/startup-ideas?limit=500");
    expect(listed.body).not.toContain(email);
    expect(listed.body).toContain("kept@example.com");
    const searched = await asAdmin("GET", "/api/admin/startup-ideas?filter=search&search=Wanda");
    expect(searched.json()).toEqual([]);
    const csv = await asAdmin("GET", "/api/admin/export/startup-ideas");
    expect(csv.body).not.toContain(email);
    expect(csv.body).not.toContain(name);

    // Its rows: none left.
    const db = t.database.db;
    expect(await db.select().from(messages).where(eq(messages.startupIdeaId, record.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(statusTokens).where(eq(statusTokens.startupIdeaId, record.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(submissionComments)
        .where(eq(submissionComments.startupIdeaId, record.id)),
    ).toEqual([]);

    // Mail to or about them is gone; the other person's stays.
    const outbox = await db.select().from(mailOutbox);
    const text = JSON.stringify(outbox);
    expect(text).not.toContain(email);
    expect(text).not.toContain(name);
    expect(text).toContain("kept@example.com");

    // No mention left in the log.
    const log = JSON.stringify(await db.select().from(activityLog));
    expect(log).not.toContain(email);
    expect(log).not.toContain("MY-PRIVATE-ANSWER");
    const activity = await asAdmin("GET", "/api/admin/activity?limit=500");
    expect(activity.body).not.toContain(name);
    expect(
      (activity.json() as { action: string }[]).filter((entry) => entry.action === "erased"),
    ).toEqual([]);

    // The other record is untouched.
    expect((await t.app.inject({ url: `/api/status/${kept.token}` })).statusCode).toBe(200);
  });

  it("withdraws an investment interest the same way", async () => {
    const { record, token } = await submittedWithToken(t, "investment-interests");
    expect((await postJson(t.app, `/api/status/${token}/withdraw`, {})).statusCode).toBe(200);
    expect((await asAdmin("GET", `/api/admin/investment-interests/${record.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe("a person's data (contract §12) and their messages", () => {
  it("the export holds each record's messages, both ways", async () => {
    const { record } = await workedIdea("Exported Person", "export@example.com");
    const response = await asAdmin("GET", "/api/admin/people/export?email=export@example.com");
    expect(response.statusCode).toBe(200);
    const [exported] = response.json().startupIdeas;
    expect(exported.id).toBe(record.id);
    expect(exported.messages).toEqual([
      expect.objectContaining({
        direction: "out",
        via: "staff",
        body: "Dear Exported Person, a question.",
      }),
      expect.objectContaining({ direction: "in", via: "status-page", body: "MY-PRIVATE-ANSWER" }),
    ]);
  });

  it("erasure removes their messages, their status links and the team's mail to them", async () => {
    const { record, token } = await workedIdea("Erased Person", "erase@example.com");
    const erased = await asAdmin("POST", "/api/admin/people/erase", { email: "erase@example.com" });
    expect(erased.statusCode).toBe(200);
    const db = t.database.db;
    expect(await db.select().from(messages).where(eq(messages.startupIdeaId, record.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(statusTokens).where(eq(statusTokens.startupIdeaId, record.id)),
    ).toEqual([]);
    expect((await t.app.inject({ url: `/api/status/${token}` })).statusCode).toBe(404);
    const outbox = await db
      .select()
      .from(mailOutbox)
      .where(
        or(
          sql`lower(${mailOutbox.recipient}) = 'erase@example.com'`,
          sql`${mailOutbox.textBody} like '%Erased Person%'`,
        ),
      );
    expect(outbox).toEqual([]);
    expect(
      await db
        .select()
        .from(startupIdeas)
        .where(inArray(startupIdeas.id, [record.id])),
    ).toEqual([]);
  });
});

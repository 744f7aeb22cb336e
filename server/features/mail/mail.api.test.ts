import { MAIL_MESSAGES } from "@shared/schemas/mail";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signedInAdmin, signedInStaff } from "../../../tests/support/admin-session";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink";
import {
  createTestApp,
  JSON_HEADERS,
  postJson,
  TEST_PUBLIC_URL,
  type TestApp,
} from "../../../tests/support/test-app";
import {
  activityLog,
  admins,
  mailAcknowledgements,
  mailOutbox,
  scheduledJobs,
  startupIdeas,
} from "../../db/schema";
import { previousDay } from "./daily-digest";

const idea = (name: string, email: string) => ({
  name,
  email,
  idea: "Soil sensors that talk to irrigation controllers. SECRET-IDEA-TEXT",
  sector: "Ag Robotics & Automation",
  stage: "Prototype/MVP",
});
const interest = (name: string, email: string) => ({
  name,
  email,
  sectors: ["forestry"],
  investmentAmount: "$1,001-5,000",
  additionalInfo: "SECRET-INTEREST-TEXT",
  termsAgreed: true,
});

let sink: SmtpSink;
let t: TestApp;
let adminCookie: string;
let reviewerCookie: string;

/** Staff and what they chose (contract §11): who gets which mail. */
const STAFF = {
  admin: "admin@studio.example",
  instantReviewer: "rita@studio.example",
  dailyReviewer: "dana@studio.example",
  offReviewer: "olga@studio.example",
  editor: "eddie@studio.example",
  inactiveReviewer: "ivan@studio.example",
};

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: "studio@rootstock.example" });
  adminCookie = await signedInAdmin(t);
  const setUp = async (
    role: "reviewer" | "editor",
    name: string,
    email: string,
    notify?: string,
  ) => {
    const { account, cookie } = await signedInStaff(t, role, name);
    await t.database.db
      .update(admins)
      .set({ email, ...(notify ? { notify: notify as "daily" } : {}) })
      .where(eq(admins.id, account.id));
    return { account, cookie };
  };
  await t.database.db
    .update(admins)
    .set({ email: STAFF.admin })
    .where(eq(admins.username, "admin"));
  reviewerCookie = (await setUp("reviewer", "rita", STAFF.instantReviewer)).cookie;
  await setUp("reviewer", "dana", STAFF.dailyReviewer, "daily");
  await setUp("reviewer", "olga", STAFF.offReviewer, "off");
  // An editor set to instant still gets nothing: editors never work an inbox.
  await setUp("editor", "eddie", STAFF.editor, "instant");
  const inactive = await setUp("reviewer", "ivan", STAFF.inactiveReviewer);
  await t.database.db
    .update(admins)
    .set({ active: false })
    .where(eq(admins.id, inactive.account.id));
  await setUp("reviewer", "nomail", "");
  await t.database.db.update(admins).set({ email: null }).where(eq(admins.username, "nomail"));
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});
beforeEach(async () => {
  await t.app.backgroundWork.runOnce();
  sink.clear();
  sink.refuse("none");
  await t.database.db.delete(mailAcknowledgements);
});

function call(method: InjectOptions["method"], url: string, cookie: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie, ...(body === undefined ? {} : JSON_HEADERS) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Lets this instance's worker send what is due, then the mail that arrived. */
async function deliveredMail() {
  await t.app.backgroundWork.runOnce();
  return sink.messages;
}

const recipientsOf = (mail: { to: string[] }[]) => mail.flatMap((message) => message.to).sort();

describe("a new submission", () => {
  it("notifies each active instant admin and reviewer with an address, and acknowledges the submitter once", async () => {
    const response = await postJson(t.app, "/api/ideas", idea("Ada Farmer", "ada@example.com"));
    expect(response.statusCode).toBe(201);
    const { id } = response.json();

    const mail = await deliveredMail();
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
      t.app,
      "/api/investment-interests",
      interest("Greenfield Capital", "gc@example.com"),
    );
    expect(response.statusCode).toBe(201);
    const mail = await deliveredMail();
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
      expect((await postJson(t.app, "/api/ideas", idea("Bo", email))).statusCode).toBe(201);
    }
    expect(
      (await postJson(t.app, "/api/investment-interests", interest("Bo", "bo@example.com")))
        .statusCode,
    ).toBe(201);
    let mail = await deliveredMail();
    expect(mail.filter((message) => message.subject.startsWith("We received"))).toHaveLength(1);
    expect(mail.filter((message) => message.subject.startsWith("New "))).toHaveLength(6);

    // A day later the same address is acknowledged again.
    await t.database.db
      .update(mailAcknowledgements)
      .set({ lastSentAt: sql`now() - interval '25 hours'` });
    sink.clear();
    expect((await postJson(t.app, "/api/ideas", idea("Bo", "bo@example.com"))).statusCode).toBe(
      201,
    );
    mail = await deliveredMail();
    expect(mail.filter((message) => message.subject.startsWith("We received"))).toHaveLength(1);
  });

  it("sends nothing for a honeypot submission", async () => {
    const before = await outboxCount();
    const response = await postJson(t.app, "/api/ideas", {
      ...idea("Bot", "bot@example.com"),
      website: "http://spam.example",
    });
    expect(response.statusCode).toBe(201);
    expect(await outboxCount()).toBe(before);
    expect(await deliveredMail()).toEqual([]);
  });

  it("marks the submission's created entry as owing mail until the worker writes it", async () => {
    const response = await postJson(t.app, "/api/ideas", idea("Owen Owed", "owen@example.com"));
    const { id } = response.json();
    const owed = () =>
      t.database.db
        .select({ action: activityLog.action })
        .from(activityLog)
        .where(and(eq(activityLog.subjectId, id), eq(activityLog.mailOwed, true)));
    expect(await owed()).toEqual([{ action: "created" }]);
    expect(recipientsOf(await deliveredMail())).toContain("owen@example.com");
    expect(await owed()).toEqual([]);
  });

  it("writes no mail for a submission deleted before the worker got to it", async () => {
    const id = await submissionOwingMail(idea("Dee Leted", "dee@example.com"), new Date());
    const deleted = await call("DELETE", `/api/admin/startup-ideas/${id}`, adminCookie);
    expect(deleted.statusCode).toBe(204);
    expect(await deliveredMail()).toEqual([]);
    expect(await stillOwed()).toBe(0);
  });

  it("writes no mail owed for over a day (mail was off a while)", async () => {
    const dayAndAnHourAgo = new Date(Date.now() - 25 * 3_600_000);
    await submissionOwingMail(idea("Old Timer", "old@example.com"), dayAndAnHourAgo);
    expect(await deliveredMail()).toEqual([]);
    expect(await stillOwed()).toBe(0);
  });

  it("keeps a name with line breaks out of the headers", async () => {
    const name = "Eve\r\nBcc: victim@example.com\r\nSubject: hi";
    const response = await postJson(t.app, "/api/ideas", idea(name, "eve@example.com"));
    // The form refuses a name with line breaks; if it ever did not, the mail would be safe.
    if (response.statusCode === 201) {
      const mail = await deliveredMail();
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
    const { enqueueMail } = await import("../../lib/mail/outbox");
    await enqueueMail(t.database.db, {
      purpose: "notification",
      recipient: STAFF.admin,
      subject: "New startup idea from Eve\r\nBcc: victim@example.com",
      text: "body",
    });
    sink.clear();
    const mail = await deliveredMail();
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
  const [stored] = await t.database.db
    .insert(startupIdeas)
    .values({ ...values, createdAt: at })
    .returning({ id: startupIdeas.id });
  if (!stored) throw new Error("idea not stored");
  await t.database.db.insert(activityLog).values({
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
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
}

describe("when the mail server refuses or is down", () => {
  it("answers 201 at once, keeps the mail and delivers it exactly once when the server is back", async () => {
    sink.refuse("temporary");
    const response = await postJson(t.app, "/api/ideas", idea("Cy", "cy@example.com"));
    expect(response.statusCode).toBe(201);
    await t.app.backgroundWork.runOnce();
    expect(sink.messages).toEqual([]);
    const waiting = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.status, "pending"));
    expect(waiting).toHaveLength(3);
    for (const row of waiting) {
      expect(row.lastError).toMatch(/451/);
      expect(row.attempts).toBe(1);
      // Tried again within a minute while the mail is young (contract §11).
      expect(row.nextAttemptAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    }

    sink.refuse("none");
    await t.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.status, "pending"));
    const mail = await deliveredMail();
    expect(mail).toHaveLength(3);
    await t.app.backgroundWork.runOnce();
    expect(sink.messages).toHaveLength(3);
    expect(new Set(sink.messages.map((message) => message.messageId)).size).toBe(3);
  });

  it("marks a mail failed after its 24 hours, lists it for admins and sends it again on request", async () => {
    sink.refuse("temporary");
    expect((await postJson(t.app, "/api/ideas", idea("Di", "di@example.com"))).statusCode).toBe(
      201,
    );
    await t.app.backgroundWork.runOnce();
    await t.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()`, giveUpAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.status, "pending"));
    await t.app.backgroundWork.runOnce();

    const failed = await call("GET", "/api/admin/outbox?status=failed", adminCookie);
    expect(failed.statusCode).toBe(200);
    const entries = failed.json() as { id: number; recipient: string; lastError: string }[];
    expect(entries.map((entry) => entry.recipient).sort()).toEqual(
      ["di@example.com", STAFF.admin, STAFF.instantReviewer].sort(),
    );
    expect(failed.headers["x-total-count"]).toBe("3");
    for (const entry of entries) {
      expect(entry.lastError).toMatch(/451/);
      expect(entry).not.toHaveProperty("textBody");
    }
    const summary = await call("GET", "/api/admin/outbox/summary", adminCookie);
    expect(summary.json()).toMatchObject({ failed: 3 });

    sink.refuse("none");
    const first = entries[0];
    const retried = await call("POST", `/api/admin/outbox/${first?.id}/retry`, adminCookie);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id: first?.id, status: "pending" });
    const mail = await deliveredMail();
    expect(recipientsOf(mail)).toEqual([first?.recipient]);

    const again = await call("POST", `/api/admin/outbox/${first?.id}/retry`, adminCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MAIL_MESSAGES.notFailed });
    expect((await call("POST", "/api/admin/outbox/999999/retry", adminCookie)).statusCode).toBe(
      404,
    );
    expect((await call("POST", "/api/admin/outbox/abc/retry", adminCookie)).statusCode).toBe(404);
    expect((await call("GET", "/api/admin/outbox?status=lost", adminCookie)).statusCode).toBe(400);
    expect((await call("GET", "/api/admin/outbox", reviewerCookie)).statusCode).toBe(403);
    expect(
      (await call("POST", `/api/admin/outbox/${entries[1]?.id}/retry`, reviewerCookie)).statusCode,
    ).toBe(403);
  });
});

describe("preferences", () => {
  it("PATCH /api/admin/me sets notify, name and e-mail; bad values are 400", async () => {
    const { cookie } = await signedInStaff(t, "reviewer", "pat");
    const saved = await call("PATCH", "/api/admin/me", cookie, {
      notify: "daily",
      email: "pat@studio.example",
      displayName: "Pat Lee",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      username: "pat",
      notify: "daily",
      email: "pat@studio.example",
      displayName: "Pat Lee",
    });
    expect((await call("GET", "/api/admin/me", cookie)).json()).toMatchObject({ notify: "daily" });

    const bad = await call("PATCH", "/api/admin/me", cookie, { notify: "hourly" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MAIL_MESSAGES.notify);
    expect(
      (await call("PATCH", "/api/admin/me", cookie, { email: "not an address" })).statusCode,
    ).toBe(400);
    expect((await call("PATCH", "/api/admin/me", cookie, {})).statusCode).toBe(400);
    // A role is not one's own to change.
    const role = await call("PATCH", "/api/admin/me", cookie, { role: "admin", notify: "off" });
    expect(role.statusCode).toBe(200);
    expect(role.json()).toMatchObject({ role: "reviewer", notify: "off" });
  });

  it("starts editors with no mail and everyone else with instant mail", async () => {
    const made = async (role: string, username: string) => {
      const response = await call("POST", "/api/admin/staff", adminCookie, { username, role });
      expect(response.statusCode).toBe(201);
      const [row] = await t.database.db
        .select({ notify: admins.notify })
        .from(admins)
        .where(eq(admins.username, username));
      return row?.notify;
    };
    expect(await made("editor", "new-editor")).toBe("off");
    expect(await made("reviewer", "new-reviewer")).toBe("instant");
  });

  it("GET /api/admin/mail says mail is set up, for every role", async () => {
    const { cookie } = await signedInStaff(t, "editor", "ed-mail");
    const status = await call("GET", "/api/admin/mail", cookie);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ enabled: true, from: "studio@rootstock.example" });
  });
});

describe("the daily digest", () => {
  it("sends the previous day's submissions to daily accounts at 08:00 Detroit time, once", async () => {
    const day = previousDay(new Date());
    const yesterday = new Date((day.from.getTime() + day.to.getTime()) / 2);
    const [old] = await t.database.db
      .insert(startupIdeas)
      .values({ ...idea("Yesterday's Founder", "y@example.com"), createdAt: yesterday })
      .returning({ id: startupIdeas.id });
    await t.database.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, "daily-digest"));

    const mail = await deliveredMail();
    expect(recipientsOf(mail)).toEqual([STAFF.dailyReviewer]);
    expect(mail[0]?.subject).toMatch(/^New submissions on \w+day, \w+ \d+$/);
    expect(mail[0]?.text).toContain(
      `Yesterday's Founder: ${TEST_PUBLIC_URL}/admin/startup-ideas/${old?.id}`,
    );

    const [job] = await t.database.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, "daily-digest"));
    expect(job?.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    const hour = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Detroit",
      hour: "numeric",
      hour12: false,
    }).format(job?.nextRunAt);
    expect(hour).toBe("08");
    sink.clear();
    expect(await deliveredMail()).toEqual([]);
  });
});

describe("invites by mail", () => {
  it("e-mails the link to an invited address and forgets it once sent", async () => {
    const response = await call("POST", "/api/admin/staff", adminCookie, {
      username: "mailed",
      displayName: "Mae Iled",
      email: "mae@studio.example",
      role: "reviewer",
    });
    expect(response.statusCode).toBe(201);
    const { inviteUrl, inviteMailed } = response.json();
    expect(inviteMailed).toBe(true);
    const mail = await deliveredMail();
    expect(recipientsOf(mail)).toEqual(["mae@studio.example"]);
    expect(mail[0]?.text).toContain(inviteUrl);
    expect(mail[0]?.text).toContain("You will sign in as mailed.");
    const [row] = await t.database.db
      .select({ textBody: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, "mae@studio.example"));
    expect(row?.textBody).not.toContain(inviteUrl);

    const noAddress = await call("POST", "/api/admin/staff", adminCookie, {
      username: "unmailed",
      role: "reviewer",
    });
    expect(noAddress.json().inviteMailed).toBe(false);
  });
});

describe("without SMTP_URL", () => {
  it("writes no mail and says so", async () => {
    const quiet = await createTestApp();
    try {
      const cookie = await signedInAdmin(quiet);
      expect(
        (await postJson(quiet.app, "/api/ideas", idea("Quinn", "q@example.com"))).statusCode,
      ).toBe(201);
      const [row] = await quiet.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox);
      expect(row?.n).toBe(0);
      const status = await quiet.app.inject({
        method: "GET",
        url: "/api/admin/mail",
        headers: { cookie },
      });
      expect(status.json()).toEqual({ enabled: false, from: null });
    } finally {
      await quiet.close();
    }
  });
});

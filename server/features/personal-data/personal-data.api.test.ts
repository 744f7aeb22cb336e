import { PERSONAL_DATA_MESSAGES } from "@shared/schemas/personal-data";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffWorldForThisFile } from "../../../tests/support/staff-world";
import { postJson } from "../../../tests/support/test-app";
import {
  activityLog,
  investmentInterests,
  mailAcknowledgements,
  mailOutbox,
  scheduledJobs,
  startupIdeas,
  submissionComments,
} from "../../db/schema";
import { addressHash, enqueueMail } from "../../lib/mail/outbox";

const world = staffWorldForThisFile();
const { call } = world;

async function submitIdea(name: string, email: string, idea = "Soil sensors for cooperatives.") {
  const response = await postJson(world.t.app, "/api/ideas", {
    name,
    email,
    phone: "+1 555 0100",
    idea,
    sector: "Biotech",
    stage: "Prototype/MVP",
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function submitInterest(name: string, email: string) {
  const response = await postJson(world.t.app, "/api/investment-interests", {
    name,
    email,
    sectors: ["forestry"],
    investmentAmount: "$1,001-5,000",
    additionalInfo: "Reforestation drones.",
    termsAgreed: true,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const entriesFor = (type: string, id: number) =>
  world.t.database.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.subjectType, type), eq(activityLog.subjectId, id)));

describe("DELETE /api/admin/{kind}/{id}", () => {
  it("deletes an idea with its comments and keeps one deleted entry without personal data", async () => {
    const id = await submitIdea("Della Delete", "della@example.com");
    const comment = await call(
      "POST",
      `/api/admin/startup-ideas/${id}/comments`,
      world.adminCookie,
      {
        body: "Called Della.",
      },
    );
    expect(comment.statusCode).toBe(201);

    expect(
      (await call("DELETE", `/api/admin/startup-ideas/${id}`, world.reviewerCookie)).statusCode,
    ).toBe(403);
    expect((await call("GET", `/api/admin/startup-ideas/${id}`)).statusCode).toBe(200);

    const response = await call("DELETE", `/api/admin/startup-ideas/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await call("GET", `/api/admin/startup-ideas/${id}`)).statusCode).toBe(404);
    const comments = await world.t.database.db
      .select()
      .from(submissionComments)
      .where(eq(submissionComments.startupIdeaId, id));
    expect(comments).toEqual([]);
    const deleted = (await entriesFor("startup_idea", id)).filter((e) => e.action === "deleted");
    expect(deleted).toHaveLength(1);
    expect(deleted[0]?.details).toEqual({});
    expect(JSON.stringify(await entriesFor("startup_idea", id))).not.toMatch(/Della|della@/);

    expect((await call("DELETE", `/api/admin/startup-ideas/${id}`)).statusCode).toBe(404);
    expect((await call("DELETE", "/api/admin/startup-ideas/abc")).statusCode).toBe(400);
  });

  it("deletes an investment interest; an editor is refused", async () => {
    const id = await submitInterest("Ivy Interest", "ivy@example.com");
    expect(
      (await call("DELETE", `/api/admin/investment-interests/${id}`, world.editorCookie))
        .statusCode,
    ).toBe(403);
    expect((await call("DELETE", `/api/admin/investment-interests/${id}`)).statusCode).toBe(204);
    const [row] = await world.t.database.db
      .select()
      .from(investmentInterests)
      .where(eq(investmentInterests.id, id));
    expect(row).toBeUndefined();
  });
});

describe("a person's data", () => {
  it("finds every record for an address in any case, both kinds, and nothing else", async () => {
    const idea = await submitIdea("Paula Person", "Paula@Example.com");
    const interest = await submitInterest("Paula Person", "paula@example.com");
    await submitIdea("Someone Else", "else@example.com");
    const response = await call("GET", "/api/admin/people?email=PAULA%40example.COM");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.email).toBe("PAULA@example.COM");
    expect(body.startupIdeas.map((r: { id: number }) => r.id)).toEqual([idea]);
    expect(body.investmentInterests.map((r: { id: number }) => r.id)).toEqual([interest]);
    expect(body.startupIdeas[0]).toMatchObject({ name: "Paula Person", phone: "+1 555 0100" });
  });

  it("downloads the records with notes, comments and activity as one JSON attachment", async () => {
    const id = await submitIdea("Xena Export", "xena@example.com");
    await call("PATCH", `/api/admin/startup-ideas/${id}/status`, world.adminCookie, {
      status: "reviewing",
      notes: "Promising team.",
    });
    await call("POST", `/api/admin/startup-ideas/${id}/comments`, world.adminCookie, {
      body: "Met at the fair.",
    });
    const response = await call("GET", "/api/admin/people/export?email=xena%40example.com");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="personal-data-xena@example\.com\.json"$/,
    );
    const document = JSON.parse(response.body);
    const [record] = document.startupIdeas;
    expect(record).toMatchObject({ id, name: "Xena Export", notes: "Promising team." });
    expect(record.comments).toEqual([
      { body: "Met at the fair.", author: "admin", createdAt: expect.any(String) },
    ]);
    expect(record.activity.map((entry: { action: string }) => entry.action)).toEqual([
      "created",
      "status_changed",
      "notes_changed",
      "commented",
    ]);
    expect(document.investmentInterests).toEqual([]);
  });

  it("answers 400 for a missing or invalid address and 403 to other roles", async () => {
    for (const url of [
      "/api/admin/people",
      "/api/admin/people?email=nope",
      "/api/admin/people/export?email=",
    ]) {
      const response = await call("GET", url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe(PERSONAL_DATA_MESSAGES.email);
    }
    expect(
      (await call("POST", "/api/admin/people/erase", world.adminCookie, { email: "x" })).statusCode,
    ).toBe(400);
    for (const cookie of [world.reviewerCookie, world.editorCookie]) {
      expect((await call("GET", "/api/admin/people?email=a%40b.example", cookie)).statusCode).toBe(
        403,
      );
      expect(
        (await call("POST", "/api/admin/people/erase", cookie, { email: "a@b.example" }))
          .statusCode,
      ).toBe(403);
    }
  });

  it("erases an address everywhere it could survive and logs the counts only", async () => {
    const name = "Ernestine Erasable";
    const email = "ernestine@example.com";
    const idea = await submitIdea(name, email, "Ernestine's vertical farm idea.");
    const interest = await submitInterest(name, "ERNESTINE@example.com");
    const other = await submitIdea("Keeper Kept", "keeper@example.com");
    await call("POST", `/api/admin/startup-ideas/${idea}/comments`, world.adminCookie, {
      body: "Hi.",
    });
    // An export searching for her: its log entry holds her address.
    expect(
      (await call("GET", `/api/admin/export/startup-ideas?filter=search&search=${email}`))
        .statusCode,
    ).toBe(200);
    await enqueueMail(world.t.database.db, {
      purpose: "acknowledgement",
      recipient: email,
      subject: "We received your startup idea",
      text: `Hello ${name},`,
    });
    await enqueueMail(world.t.database.db, {
      purpose: "notification",
      recipient: "studio@example.com",
      subject: `New startup idea from ${name}`,
      text: `From: ${name} <${email}>`,
    });
    await world.t.database.db
      .insert(mailAcknowledgements)
      .values({ addressHash: addressHash(email) });

    const response = await call("POST", "/api/admin/people/erase", world.adminCookie, {
      email: ` ${email.toUpperCase()} `,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ erased: { startupIdeas: 1, investmentInterests: 1 } });

    const anywhere = async () => {
      const texts = [
        (await call("GET", "/api/admin/startup-ideas?filter=search&search=Ernestine")).body,
        (await call("GET", "/api/admin/investment-interests?filter=search&search=ernestine")).body,
        (await call("GET", "/api/admin/export/startup-ideas")).body,
        (await call("GET", "/api/admin/export/investment-interests")).body,
        (await call("GET", "/api/admin/activity?limit=500")).body,
        (await call("GET", "/api/admin/outbox?limit=500")).body,
        JSON.stringify(await world.t.database.db.select().from(mailOutbox)),
        JSON.stringify(await world.t.database.db.select().from(activityLog)),
        JSON.stringify(await world.t.database.db.select().from(submissionComments)),
      ];
      return texts.join("\n");
    };
    const lookup = await call("GET", `/api/admin/people?email=${encodeURIComponent(email)}`);
    expect(lookup.json()).toMatchObject({ startupIdeas: [], investmentInterests: [] });
    const after = await anywhere();
    expect(after).not.toMatch(/ernestine/i);
    expect(after).toContain("Keeper Kept");
    expect(
      await world.t.database.db
        .select()
        .from(mailAcknowledgements)
        .where(eq(mailAcknowledgements.addressHash, addressHash(email))),
    ).toEqual([]);
    expect((await call("GET", `/api/admin/startup-ideas/${idea}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/admin/investment-interests/${interest}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/admin/startup-ideas/${other}`)).statusCode).toBe(200);

    const erased = await world.t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "erased"));
    expect(erased).toHaveLength(1);
    expect(erased[0]?.details).toEqual({ startupIdeas: 1, investmentInterests: 1 });

    const again = await call("POST", "/api/admin/people/erase", world.adminCookie, { email });
    expect(again.json()).toEqual({ erased: { startupIdeas: 0, investmentInterests: 0 } });
  });
});

describe("retention", () => {
  it("reads the default, validates and saves a new period, counting what is due", async () => {
    const initial = await call("GET", "/api/admin/settings/retention");
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ months: 36, dueNow: 0 });

    for (const months of [5, 121, 12.5, "12", null]) {
      const response = await call("PUT", "/api/admin/settings/retention", world.adminCookie, {
        months,
      });
      expect(response.statusCode, String(months)).toBe(400);
      expect(response.json().message).toBe(PERSONAL_DATA_MESSAGES.retention);
    }
    const old = await submitIdea("Olden Days", "olden@example.com");
    await world.t.database.db
      .update(startupIdeas)
      .set({ updatedAt: sql`now() - interval '13 months'` })
      .where(eq(startupIdeas.id, old));
    const saved = await call("PUT", "/api/admin/settings/retention", world.adminCookie, {
      months: 12,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ months: 12, dueNow: 1 });
    expect((await call("GET", "/api/admin/settings/retention")).json()).toEqual({
      months: 12,
      dueNow: 1,
    });
    expect(
      (await call("GET", "/api/admin/settings/retention", world.reviewerCookie)).statusCode,
    ).toBe(403);
    expect(
      (await call("PUT", "/api/admin/settings/retention", world.editorCookie, { months: 24 }))
        .statusCode,
    ).toBe(403);
  });

  it("the daily job deletes what is due and logs retention_purged with the count", async () => {
    const due = [
      await submitIdea("Aged One", "aged1@example.com"),
      await submitIdea("Aged Two", "aged2@example.com"),
    ];
    const dueInterest = await submitInterest("Aged Three", "aged3@example.com");
    const fresh = await submitIdea("Fresh One", "fresh@example.com");
    await world.t.database.db
      .update(startupIdeas)
      .set({ updatedAt: sql`now() - interval '13 months'` })
      .where(sql`${startupIdeas.id} in (${sql.join(due, sql`, `)})`);
    await world.t.database.db
      .update(investmentInterests)
      .set({ updatedAt: sql`now() - interval '13 months'` })
      .where(eq(investmentInterests.id, dueInterest));
    await call("PUT", "/api/admin/settings/retention", world.adminCookie, { months: 12 });
    await world.t.database.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, "retention"));
    await world.t.app.backgroundWork.runOnce();

    for (const id of due)
      expect((await call("GET", `/api/admin/startup-ideas/${id}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/admin/investment-interests/${dueInterest}`)).statusCode).toBe(
      404,
    );
    expect((await call("GET", `/api/admin/startup-ideas/${fresh}`)).statusCode).toBe(200);
    const [entry] = await world.t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "retention_purged"))
      .orderBy(sql`${activityLog.id} desc`)
      .limit(1);
    // The earlier test left one idea due as well ("Olden Days").
    expect(entry?.details).toMatchObject({
      count: 4,
      months: 12,
      startup_idea: 3,
      investment_interest: 1,
    });
    expect((await call("GET", "/api/admin/settings/retention")).json()).toEqual({
      months: 12,
      dueNow: 0,
    });
    const [job] = await world.t.database.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, "retention"));
    expect(job?.nextRunAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("the daily job deletes sent and failed mail older than the period, never pending mail", async () => {
    await call("PUT", "/api/admin/settings/retention", world.adminCookie, { months: 12 });
    // A day either side of the 12 months, counted from when the mail went (or was written).
    const justInside = sql`now() - interval '12 months' + interval '1 day'`;
    const justPast = sql`now() - interval '12 months' - interval '1 day'`;
    const mail = (recipient: string, status: "pending" | "sent" | "failed", at: SQL) => ({
      purpose: "acknowledgement",
      recipient,
      subject: "We received your startup idea",
      textBody: "Hello,",
      status,
      createdAt: sql`${at} - interval '1 hour'`,
      sentAt: status === "sent" ? at : null,
    });
    await world.t.database.db.insert(mailOutbox).values([
      mail("sent-inside@example.com", "sent", justInside),
      mail("sent-past@example.com", "sent", justPast),
      mail("failed-inside@example.com", "failed", justInside),
      mail("failed-past@example.com", "failed", justPast),
      mail("pending-past@example.com", "pending", justPast),
      // Written long ago, sent again lately: its age is when it went.
      { ...mail("resent@example.com", "sent", justInside), createdAt: justPast },
    ]);
    const summary = async () => (await call("GET", "/api/admin/outbox/summary")).json();
    const before = await summary();

    await world.t.database.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, "retention"));
    await world.t.app.backgroundWork.runOnce();

    const listed = await call("GET", "/api/admin/outbox?limit=500");
    expect(listed.statusCode).toBe(200);
    const recipients = (listed.json() as { recipient: string }[]).map((entry) => entry.recipient);
    expect(recipients).toEqual(
      expect.arrayContaining([
        "sent-inside@example.com",
        "failed-inside@example.com",
        "pending-past@example.com",
        "resent@example.com",
      ]),
    );
    expect(recipients).not.toContain("sent-past@example.com");
    expect(recipients).not.toContain("failed-past@example.com");
    expect(listed.headers["x-total-count"]).toBe(String(recipients.length));
    expect(await summary()).toEqual({
      pending: before.pending,
      sent: before.sent - 1,
      failed: before.failed - 1,
    });
    const [entry] = await world.t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "retention_purged"))
      .orderBy(sql`${activityLog.id} desc`)
      .limit(1);
    expect(entry?.details).toEqual({
      count: 0,
      months: 12,
      startup_idea: 0,
      investment_interest: 0,
      mail: 2,
    });
  });
});

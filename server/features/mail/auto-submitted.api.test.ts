import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  idea,
  mailWorldForThisFile,
  recipientsOf,
  STAFF,
} from "../../../tests/support/mail-test-app";
import { makeTurnDue } from "../../../tests/support/scheduled-turns";
import type { ReceivedMail } from "../../../tests/support/smtp-sink";
import { postJson } from "../../../tests/support/test-app";
import { admins, startupIdeas } from "../../db/schema";
import { mintStatusToken } from "../messages/status-tokens";
import { createAdmin } from "../staff/create-admin";
import { previousDay } from "./daily-digest";

/**
 * Contract §20: every kind of mail the site sends by itself arrives, through a real SMTP
 * server, with `Auto-Submitted: auto-generated`; a staff member's message to a submitter
 * arrives without it.
 */
const world = mailWorldForThisFile({ REPLY_TO: "replies@rootstock.example" });
const db = () => world.t.database.db;

/** The mail's Auto-Submitted header lines as they came over the wire. */
const autoSubmitted = (mail: ReceivedMail | undefined) =>
  [...(mail?.raw.split(/\r?\n\r?\n/)[0] ?? "").matchAll(/^Auto-Submitted:(.*)$/gim)].map((match) =>
    match[1]?.trim(),
  );

function expectAutomatic(mail: readonly ReceivedMail[], count: number) {
  expect(mail).toHaveLength(count);
  for (const one of mail) expect(autoSubmitted(one), one.subject).toEqual(["auto-generated"]);
}

/** An account made by a test is an instant reviewer; the later tests' recipients stay `STAFF`. */
const hearNothingMore = (username: string) =>
  db().update(admins).set({ notify: "off" }).where(eq(admins.username, username));

async function newIdea(name: string, email: string) {
  const [row] = await db()
    .insert(startupIdeas)
    .values(idea(name, email))
    .returning({ id: startupIdeas.id });
  if (!row) throw new Error("idea not stored");
  return row.id;
}

describe("Auto-Submitted on the mail the site writes by itself", () => {
  it("marks the new-submission notices to staff and the submitter's acknowledgement", async () => {
    const response = await postJson(
      world.t.app,
      "/api/ideas",
      idea("Ada Founder", "ada@farm.example"),
    );
    expect(response.statusCode).toBe(201);
    const mail = await world.deliveredMail();
    expect(recipientsOf(mail)).toEqual(
      ["ada@farm.example", STAFF.admin, STAFF.instantReviewer].sort(),
    );
    expectAutomatic(mail, 3);
  });

  it("marks the daily digest", async () => {
    const day = previousDay(new Date());
    await db()
      .insert(startupIdeas)
      .values({
        ...idea("Yesterday's Founder", "yesterday@farm.example"),
        createdAt: new Date((day.from.getTime() + day.to.getTime()) / 2),
      });
    await makeTurnDue(db(), "daily-digest");
    const mail = await world.deliveredMail();
    expect(recipientsOf(mail)).toEqual([STAFF.dailyReviewer]);
    expectAutomatic(mail, 1);
  });

  it("marks an invitation", async () => {
    const response = await world.call("POST", "/api/admin/staff", world.adminCookie, {
      username: "invited",
      email: "invited@studio.example",
      role: "reviewer",
    });
    expect(response.statusCode).toBe(201);
    const mail = await world.deliveredMail();
    expect(recipientsOf(mail)).toEqual(["invited@studio.example"]);
    expectAutomatic(mail, 1);
    await hearNothingMore("invited");
  });

  it("marks a password reset link", async () => {
    const response = await postJson(world.t.app, "/api/admin/password-reset", {
      login: STAFF.instantReviewer,
    });
    expect(response.statusCode).toBe(202);
    const mail = await world.deliveredMail();
    expect(recipientsOf(mail)).toEqual([STAFF.instantReviewer]);
    expectAutomatic(mail, 1);
  });

  it("marks a new-browser notice", async () => {
    const password = "a password 12345";
    const account = await createAdmin(db(), "roamer", password, "reviewer");
    if (!account) throw new Error("not created");
    await db()
      .update(admins)
      .set({ email: "roamer@studio.example" })
      .where(eq(admins.id, account.id));
    const signIn = () =>
      postJson(world.t.app, "/api/admin/login", { username: "roamer", password });
    expect((await signIn()).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(200); // no device cookie: a browser not seen
    const mail = await world.deliveredMail();
    expect(recipientsOf(mail)).toEqual(["roamer@studio.example"]);
    expectAutomatic(mail, 1);
    await hearNothingMore("roamer");
  });

  it("marks a mention notice", async () => {
    const ideaId = await newIdea("Mentioned Founder", "mentioned@farm.example");
    const response = await world.call(
      "POST",
      `/api/admin/startup-ideas/${ideaId}/comments`,
      world.adminCookie,
      { body: "@rita could you look at this?" },
    );
    expect(response.statusCode).toBe(201);
    const mail = await world.deliveredMail();
    expect(recipientsOf(mail)).toEqual([STAFF.instantReviewer]);
    expectAutomatic(mail, 1);
  });

  it("marks the notice of a submitter's answer", async () => {
    const ideaId = await newIdea("Answering Founder", "answering@farm.example");
    const token = await mintStatusToken(db(), { kind: "startup-ideas", id: ideaId });
    const response = await postJson(world.t.app, `/api/status/${token}/messages`, {
      body: "Here is more about the sensors.",
    });
    expect(response.statusCode).toBe(201);
    const mail = await world.deliveredMail();
    // No owner: the instant staff hear of it.
    expect(recipientsOf(mail)).toEqual([STAFF.admin, STAFF.instantReviewer].sort());
    expectAutomatic(mail, 2);
  });
});

describe("a staff member's message to a submitter", () => {
  it("is a person's mail: no Auto-Submitted header", async () => {
    const ideaId = await newIdea("Written Founder", "written@farm.example");
    const response = await world.call(
      "POST",
      `/api/admin/startup-ideas/${ideaId}/messages`,
      world.reviewerCookie,
      { subject: "A question", body: "How many sensors per field?" },
    );
    expect(response.statusCode, response.body).toBe(201);
    const mail = await world.deliveredMail();
    expect(recipientsOf(mail)).toEqual(["written@farm.example"]);
    expect(autoSubmitted(mail[0])).toEqual([]);
    expect(mail[0]?.headers.has("auto-submitted")).toBe(false);
  });
});

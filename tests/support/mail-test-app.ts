import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { admins, mailAcknowledgements } from "../../server/db/schema";
import { signedInAdmin, signedInStaff } from "./admin-session";
import { type SmtpSink, startSmtpSink } from "./smtp-sink";
import { type ApiCall, apiCall, createTestApp, type TestApp } from "./test-app";

/**
 * The mail API tests' world (server/features/mail/*.api.test.ts): an app with mail set up,
 * sending to a real SMTP server started for the file, and staff who chose each kind of mail.
 */

/** Staff and what they chose (contract §11): who gets which mail. */
export const STAFF = {
  admin: "admin@studio.example",
  instantReviewer: "rita@studio.example",
  dailyReviewer: "dana@studio.example",
  offReviewer: "olga@studio.example",
  editor: "eddie@studio.example",
  inactiveReviewer: "ivan@studio.example",
};

export const MAIL_FROM = "studio@rootstock.example";

export const idea = (name: string, email: string) => ({
  name,
  email,
  idea: "Soil sensors that talk to irrigation controllers. SECRET-IDEA-TEXT",
  sector: "Ag Robotics & Automation",
  stage: "Prototype/MVP",
});

export const interest = (name: string, email: string) => ({
  name,
  email,
  sectors: ["forestry"],
  investmentAmount: "$1,001-5,000",
  additionalInfo: "SECRET-INTEREST-TEXT",
  termsAgreed: true,
});

export const recipientsOf = (mail: { to: string[] }[]) =>
  mail.flatMap((message) => message.to).sort();

export type MailWorld = {
  t: TestApp;
  sink: SmtpSink;
  adminCookie: string;
  reviewerCookie: string;
  call: ApiCall;
  /** Lets this instance's worker send what is due, then the mail that arrived. */
  deliveredMail(): Promise<SmtpSink["messages"]>;
};

/**
 * Sets the world up for the calling test file (its hooks), with `env` added to the app's: before each test the worker has sent
 * what was due, the sink is empty and accepting, and no address has had an acknowledgement.
 */
export function mailWorldForThisFile(env: Record<string, string> = {}): MailWorld {
  const world = {
    call: apiCall(() => world.t),
    async deliveredMail() {
      await world.t.app.backgroundWork.runOnce();
      return world.sink.messages;
    },
  } as MailWorld;

  beforeAll(async () => {
    world.sink = await startSmtpSink();
    world.t = await createTestApp({ SMTP_URL: world.sink.url, MAIL_FROM, ...env });
    world.adminCookie = await signedInAdmin(world.t);
    world.reviewerCookie = await setUpStaff(world.t);
  });
  afterAll(async () => {
    await world.t?.close();
    await world.sink?.stop();
  });
  beforeEach(async () => {
    await world.t.app.backgroundWork.runOnce();
    world.sink.clear();
    world.sink.refuse("none");
    await world.t.database.db.delete(mailAcknowledgements);
  });
  return world;
}

/** The accounts of `STAFF`, and two who get nothing; returns the instant reviewer's cookie. */
async function setUpStaff(t: TestApp) {
  const db = t.database.db;
  const setUp = async (
    role: "reviewer" | "editor",
    name: string,
    email: string | null,
    choices: { notify?: "instant" | "daily" | "off"; active?: boolean } = {},
  ) => {
    const { account, cookie } = await signedInStaff(t, role, name);
    await db
      .update(admins)
      .set({ email, ...choices })
      .where(eq(admins.id, account.id));
    return cookie;
  };
  await db.update(admins).set({ email: STAFF.admin }).where(eq(admins.username, "admin"));
  const reviewerCookie = await setUp("reviewer", "rita", STAFF.instantReviewer);
  await setUp("reviewer", "dana", STAFF.dailyReviewer, { notify: "daily" });
  await setUp("reviewer", "olga", STAFF.offReviewer, { notify: "off" });
  // An editor set to instant still gets nothing: editors never work an inbox.
  await setUp("editor", "eddie", STAFF.editor, { notify: "instant" });
  await setUp("reviewer", "ivan", STAFF.inactiveReviewer, { active: false });
  await setUp("reviewer", "nomail", null);
  return reviewerCookie;
}

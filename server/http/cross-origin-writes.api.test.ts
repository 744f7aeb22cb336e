import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin, TEST_ADMIN } from "../../tests/support/admin-session";
import {
  emptyWriteTargets,
  expectForbidden,
  siteWrites,
  type Write,
} from "../../tests/support/site-writes";
import { prepareMediaTargets } from "../../tests/support/site-writes-media";
import { prepareMessageTargets } from "../../tests/support/site-writes-messages";
import { prepareSecurityTargets } from "../../tests/support/site-writes-security";
import { prepareShareTargets } from "../../tests/support/site-writes-shares";
import { prepareTagTargets } from "../../tests/support/site-writes-tags";
import { prepareTokenTargets } from "../../tests/support/site-writes-tokens";
import { prepareWebhookTargets } from "../../tests/support/site-writes-webhooks";
import {
  createTestApp,
  JSON_HEADERS,
  TEST_PUBLIC_URL,
  type TestApp,
} from "../../tests/support/test-app";
import {
  activityLog,
  admins,
  apiTokens,
  decks,
  investmentInterests,
  knownDevices,
  loginFailures,
  mailOutbox,
  media,
  messages,
  messageTemplates,
  passkeyRegistrations,
  passwordResetRequests,
  passwordResetTokens,
  pendingSignIns,
  perspectiveRevisions,
  recordTags,
  reviews,
  scorecards,
  sessions,
  shares,
  siteSettings,
  staffPasskeys,
  staffRecoveryCodes,
  staffTotp,
  startupIdeas,
  statusTokens,
  strategicPerspectives,
  submissionComments,
  tags,
  webhookDeliveries,
  webhookEndpoints,
} from "../db/schema";

/**
 * Contract §6 and §8: a write whose Origin names another site is a 403 and changes
 * nothing — on every write endpoint, with a live session, and with a body that would
 * otherwise succeed (each endpoint's same-origin control proves it). The database is
 * compared as a whole before and after. No answer grants credentialed CORS. Which origins
 * count as the site's own (scheme, host, port, proxies): origin-check.api.test.ts.
 */

const FOREIGN_ORIGINS = [
  "https://evil.example",
  "null",
  "http://localhost:3000.evil.example",
  "http://evil.example:3000",
  "http://localhost:3001",
  // The site's own host and port under another scheme.
  TEST_PUBLIC_URL.replace(/^http:/, "https:"),
  "https://localhost",
  "not a url",
];

let testApp: TestApp;
let app: FastifyInstance;
let cookie: string;
const ids = emptyWriteTargets();
const WRITES = siteWrites(() => app, ids);

/** Every write route Fastify has, from its own route tree (wildcard fallbacks left out). */
function writeRoutes(instance: FastifyInstance) {
  const found: string[] = [];
  const ancestors: string[] = [];
  for (const line of instance.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = line.match(/^((?:[│ ] {3})*)[├└]── (\S+) \(([A-Z, ]+)\)$/);
    if (!match) continue;
    ancestors.length = (match[1] ?? "").length / 4;
    ancestors.push(match[2] ?? "");
    const url = ancestors.join("");
    if (url.includes("*")) continue;
    for (const method of (match[3] ?? "").split(", ")) {
      if (["POST", "PUT", "PATCH", "DELETE"].includes(method)) found.push(`${method} ${url}`);
    }
  }
  return found.sort();
}

/** Every row of every table, in a fixed order: what "nothing changed" compares. */
async function snapshot() {
  const db = testApp.database.db;
  return JSON.stringify({
    admins: await db.select().from(admins).orderBy(asc(admins.id)),
    sessions: await db.select().from(sessions).orderBy(asc(sessions.tokenHash)),
    apiTokens: await db.select().from(apiTokens).orderBy(asc(apiTokens.id)),
    loginFailures: await db.select().from(loginFailures).orderBy(asc(loginFailures.id)),
    startupIdeas: await db.select().from(startupIdeas).orderBy(asc(startupIdeas.id)),
    investmentInterests: await db
      .select()
      .from(investmentInterests)
      .orderBy(asc(investmentInterests.id)),
    perspectives: await db
      .select()
      .from(strategicPerspectives)
      .orderBy(asc(strategicPerspectives.id)),
    comments: await db.select().from(submissionComments).orderBy(asc(submissionComments.id)),
    activity: await db.select().from(activityLog).orderBy(asc(activityLog.id)),
    outbox: await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)),
    webhooks: await db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.id)),
    webhookDeliveries: await db.select().from(webhookDeliveries).orderBy(asc(webhookDeliveries.id)),
    settings: await db.select().from(siteSettings).orderBy(asc(siteSettings.key)),
    messages: await db.select().from(messages).orderBy(asc(messages.id)),
    templates: await db.select().from(messageTemplates).orderBy(asc(messageTemplates.id)),
    statusTokens: await db.select().from(statusTokens).orderBy(asc(statusTokens.tokenHash)),
    totp: await db.select().from(staffTotp).orderBy(asc(staffTotp.adminId)),
    recoveryCodes: await db.select().from(staffRecoveryCodes).orderBy(asc(staffRecoveryCodes.id)),
    passkeys: await db.select().from(staffPasskeys).orderBy(asc(staffPasskeys.id)),
    passkeyRegistrations: await db
      .select()
      .from(passkeyRegistrations)
      .orderBy(asc(passkeyRegistrations.adminId)),
    pendingSignIns: await db.select().from(pendingSignIns).orderBy(asc(pendingSignIns.tokenHash)),
    knownDevices: await db
      .select()
      .from(knownDevices)
      .orderBy(asc(knownDevices.adminId), asc(knownDevices.deviceHash)),
    resetRequests: await db
      .select()
      .from(passwordResetRequests)
      .orderBy(asc(passwordResetRequests.id)),
    resetLinks: await db
      .select()
      .from(passwordResetTokens)
      .orderBy(asc(passwordResetTokens.tokenHash)),
    tags: await db.select().from(tags).orderBy(asc(tags.id)),
    decks: await db.select().from(decks).orderBy(asc(decks.id)),
    shares: await db.select().from(shares).orderBy(asc(shares.id)),
    reviews: await db.select().from(reviews).orderBy(asc(reviews.id)),
    scorecards: await db.select().from(scorecards).orderBy(asc(scorecards.kind)),
    recordTags: await db
      .select()
      .from(recordTags)
      .orderBy(
        asc(recordTags.tagId),
        asc(recordTags.startupIdeaId),
        asc(recordTags.investmentInterestId),
      ),
    revisions: await db.select().from(perspectiveRevisions).orderBy(asc(perspectiveRevisions.id)),
    // The images' text and size (their bytes change only with them).
    media: await db
      .select({ id: media.id, alt: media.alt, decorative: media.decorative, size: media.byteSize })
      .from(media)
      .orderBy(asc(media.id)),
  });
}

beforeAll(async () => {
  // Mail set up, so messages can be written; an address nothing listens on, as the worker
  // stays still: a mail it sent (or failed to) would change the outbox between two snapshots.
  testApp = await createTestApp({ SMTP_URL: "smtp://mail.invalid:25" });
  app = testApp.app;
  await app.backgroundWork.stop();
  cookie = await signedInAdmin(testApp);
  const seed = async (write: Write | undefined) => {
    if (!write?.body) throw new Error("no seed");
    const response = await send(write, cookie, TEST_PUBLIC_URL);
    return response.json().id as number;
  };
  ids.idea = await seed(WRITES[0]);
  ids.interest = await seed(WRITES[1]);
  ids.perspective = await seed(WRITES.find((write) => write.route === "/api/admin/perspectives"));
  ids.perspectiveRevision = (
    await app.inject({
      url: `/api/admin/perspectives/${ids.perspective}/revisions`,
      headers: { cookie },
    })
  ).json()[0].id;
  ids.admin = (await app.inject({ url: "/api/admin/me", headers: { cookie } })).json().id;
  const adminPost = async (url: string, body: unknown) => {
    const response = await app.inject({
      method: "POST",
      url,
      headers: { ...JSON_HEADERS, cookie, origin: TEST_PUBLIC_URL },
      payload: JSON.stringify(body),
    });
    if (response.statusCode !== 201) throw new Error(`${url} answered ${response.statusCode}`);
    return response.json();
  };
  // The comments the DELETE writes remove, the account the staff writes change, and an
  // invite the accepting write spends (of another account, so a reissue cannot spend it).
  ids.ideaComment = (
    await adminPost(`/api/admin/startup-ideas/${ids.idea}/comments`, { body: "a" })
  ).id;
  ids.interestComment = (
    await adminPost(`/api/admin/investment-interests/${ids.interest}/comments`, { body: "a" })
  ).id;
  ids.staff = (
    await adminPost("/api/admin/staff", { username: "staff-target", role: "editor" })
  ).id;
  const invitee = await adminPost("/api/admin/staff", { username: "invitee", role: "reviewer" });
  ids.inviteToken = String(invitee.inviteUrl).split("/").at(-1) ?? "";
  // What the erasure removes, and the failed mail "send again" revives.
  await adminPost("/api/ideas", {
    ...(WRITES[0]?.body?.() as object),
    name: "Erin Erasable",
    email: "erase-me@example.com",
  });
  const [failed] = await testApp.database.db
    .insert(mailOutbox)
    .values({
      purpose: "notification",
      recipient: "studio@example.com",
      subject: "A mail the server refused",
      textBody: "body",
      status: "failed",
      lastError: "550 refused",
    })
    .returning({ id: mailOutbox.id });
  ids.failedMail = failed?.id ?? 0;
  // Contract §13's and §16's: the accounts and records their writes work on.
  ids.messages = await prepareMessageTargets(testApp, ids, cookie);
  ids.security = await prepareSecurityTargets(testApp);
  ids.tags = await prepareTagTargets(testApp, cookie);
  ids.media = await prepareMediaTargets(testApp, cookie);
  ids.tokens = await prepareTokenTargets(testApp, cookie);
  ids.webhooks = await prepareWebhookTargets(testApp, cookie);
  ids.shares = await prepareShareTargets(testApp);
});
afterAll(async () => {
  await testApp.close();
});

function send(write: Write, sessionCookie: string, origin?: string, url = write.url()) {
  const body = write.body?.();
  const multipart = write.multipart?.();
  return app.inject({
    method: write.method,
    url,
    headers: {
      ...(body === undefined ? {} : JSON_HEADERS),
      ...multipart?.headers,
      cookie: sessionCookie,
      ...(origin === undefined ? {} : { origin }),
    },
    payload: multipart ? multipart.payload : body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("writes from another origin", () => {
  it("covers every write route the app has", () => {
    expect(writeRoutes(app)).toEqual(
      WRITES.map((write) => `${write.method} ${write.route}`).sort(),
    );
  });

  // In order: the last ones (change-password ends other sessions, DELETE removes the
  // perspective the PATCH works on) run after the others; see siteWrites.
  it.each(WRITES)(
    "$method $route: 403 with a live session, nothing stored; the same request from the site succeeds",
    async (write) => {
      const sessionCookie = write.cookie ? await write.cookie() : cookie;
      const before = await snapshot();
      for (const origin of FOREIGN_ORIGINS) {
        expectForbidden(await send(write, sessionCookie, origin), `Origin ${origin}`);
      }
      // A percent-encoded path reaches the same route: it is refused all the same.
      const encoded = write.url().replace("/api/", "/%61pi/");
      expectForbidden(await send(write, sessionCookie, FOREIGN_ORIGINS[0], encoded), encoded);
      expect(await snapshot()).toBe(before);
      // The session the forged requests carried is still alive.
      const me = await app.inject({ url: "/api/admin/me", headers: { cookie: sessionCookie } });
      expect(me.statusCode).toBe(200);

      const control = await send(write, sessionCookie, TEST_PUBLIC_URL);
      expect(control.statusCode, control.body).toBe(write.success);
      expect(await snapshot()).not.toBe(before);
    },
  );

  it("refuses a foreign write to a path outside /api too", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/admin/login",
      headers: { ...JSON_HEADERS, origin: "https://evil.example" },
      payload: JSON.stringify(TEST_ADMIN),
    });
    expectForbidden(response, "POST /admin/login");
  });
});

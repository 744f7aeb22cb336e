import { asc } from "drizzle-orm";
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin, signIn, TEST_ADMIN } from "../../tests/support/admin-session";
import {
  createTestApp,
  JSON_HEADERS,
  TEST_PUBLIC_URL,
  type TestApp,
} from "../../tests/support/test-app";
import {
  activityLog,
  admins,
  investmentInterests,
  loginFailures,
  mailOutbox,
  sessions,
  siteSettings,
  startupIdeas,
  strategicPerspectives,
  submissionComments,
} from "../db/schema";

/**
 * Contract §6 and §8: a write whose Origin names another site is a 403 and changes
 * nothing — on every write endpoint, with a live session, and with a body that would
 * otherwise succeed (each endpoint's same-origin control proves it). The database is
 * compared as a whole before and after. No answer grants credentialed CORS.
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
const ids = {
  idea: 0,
  interest: 0,
  perspective: 0,
  admin: 0,
  ideaComment: 0,
  interestComment: 0,
  staff: 0,
  inviteToken: "",
  failedMail: 0,
};

const CONTENT = `<p>${"Healthy soil feeds the crop and the balance sheet. ".repeat(2)}</p>`;
const perspective = {
  title: "Soil health in 2025",
  summary: "Why soil biology is the next frontier for growers.",
  content: CONTENT,
  category: "market_analysis",
  authorName: "Ada Field",
  authorTitle: "Partner",
};

type Write = {
  method: HTTPMethods;
  /** The route as Fastify lists it (`:id` for a parameter). */
  route: string;
  url: () => string;
  body?: () => unknown;
  /** The session cookie to send (logout spends its own). */
  cookie?: () => Promise<string>;
  /** What the same request answers from the site's own origin. */
  success: number;
};

const WRITES: Write[] = [
  {
    method: "POST",
    route: "/api/ideas",
    url: () => "/api/ideas",
    body: () => ({
      name: "Ada Farmer",
      email: "ada@example.com",
      idea: "Soil sensors that talk to irrigation controllers.",
      sector: "Biotech",
      stage: "Prototype/MVP",
    }),
    success: 201,
  },
  {
    method: "POST",
    route: "/api/investment-interests",
    url: () => "/api/investment-interests",
    body: () => ({
      name: "Grace Grower",
      email: "grace@example.com",
      sectors: ["forestry"],
      investmentAmount: "$25,000+",
      termsAgreed: true,
    }),
    success: 201,
  },
  {
    method: "POST",
    route: "/api/admin/login",
    url: () => "/api/admin/login",
    body: () => TEST_ADMIN,
    // A signed-in browser's cookie: a real login would end it (rotation), a forged one may not.
    cookie: () => signIn(app),
    success: 200,
  },
  {
    method: "POST",
    route: "/api/admin/logout",
    url: () => "/api/admin/logout",
    cookie: () => signIn(app),
    success: 204,
  },
  {
    method: "POST",
    route: "/api/admin/change-password",
    url: () => "/api/admin/change-password",
    // The same password again: a real change (other sessions end) that keeps the tests' login.
    body: () => ({ currentPassword: TEST_ADMIN.password, newPassword: TEST_ADMIN.password }),
    success: 200,
  },
  {
    method: "PATCH",
    route: "/api/admin/startup-ideas/:id/status",
    url: () => `/api/admin/startup-ideas/${ids.idea}/status`,
    body: () => ({ status: "archived", notes: "Changed by a forged request" }),
    success: 200,
  },
  {
    method: "PATCH",
    route: "/api/admin/investment-interests/:id/status",
    url: () => `/api/admin/investment-interests/${ids.interest}/status`,
    body: () => ({ status: "archived", notes: "Changed by a forged request" }),
    success: 200,
  },
  {
    method: "PATCH",
    route: "/api/admin/startup-ideas/:id/assignee",
    url: () => `/api/admin/startup-ideas/${ids.idea}/assignee`,
    body: () => ({ assigneeId: ids.admin }),
    success: 200,
  },
  {
    method: "PATCH",
    route: "/api/admin/investment-interests/:id/assignee",
    url: () => `/api/admin/investment-interests/${ids.interest}/assignee`,
    body: () => ({ assigneeId: ids.admin }),
    success: 200,
  },
  {
    method: "POST",
    route: "/api/admin/startup-ideas/:id/comments",
    url: () => `/api/admin/startup-ideas/${ids.idea}/comments`,
    body: () => ({ body: "Written by a forged request" }),
    success: 201,
  },
  {
    method: "POST",
    route: "/api/admin/investment-interests/:id/comments",
    url: () => `/api/admin/investment-interests/${ids.interest}/comments`,
    body: () => ({ body: "Written by a forged request" }),
    success: 201,
  },
  {
    method: "DELETE",
    route: "/api/admin/startup-ideas/:id/comments/:commentId",
    url: () => `/api/admin/startup-ideas/${ids.idea}/comments/${ids.ideaComment}`,
    success: 204,
  },
  {
    method: "DELETE",
    route: "/api/admin/investment-interests/:id/comments/:commentId",
    url: () => `/api/admin/investment-interests/${ids.interest}/comments/${ids.interestComment}`,
    success: 204,
  },
  {
    method: "POST",
    route: "/api/admin/staff",
    url: () => "/api/admin/staff",
    body: () => ({ username: "forged-invite", role: "admin" }),
    success: 201,
  },
  {
    method: "PATCH",
    route: "/api/admin/staff/:id",
    url: () => `/api/admin/staff/${ids.staff}`,
    body: () => ({ role: "admin", displayName: "Promoted by a forged request" }),
    success: 200,
  },
  {
    method: "POST",
    route: "/api/admin/invites/:token",
    url: () => `/api/admin/invites/${ids.inviteToken}`,
    body: () => ({ password: "chosen by a forged request" }),
    success: 200,
  },
  {
    method: "POST",
    route: "/api/admin/staff/:id/invite",
    url: () => `/api/admin/staff/${ids.staff}/invite`,
    success: 200,
  },
  {
    method: "POST",
    route: "/api/admin/perspectives",
    url: () => "/api/admin/perspectives",
    body: () => ({ ...perspective, title: "Planted by a forged request" }),
    success: 201,
  },
  {
    method: "PATCH",
    route: "/api/admin/perspectives/:id",
    url: () => `/api/admin/perspectives/${ids.perspective}`,
    body: () => ({ title: "Renamed by a forged request", published: false }),
    success: 200,
  },
  {
    method: "DELETE",
    route: "/api/admin/perspectives/:id",
    url: () => `/api/admin/perspectives/${ids.perspective}`,
    success: 204,
  },
  {
    method: "PATCH",
    route: "/api/admin/me",
    url: () => "/api/admin/me",
    body: () => ({ displayName: "Renamed by a forged request", email: "forger@example.com" }),
    success: 200,
  },
  {
    method: "POST",
    route: "/api/admin/outbox/:id/retry",
    url: () => `/api/admin/outbox/${ids.failedMail}/retry`,
    success: 200,
  },
  {
    method: "PUT",
    route: "/api/admin/settings/retention",
    url: () => "/api/admin/settings/retention",
    body: () => ({ months: 6 }),
    success: 200,
  },
  {
    method: "POST",
    route: "/api/admin/people/erase",
    url: () => "/api/admin/people/erase",
    body: () => ({ email: "erase-me@example.com" }),
    success: 200,
  },
  // Last: the records the writes above work on go.
  {
    method: "DELETE",
    route: "/api/admin/startup-ideas/:id",
    url: () => `/api/admin/startup-ideas/${ids.idea}`,
    success: 204,
  },
  {
    method: "DELETE",
    route: "/api/admin/investment-interests/:id",
    url: () => `/api/admin/investment-interests/${ids.interest}`,
    success: 204,
  },
];

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
    settings: await db.select().from(siteSettings).orderBy(asc(siteSettings.key)),
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  cookie = await signedInAdmin(testApp);
  const seed = async (write: Write | undefined) => {
    if (!write?.body) throw new Error("no seed");
    const response = await send(write, cookie, TEST_PUBLIC_URL);
    return response.json().id as number;
  };
  ids.idea = await seed(WRITES[0]);
  ids.interest = await seed(WRITES[1]);
  ids.perspective = await seed(WRITES.find((write) => write.route === "/api/admin/perspectives"));
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
});
afterAll(async () => {
  await testApp.close();
});

function send(write: Write, sessionCookie: string, origin?: string, url = write.url()) {
  const body = write.body?.();
  return app.inject({
    method: write.method,
    url,
    headers: {
      ...(body === undefined ? {} : JSON_HEADERS),
      cookie: sessionCookie,
      ...(origin === undefined ? {} : { origin }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

function expectForbidden(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(403);
  expect(response.json(), what).toEqual({ message: expect.any(String) });
  expect(response.headers["set-cookie"], what).toBeUndefined();
  expect(response.headers["access-control-allow-origin"], what).toBeUndefined();
  expect(response.headers["access-control-allow-credentials"], what).toBeUndefined();
}

describe("writes from another origin", () => {
  it("covers every write route the app has", () => {
    expect(writeRoutes(app)).toEqual(
      WRITES.map((write) => `${write.method} ${write.route}`).sort(),
    );
  });

  // In order: the last ones (change-password ends other sessions, DELETE removes the
  // perspective the PATCH works on) run after the others.
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

describe("the whole origin is compared: scheme, host and port", () => {
  const idea = WRITES[0];
  const ideaCount = async (t: TestApp) => (await t.database.db.select().from(startupIdeas)).length;
  const post = (t: TestApp, headers: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: "/api/ideas",
      headers: { ...JSON_HEADERS, ...headers },
      payload: JSON.stringify(idea?.body?.()),
    });

  it("refuses an Origin that differs from the request's only in scheme, and stores nothing", async () => {
    const before = await ideaCount(testApp);
    const host = "site.example";
    expectForbidden(
      await post(testApp, { host, origin: `https://${host}` }),
      "https, served on http",
    );
    expect(await ideaCount(testApp)).toBe(before);
    expect((await post(testApp, { host, origin: `http://${host}` })).statusCode).toBe(201);
  });

  it("behind TRUST_PROXY takes the scheme from X-Forwarded-Proto", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "1" });
    try {
      const host = "site.example";
      const viaTls = { host, "x-forwarded-proto": "https" };
      const before = await ideaCount(proxied);
      expectForbidden(
        await post(proxied, { ...viaTls, origin: `http://${host}` }),
        "http, proxied from https",
      );
      expectForbidden(
        await post(proxied, { host, "x-forwarded-proto": "http", origin: `https://${host}` }),
        "https, proxied from http",
      );
      expect(await ideaCount(proxied)).toBe(before);
      expect((await post(proxied, { ...viaTls, origin: `https://${host}` })).statusCode).toBe(201);
      expect(await ideaCount(proxied)).toBe(before + 1);
    } finally {
      await proxied.close();
    }
  });
});

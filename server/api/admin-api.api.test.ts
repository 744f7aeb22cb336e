import { randomBytes } from "node:crypto";
import { mayUse, STAFF_ROLES } from "@shared/schemas/staff-roles";
import type { FastifyInstance, HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { areaOf, signedInAdminRoutes } from "../../tests/support/admin-routes";
import { signedInAdmin, signedInStaff, signIn } from "../../tests/support/admin-session";
import { createTestApp, JSON_HEADERS, type TestApp } from "../../tests/support/test-app";

/** Paths and methods nobody registered: they must not tell an anonymous caller what exists. */
const UNKNOWN = [
  { method: "GET", url: "/api/admin/nope" },
  { method: "GET", url: "/api/admin/" },
  { method: "GET", url: "/api/admin/startup-ideas/1/history" },
  { method: "DELETE", url: "/api/admin/me" },
  { method: "PUT", url: "/api/admin/startup-ideas/1/status" },
  { method: "GET", url: "/api/admin/login" },
] as const;

let testApp: TestApp;
let app: FastifyInstance;
let liveCookie: string;
let loggedOutCookie: string;
let routes: { method: HTTPMethods; url: string }[];

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  liveCookie = await signedInAdmin(testApp);
  loggedOutCookie = await signIn(app);
  const logout = await app.inject({
    method: "POST",
    url: "/api/admin/logout",
    headers: { cookie: loggedOutCookie },
  });
  expect(logout.statusCode).toBe(204);
  routes = signedInAdminRoutes(app);
});
afterAll(async () => {
  await testApp.close();
});

function send(method: HTTPMethods, url: string, cookie?: string) {
  const hasBody = method === "POST" || method === "PATCH" || method === "PUT";
  return app.inject({
    method,
    url,
    headers: { ...(hasBody ? JSON_HEADERS : {}), ...(cookie ? { cookie } : {}) },
    // A body that would pass validation: the session check must come first anyway.
    payload: hasBody ? JSON.stringify({ status: "new" }) : undefined,
  });
}

const forgedToken = () => randomBytes(32).toString("base64url");

describe("admin API access without a valid session", () => {
  it("finds every admin route (the walk below is not empty)", () => {
    const paths = new Set(routes.map((route) => `${route.method} ${route.url}`));
    for (const expected of [
      "GET /api/admin/me",
      "PATCH /api/admin/me",
      "GET /api/admin/mail",
      "GET /api/admin/outbox",
      "GET /api/admin/outbox/summary",
      "POST /api/admin/outbox/1/retry",
      "GET /api/admin/webhooks",
      "POST /api/admin/webhooks",
      "PATCH /api/admin/webhooks/1",
      "DELETE /api/admin/webhooks/1",
      "POST /api/admin/webhooks/1/test",
      "GET /api/admin/webhooks/1/deliveries",
      "POST /api/admin/webhooks/1/deliveries/1/retry",
      "DELETE /api/admin/startup-ideas/1",
      "DELETE /api/admin/investment-interests/1",
      "GET /api/admin/people",
      "GET /api/admin/people/export",
      "POST /api/admin/people/erase",
      "GET /api/admin/settings/retention",
      "PUT /api/admin/settings/retention",
      "GET /api/admin/staff",
      "POST /api/admin/staff",
      "PATCH /api/admin/staff/1",
      "POST /api/admin/staff/1/invite",
      "DELETE /api/admin/staff/1/sessions",
      "GET /api/admin/me/sessions",
      "DELETE /api/admin/me/sessions",
      "DELETE /api/admin/me/sessions/1",
      "POST /api/admin/logout",
      "POST /api/admin/change-password",
      "GET /api/admin/dashboard/stats",
      "GET /api/admin/dashboard/charts",
      "GET /api/admin/startup-ideas",
      "GET /api/admin/startup-ideas/1",
      "PATCH /api/admin/startup-ideas/1/status",
      "GET /api/admin/export/startup-ideas",
      "GET /api/admin/investment-interests",
      "GET /api/admin/investment-interests/1",
      "PATCH /api/admin/investment-interests/1/status",
      "GET /api/admin/export/investment-interests",
      "GET /api/admin/scorecards/startup-ideas",
      "PUT /api/admin/scorecards/startup-ideas",
      "GET /api/admin/startup-ideas/1/reviews",
      "PUT /api/admin/investment-interests/1/reviews/me",
      "DELETE /api/admin/startup-ideas/1/reviews/me",
      "GET /api/admin/perspectives",
      "POST /api/admin/perspectives",
      "GET /api/admin/perspectives/1",
      "PATCH /api/admin/perspectives/1",
      "DELETE /api/admin/perspectives/1",
    ]) {
      expect(paths).toContain(expected);
    }
  });

  const cookies: [string, () => string | undefined][] = [
    ["no cookie", () => undefined],
    ["a forged token", () => `rs_session=${forgedToken()}`],
    ["a malformed token", () => "rs_session=not-a-token"],
    ["an empty cookie", () => "rs_session="],
    ["a live token under another cookie name", () => liveCookie.replace("rs_session", "session")],
    ["a logged-out session's cookie", () => loggedOutCookie],
  ];

  it.each(cookies)("answers 401 JSON on every route and method with %s", async (_label, cookie) => {
    for (const { method, url } of [...routes, ...UNKNOWN]) {
      const response = await send(method, url, cookie());
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      if (method === "HEAD") continue;
      expect(response.headers["content-type"], `${method} ${url}`).toMatch(/^application\/json/);
      expect(response.json(), `${method} ${url}`).toEqual({ message: expect.any(String) });
    }
  });

  it("answers the same 401 whatever the route, so nothing tells which routes exist", async () => {
    const bodies = new Set<string>();
    for (const { method, url } of [...routes, ...UNKNOWN]) {
      if (method !== "HEAD") bodies.add((await send(method, url)).body);
    }
    expect(bodies.size).toBe(1);
  });

  it("leaves GET and POST /api/admin/invites/{token} open (an unknown token is a 404, not a 401)", async () => {
    const response = await app.inject({
      method: "POST",
      url: `/api/admin/invites/${forgedToken()}`,
      headers: JSON_HEADERS,
      payload: JSON.stringify({ password: "a long enough password" }),
    });
    expect(response.statusCode).toBe(404);
    const read = await app.inject({ method: "GET", url: `/api/admin/invites/${forgedToken()}` });
    expect(read.statusCode).toBe(404);
  });

  it("leaves POST /api/admin/login open", async () => {
    const response = await send("POST", "/api/admin/login");
    expect(response.statusCode).toBe(400);
  });
});

describe("admin API access with a live session", () => {
  it("lets every reading route through", async () => {
    // Reads that need a query to mean anything get one that passes validation.
    const query: Record<string, string> = {
      "/api/admin/people": "?email=someone%40example.com",
      "/api/admin/people/export": "?email=someone%40example.com",
    };
    for (const { method, url } of routes.filter((route) => route.method === "GET")) {
      const response = await send(method, `${url}${query[url] ?? ""}`, liveCookie);
      expect([200, 404], `${method} ${url}`).toContain(response.statusCode);
    }
  });

  it.each(UNKNOWN)("answers 404 JSON for an unknown $method $url", async ({ method, url }) => {
    const response = await send(method, url, liveCookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe.each(STAFF_ROLES)("admin API access as a %s", (role) => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signedInStaff(testApp, role, `walk-${role}`));
  });

  it("answers 403 JSON on every route of an area the role may not use, and nothing else", async () => {
    for (const { method, url } of routes) {
      if (url === "/api/admin/logout") continue;
      const area = areaOf(method, url);
      const response = await send(method, url, cookie);
      if (area && !mayUse(role, area)) {
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        if (method !== "HEAD") expect(response.json()).toEqual({ message: expect.any(String) });
      } else {
        expect(response.statusCode, `${method} ${url}`).not.toBe(403);
        expect(response.statusCode, `${method} ${url}`).not.toBe(401);
      }
    }
  });

  it("still answers 401 before 403 when the session is gone", async () => {
    for (const { method, url } of routes) {
      const response = await send(method, url, loggedOutCookie);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

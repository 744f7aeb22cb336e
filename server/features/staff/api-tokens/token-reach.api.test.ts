import {
  API_TOKEN_MESSAGES,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  type CreatedApiToken,
} from "@shared/schemas/api-tokens";
import { mayUse, STAFF_ROLES, type StaffRole } from "@shared/schemas/staff-roles";
import type { HTTPMethods } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { areaOf, signedInAdminRoutes } from "../../../../tests/support/admin-routes";
import { staffApp } from "../../../../tests/support/staff-app";
import { JSON_HEADERS } from "../../../../tests/support/test-app";
import { NOT_ALLOWED } from "../require-role";
import { OUT_OF_TOKEN_REACH } from "./token-reach";

/**
 * Contract §19, walked over Fastify's own route table: with a token of every role and scope,
 * every admin route answers as the rules say. The rules are written here again, in the
 * contract's words, rather than read from the server's table, so the walk checks that table.
 */
const staff = staffApp("/api/admin");

/** "A token never reaches the routes of tokens, staff, sessions, second factors, passwords or security settings." */
function outOfReach(method: string, url: string): boolean {
  const path = url.replace(/^\/api\/admin/, "");
  return (
    /^\/(me\/)?tokens(\/|$)/.test(path) ||
    /^\/staff(\/|$)/.test(path) ||
    /^\/me\/sessions(\/|$)/.test(path) ||
    path === "/logout" ||
    /^\/me\/(totp|passkeys|recovery-codes)(\/|$)/.test(path) ||
    path === "/change-password" ||
    // The account's e-mail address is where a password reset goes.
    (path === "/me" && method === "PATCH") ||
    /^\/settings\/security(\/|$)/.test(path)
  );
}

/** "With read, GET only." Fastify answers HEAD with the GET route. */
const mayRead = (method: string) => method === "GET" || method === "HEAD";

type Expected = { status: 403; message: string } | "allowed";

function expected(role: StaffRole, scope: ApiTokenScope, method: string, url: string): Expected {
  if (outOfReach(method, url)) return { status: 403, message: API_TOKEN_MESSAGES.outOfReach };
  if (scope === "read" && !mayRead(method)) {
    return { status: 403, message: API_TOKEN_MESSAGES.readOnly };
  }
  const area = areaOf(method, url);
  if (area && !mayUse(role, area)) return { status: 403, message: NOT_ALLOWED };
  return "allowed";
}

const COOKIE_OF: Record<StaffRole, () => string> = {
  admin: () => staff.adminCookie,
  reviewer: () => staff.reviewerCookie,
  editor: () => staff.editorCookie,
};

let routes: { method: HTTPMethods; url: string }[];
beforeAll(() => {
  routes = signedInAdminRoutes(staff.t.app);
});

describe("the route table seen by API tokens", () => {
  it("holds the routes the tokens' rules are about (the walk below is not empty)", () => {
    const paths = new Set(routes.map((route) => `${route.method} ${route.url}`));
    for (const route of [
      "GET /api/admin/me/tokens",
      "POST /api/admin/me/tokens",
      "DELETE /api/admin/me/tokens/1",
      "GET /api/admin/tokens",
      "DELETE /api/admin/tokens/1",
      "GET /api/admin/staff",
      "GET /api/admin/me/sessions",
      "POST /api/admin/me/totp",
      "GET /api/admin/me/passkeys",
      "POST /api/admin/me/recovery-codes",
      "POST /api/admin/change-password",
      "PATCH /api/admin/me",
      "PUT /api/admin/settings/security",
      "GET /api/admin/startup-ideas",
      "PATCH /api/admin/perspectives/1",
    ]) {
      expect(paths).toContain(route);
    }
  });

  it("has no entry in the server's list that matches no route", () => {
    for (const { prefix, methods } of OUT_OF_TOKEN_REACH) {
      const matched = routes.some(
        ({ method, url }) =>
          (url === `/api/admin${prefix}` || url.startsWith(`/api/admin${prefix}/`)) &&
          (!methods || methods.includes(method)),
      );
      expect(matched, prefix).toBe(true);
    }
  });
});

describe.each(
  STAFF_ROLES.flatMap((role) => API_TOKEN_SCOPES.map((scope) => [role, scope] as const)),
)("a %s's %s token", (role, scope) => {
  let token: CreatedApiToken;
  beforeAll(async () => {
    const response = await staff.call("POST", "/me/tokens", COOKIE_OF[role](), {
      name: `${role} ${scope}`,
      scope,
    });
    expect(response.statusCode).toBe(201);
    token = response.json();
  });

  it("is answered on every admin route exactly as contract §19 says", async () => {
    for (const { method, url } of routes) {
      const hasBody = method === "POST" || method === "PATCH" || method === "PUT";
      const response = await staff.t.app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${token.token}`,
          ...(hasBody ? JSON_HEADERS : {}),
        },
        // A body that fails most routes' validation: nothing is changed by the walk.
        payload: hasBody ? JSON.stringify({ status: "new" }) : undefined,
      });
      const rule = expected(role, scope, method, url);
      const label = `${method} ${url}`;
      if (rule === "allowed") {
        expect(response.statusCode, label).not.toBe(401);
        expect(response.statusCode, label).not.toBe(403);
      } else {
        expect(response.statusCode, label).toBe(rule.status);
        if (method !== "HEAD") expect(response.json(), label).toEqual({ message: rule.message });
      }
    }
  });
});

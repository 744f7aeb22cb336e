import type { AccessArea } from "@shared/schemas/staff-roles";
import type { FastifyInstance, HTTPMethods } from "fastify";

/** The route walks (contract §9, §19): every admin route, and the area each belongs to. */

/**
 * Every route the app has registered under /api/admin, read from Fastify's own route
 * tree, so that a route added later is walked too without editing a test.
 */
function adminRoutes(app: FastifyInstance) {
  const routes: { method: HTTPMethods; url: string }[] = [];
  const ancestors: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = line.match(/^((?:[│ ] {3})*)[├└]── (\S+) \(([A-Z, ]+)\)$/);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    ancestors.length = depth;
    ancestors.push(match[2] ?? "");
    const url = ancestors
      .join("")
      .replace(/:(id|rid|deliveryId|n)\b/g, "1")
      .replace(/:kind\b/g, "startup-ideas");
    if (!url.startsWith("/api/admin/")) continue;
    for (const method of (match[3] ?? "").split(", ")) {
      routes.push({ method: method as HTTPMethods, url });
    }
  }
  return routes;
}

/** The routes that work without a session: signing in, accepting an invite, a forgotten password. */
const OPEN_ROUTES = [
  "/api/admin/login",
  "/api/admin/invites/:token",
  "/api/admin/password-reset",
  "/api/admin/password-reset/:token",
  // The second step of a sign-in, and a passkey alone (contract §16): a pending sign-in, no session.
  "/api/admin/login/totp",
  "/api/admin/login/passkey/options",
  "/api/admin/login/passkey",
];

/** Every admin route that needs a session or a token: all of them but the open ones. */
export function signedInAdminRoutes(app: FastifyInstance) {
  return adminRoutes(app).filter((route) => !OPEN_ROUTES.includes(route.url));
}

/**
 * The area (contract §9) each admin route belongs to, by its first path segment; undefined
 * for the account's own routes, which every role may use. A route whose segment is missing
 * here fails the walks, so a new route must be given its area.
 */
const AREA_OF_SEGMENT: Record<string, AccessArea | undefined> = {
  me: undefined,
  logout: undefined,
  "change-password": undefined,
  dashboard: "dashboard",
  "startup-ideas": "submissions",
  "investment-interests": "submissions",
  export: "submissions",
  perspectives: "perspectives",
  media: "perspectives",
  staff: "administration",
  tokens: "administration",
  webhooks: "administration",
  assignees: "submissions",
  activity: "administration",
  mail: undefined,
  outbox: "administration",
  people: "administration",
  settings: "administration",
  "message-templates": "submissions",
  tags: "submissions",
  scorecards: "submissions",
  // A share of an idea with a backer (contract §18): worked by whoever works the inboxes.
  shares: "submissions",
};

/** Routes whose area differs from their first segment's, by method and full path. */
const AREA_OF_ROUTE: Record<string, AccessArea> = {
  // The charts count the inboxes' records, so only their users see them.
  "GET /api/admin/dashboard/charts": "submissions",
  // Your work lists the inboxes' records (issue 23).
  "GET /api/admin/dashboard/my-work": "submissions",
  // The pipeline counts and times the inboxes' records (contract §14).
  "GET /api/admin/dashboard/pipeline": "submissions",
  // Reviewers work the inboxes; deleting a record is an admin's (contract §12).
  "DELETE /api/admin/startup-ideas/1": "administration",
  "DELETE /api/admin/investment-interests/1": "administration",
  // Whoever writes messages reads the templates; only admins change them (contract §13).
  "POST /api/admin/message-templates": "administration",
  "PATCH /api/admin/message-templates/1": "administration",
  "DELETE /api/admin/message-templates/1": "administration",
  // Reviewers read and apply the tags; only admins manage them (contract §14).
  "POST /api/admin/tags": "administration",
  "PATCH /api/admin/tags/1": "administration",
  "DELETE /api/admin/tags/1": "administration",
  // Reviewers score against the scorecards; only admins change them (contract §14).
  "PUT /api/admin/scorecards/startup-ideas": "administration",
};

export function areaOf(method: string, url: string): AccessArea | undefined {
  // Fastify answers HEAD with the GET route.
  const route = `${method === "HEAD" ? "GET" : method} ${url}`;
  if (route in AREA_OF_ROUTE) return AREA_OF_ROUTE[route];
  const segment = url.split("/")[3] ?? "";
  if (!(segment in AREA_OF_SEGMENT)) throw new Error(`no area known for ${url}: add it above`);
  return AREA_OF_SEGMENT[segment];
}

import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { signIn, TEST_ADMIN } from "./admin-session";
import type { Write } from "./site-write";
import { type MediaTargets, mediaWrites } from "./site-writes-media";
import { type MessageTargets, messageWrites } from "./site-writes-messages";
import { reviewWrites } from "./site-writes-reviews";
import { type SecurityTargets, securityWrites } from "./site-writes-security";
import { type ShareTargets, shareWrites } from "./site-writes-shares";
import { type TagTargets, tagWrites } from "./site-writes-tags";
import { type TokenTargets, tokenWrites } from "./site-writes-tokens";
import { type WebhookTargets, webhookWrites } from "./site-writes-webhooks";
import { PERSPECTIVE_CONTENT } from "./submission-payloads";

export type { Write } from "./site-write";

/**
 * Every write route of the app with a request each that succeeds from the site's own origin:
 * what the cross-origin tests (server/http/cross-origin-writes.api.test.ts) forge. Contract
 * §13's writes are in site-writes-messages.ts, §16's in site-writes-security.ts.
 */

/** Ids of the records the writes work on, filled in by the test's setup. */
export type WriteTargets = {
  idea: number;
  interest: number;
  perspective: number;
  /** The perspective's first revision, which the restore brings back. */
  perspectiveRevision: number;
  admin: number;
  ideaComment: number;
  interestComment: number;
  staff: number;
  inviteToken: string;
  failedMail: number;
  /** What prepareMessageTargets and prepareSecurityTargets made. */
  messages?: MessageTargets;
  security?: SecurityTargets;
  /** What prepareTagTargets made. */
  tags?: TagTargets;
  /** What prepareMediaTargets made. */
  media?: MediaTargets;
  /** What prepareTokenTargets made. */
  tokens?: TokenTargets;
  /** What prepareWebhookTargets made. */
  webhooks?: WebhookTargets;
  /** What prepareShareTargets made. */
  shares?: ShareTargets;
};

export const emptyWriteTargets = (): WriteTargets => ({
  idea: 0,
  interest: 0,
  perspective: 0,
  perspectiveRevision: 0,
  admin: 0,
  ideaComment: 0,
  interestComment: 0,
  staff: 0,
  inviteToken: "",
  failedMail: 0,
});

const perspective = {
  title: "Soil health in 2025",
  summary: "Why soil biology is the next frontier for growers.",
  content: PERSPECTIVE_CONTENT,
  category: "market_analysis",
  authorName: "Ada Field",
  authorTitle: "Partner",
};

/**
 * The writes in the order they can run: the last ones (change-password ends other sessions,
 * DELETE removes the records the others work on) come after the rest.
 */
export function siteWrites(app: () => FastifyInstance, ids: WriteTargets): Write[] {
  return [
    ...recordWrites(app, ids),
    ...messageWrites(ids),
    ...shareWrites(ids),
    ...tagWrites(ids),
    ...tokenWrites(ids),
    ...webhookWrites(ids),
    ...mediaWrites(ids),
    ...reviewWrites(ids),
    ...securityWrites(app, ids),
    ...recordDeletions(ids),
  ];
}

/** The public forms, signing in and out, the records' work, staff, perspectives, settings. */
function recordWrites(app: () => FastifyInstance, ids: WriteTargets): Write[] {
  return [
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
      cookie: () => signIn(app()),
      success: 200,
    },
    {
      method: "POST",
      route: "/api/admin/logout",
      url: () => "/api/admin/logout",
      cookie: () => signIn(app()),
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
      method: "POST",
      route: "/api/admin/perspectives/:id/revisions/:rid/restore",
      url: () =>
        `/api/admin/perspectives/${ids.perspective}/revisions/${ids.perspectiveRevision}/restore`,
      success: 200,
    },
    {
      method: "POST",
      route: "/api/admin/perspectives/:id/preview",
      url: () => `/api/admin/perspectives/${ids.perspective}/preview`,
      success: 201,
    },
    {
      method: "DELETE",
      route: "/api/admin/perspectives/:id/preview",
      url: () => `/api/admin/perspectives/${ids.perspective}/preview`,
      success: 204,
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
  ];
}

/** Last: the records the other writes work on go. */
function recordDeletions(ids: WriteTargets): Write[] {
  return [
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
}

/** What the origin check answers a refused write (ADR 011): no cookie, no CORS grant. */
export function expectForbidden(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(403);
  expect(response.json(), what).toEqual({ message: "Cross-origin requests are not allowed" });
  expect(response.headers["set-cookie"], what).toBeUndefined();
  expect(response.headers["access-control-allow-origin"], what).toBeUndefined();
  expect(response.headers["access-control-allow-credentials"], what).toBeUndefined();
}

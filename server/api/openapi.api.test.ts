import { API_TOKEN_MESSAGES, type ApiTokenScope } from "@shared/schemas/api-tokens";
import { INVESTMENT_AMOUNTS } from "@shared/schemas/investment-interest";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { adminApiAppForThisFile } from "../../tests/support/admin-api-app";
import { sessionCookieOf, signedInStaff } from "../../tests/support/admin-session";
import { uploadStatusDeck } from "../../tests/support/decks-api";
import { multipartBody, testImage } from "../../tests/support/media-api";
import {
  answerChecker,
  type OperationKey,
  openApiProblems,
  operationsOf,
} from "../../tests/support/openapi-contract";
import { deckPdf } from "../../tests/support/pdf-fixtures";
import { insertPerspectives, perspectiveSeed } from "../../tests/support/perspective-seeds";
import { awayFromStepEdge, codeFor, pendingCookieOf } from "../../tests/support/second-factor";
import { softwarePasskey } from "../../tests/support/software-authenticator";
import { statusIdea, submittedWithToken } from "../../tests/support/status-page";
import { validPerspective } from "../../tests/support/submission-payloads";
import { JSON_HEADERS, TEST_PUBLIC_URL } from "../../tests/support/test-app";
import { admins, mailOutbox, messages, passwordResetTokens, webhookDeliveries } from "../db/schema";
import { createAdmin } from "../features/staff/create-admin";
import { newInviteToken } from "../features/staff/invite-token";
import type { OpenApiDocument } from "../lib/openapi/build-document";

/**
 * The OpenAPI document (contract §19) cannot drift from the routes: every route registered
 * under /api documents itself, the document is valid OpenAPI 3.1, and every documented
 * operation is called here with real data, its answer checked against what the document says.
 */

// Webhooks go to this machine's own receiver address here: the address rules have their own tests.
const world = adminApiAppForThisFile({ WEBHOOK_ALLOW_PRIVATE: "1" });
const { call } = world;

/** Documented operations this test cannot call, and why (none may be left out silently). */
const NOT_CALLED: Record<OperationKey, string> = {
  // Talking with the submitter (contract §13): sending needs SMTP_URL, which the test app
  // leaves unset; without it the route answers 409. messages.api.test.ts and
  // message-delivery.api.test.ts send through a real SMTP server.
  "POST /api/admin/startup-ideas/{id}/messages": "sending needs SMTP, which the test app lacks",
  "POST /api/admin/investment-interests/{id}/messages":
    "sending needs SMTP, which the test app lacks",
  // Backers (contract §18): an introduction is an e-mail to both sides; without SMTP_URL the
  // route answers 409. server/features/shares/share-admin.api.test.ts introduces with mail set up.
  "POST /api/admin/shares/{id}/introduce": "introducing needs SMTP, which the test app lacks",
};

/** What the calls of perspectives, media, staff, administration and status pages make. */
const ours = {
  perspectiveId: 0,
  etag: "",
  revisionId: 0,
  previewToken: "",
  mediaId: "",
  statusToken: "",
  statusIdeaId: 0,
  staffId: 0,
  inviteToken: "",
};
/** A request with another body than JSON, as the admin. */
const injectAsAdmin = (options: {
  method: "POST";
  url: string;
  payload: Buffer;
  headers: Record<string, string>;
}) =>
  world.t.app.inject({ ...options, headers: { ...options.headers, cookie: world.adminCookie } });

const IDEA = {
  name: "Ann Lee",
  email: "ann@example.com",
  idea: "Soil sensors that talk to each other",
  sector: "Biotech",
  stage: "Prototype/MVP",
};
const PUBLISHED = perspectiveSeed("reading-the-soil", {
  title: "Reading the soil",
  featured: true,
  published: true,
});

/** What the calls below create and later calls use. */
const made = { tagId: 0, tokenId: 0, webhookId: 0 };

type Call = {
  operation: OperationKey;
  /** The status the call must answer: one of the operation's documented successes. */
  status: number;
  send: () => Promise<LightMyRequestResponse>;
};

/** Every documented operation, called in this order (later calls use what earlier ones made). */
const CALLS: Call[] = [
  { operation: "GET /api/openapi.json", status: 200, send: () => call("GET", "/api/openapi.json") },
  {
    operation: "GET /api/health",
    status: 200,
    send: () => call("GET", "/api/health", undefined, ""),
  },
  // Public forms (contract §3)
  { operation: "POST /api/ideas", status: 201, send: () => call("POST", "/api/ideas", IDEA, "") },
  {
    operation: "POST /api/investment-interests",
    status: 201,
    send: () =>
      call(
        "POST",
        "/api/investment-interests",
        {
          name: "Bo Lee",
          email: "bo@example.com",
          sectors: ["ag-biotech"],
          investmentAmount: INVESTMENT_AMOUNTS[0],
          termsAgreed: true,
        },
        "",
      ),
  },
  // Strategic Perspectives, public (contract §5)
  {
    operation: "GET /api/perspectives",
    status: 200,
    send: () => call("GET", "/api/perspectives?category=all&search=soil", undefined, ""),
  },
  {
    operation: "GET /api/perspectives/featured",
    status: 200,
    send: () => call("GET", "/api/perspectives/featured", undefined, ""),
  },
  {
    operation: "GET /api/perspectives/{slug}",
    status: 200,
    send: () => call("GET", `/api/perspectives/${PUBLISHED.slug}`, undefined, ""),
  },
  // Tags (contract §14)
  {
    operation: "POST /api/admin/tags",
    status: 201,
    send: async () => {
      const response = await call("POST", "/api/admin/tags", { name: "Climate", colour: "green" });
      made.tagId = response.json().id;
      return response;
    },
  },
  { operation: "GET /api/admin/tags", status: 200, send: () => call("GET", "/api/admin/tags") },
  {
    operation: "PATCH /api/admin/tags/{id}",
    status: 200,
    send: () => call("PATCH", `/api/admin/tags/${made.tagId}`, { colour: "blue" }),
  },
  {
    operation: "DELETE /api/admin/tags/{id}",
    status: 204,
    send: async () => {
      const spare = await call("POST", "/api/admin/tags", { name: "Spare", colour: "grey" });
      return call("DELETE", `/api/admin/tags/${spare.json().id}`);
    },
  },
  // API tokens (contract §19)
  {
    operation: "POST /api/admin/me/tokens",
    status: 201,
    send: async () => {
      const response = await call("POST", "/api/admin/me/tokens", { name: "CRM", scope: "read" });
      made.tokenId = response.json().id;
      return response;
    },
  },
  {
    operation: "GET /api/admin/me/tokens",
    status: 200,
    send: () => call("GET", "/api/admin/me/tokens"),
  },
  { operation: "GET /api/admin/tokens", status: 200, send: () => call("GET", "/api/admin/tokens") },
  {
    operation: "DELETE /api/admin/me/tokens/{id}",
    status: 204,
    send: () => call("DELETE", `/api/admin/me/tokens/${made.tokenId}`),
  },
  {
    operation: "DELETE /api/admin/tokens/{id}",
    status: 204,
    send: async () => {
      const spare = await call("POST", "/api/admin/me/tokens", {
        name: "Spare",
        scope: "write",
        expiresInDays: 30,
      });
      return call("DELETE", `/api/admin/tokens/${spare.json().id}`);
    },
  },
  // Strategic Perspectives, admin (contract §4, §5, §15)
  {
    operation: "POST /api/admin/perspectives",
    status: 201,
    send: async () => {
      const response = await call("POST", "/api/admin/perspectives", validPerspective());
      ours.perspectiveId = response.json().id;
      return response;
    },
  },
  {
    operation: "GET /api/admin/perspectives",
    status: 200,
    send: () => call("GET", "/api/admin/perspectives?sort=title&direction=asc&limit=5"),
  },
  {
    operation: "GET /api/admin/perspectives/{id}",
    status: 200,
    send: async () => {
      const response = await call("GET", `/api/admin/perspectives/${ours.perspectiveId}`);
      ours.etag = String(response.headers.etag);
      return response;
    },
  },
  {
    operation: "PATCH /api/admin/perspectives/{id}",
    status: 200,
    send: () =>
      world.t.app.inject({
        method: "PATCH",
        url: `/api/admin/perspectives/${ours.perspectiveId}`,
        headers: { ...JSON_HEADERS, cookie: world.adminCookie, "if-match": ours.etag },
        payload: JSON.stringify({ summary: "A new summary for the card." }),
      }),
  },
  {
    // The same save again, with the If-Match it was made with: someone (the admin) saved since.
    operation: "PATCH /api/admin/perspectives/{id}",
    status: 412,
    send: () =>
      world.t.app.inject({
        method: "PATCH",
        url: `/api/admin/perspectives/${ours.perspectiveId}`,
        headers: { ...JSON_HEADERS, cookie: world.adminCookie, "if-match": ours.etag },
        payload: JSON.stringify({ summary: "Another summary for the card." }),
      }),
  },
  {
    operation: "GET /api/admin/perspectives/{id}/revisions",
    status: 200,
    send: async () => {
      const url = `/api/admin/perspectives/${ours.perspectiveId}/revisions`;
      const response = await call("GET", url);
      ours.revisionId = response.json().at(-1).id;
      return response;
    },
  },
  {
    operation: "GET /api/admin/perspectives/{id}/revisions/{rid}",
    status: 200,
    send: () =>
      call("GET", `/api/admin/perspectives/${ours.perspectiveId}/revisions/${ours.revisionId}`),
  },
  {
    operation: "POST /api/admin/perspectives/{id}/revisions/{rid}/restore",
    status: 200,
    send: () =>
      call(
        "POST",
        `/api/admin/perspectives/${ours.perspectiveId}/revisions/${ours.revisionId}/restore`,
      ),
  },
  {
    operation: "POST /api/admin/perspectives/{id}/preview",
    status: 201,
    send: async () => {
      const response = await call("POST", `/api/admin/perspectives/${ours.perspectiveId}/preview`);
      ours.previewToken = new URL(response.json().url).pathname.split("/").at(-1) ?? "";
      return response;
    },
  },
  {
    operation: "GET /api/preview/{token}",
    status: 200,
    send: () => call("GET", `/api/preview/${ours.previewToken}`, undefined, ""),
  },
  {
    operation: "DELETE /api/admin/perspectives/{id}/preview",
    status: 204,
    send: () => call("DELETE", `/api/admin/perspectives/${ours.perspectiveId}/preview`),
  },
  {
    operation: "DELETE /api/admin/perspectives/{id}",
    status: 204,
    send: async () => {
      const spare = await call(
        "POST",
        "/api/admin/perspectives",
        validPerspective({ title: "Spare one" }),
      );
      return call("DELETE", `/api/admin/perspectives/${spare.json().id}`);
    },
  },
  // Media (contract §15)
  {
    operation: "POST /api/admin/media",
    status: 201,
    send: async () => {
      const file = { name: "field.png", type: "image/png", bytes: await testImage(640, 480) };
      const body = multipartBody(file, { alt: "A green field" });
      const response = await injectAsAdmin({ method: "POST", url: "/api/admin/media", ...body });
      ours.mediaId = response.json().id;
      return response;
    },
  },
  { operation: "GET /api/admin/media", status: 200, send: () => call("GET", "/api/admin/media") },
  {
    operation: "PATCH /api/admin/media/{id}",
    status: 200,
    send: () => call("PATCH", `/api/admin/media/${ours.mediaId}`, { alt: "A field in spring" }),
  },
  {
    operation: "DELETE /api/admin/media/{id}",
    status: 409,
    send: async () => {
      // Used by a perspective's cover, it cannot go: the 409 says by which.
      const image = (await call("GET", "/api/admin/media")).json()[0];
      await call("PATCH", `/api/admin/perspectives/${ours.perspectiveId}`, {
        coverImage: image.url,
      });
      return call("DELETE", `/api/admin/media/${ours.mediaId}`);
    },
  },
  {
    operation: "DELETE /api/admin/media/{id}",
    status: 204,
    send: async () => {
      await call("PATCH", `/api/admin/perspectives/${ours.perspectiveId}`, { coverImage: null });
      return call("DELETE", `/api/admin/media/${ours.mediaId}`);
    },
  },
  // Administration: the log, mail, personal data, settings (contract §10, §11, §12, §16)
  {
    operation: "GET /api/admin/activity",
    status: 200,
    send: () => call("GET", "/api/admin/activity?limit=20"),
  },
  { operation: "GET /api/admin/mail", status: 200, send: () => call("GET", "/api/admin/mail") },
  {
    operation: "GET /api/admin/outbox",
    status: 200,
    send: () => call("GET", "/api/admin/outbox?limit=20"),
  },
  {
    operation: "GET /api/admin/outbox/summary",
    status: 200,
    send: () => call("GET", "/api/admin/outbox/summary"),
  },
  {
    operation: "POST /api/admin/outbox/{id}/retry",
    status: 200,
    send: async () => {
      const [failed] = await world.t.database.db
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
      return call("POST", `/api/admin/outbox/${failed?.id}/retry`);
    },
  },
  {
    operation: "GET /api/admin/people",
    status: 200,
    send: () => call("GET", `/api/admin/people?email=${IDEA.email}`),
  },
  {
    operation: "GET /api/admin/people/export",
    status: 200,
    send: () => call("GET", `/api/admin/people/export?email=${IDEA.email}`),
  },
  {
    operation: "POST /api/admin/people/erase",
    status: 200,
    send: async () => {
      const email = "erase-me@example.com";
      await call("POST", "/api/ideas", { ...IDEA, name: "Erin Erasable", email }, "");
      return call("POST", "/api/admin/people/erase", { email });
    },
  },
  {
    operation: "GET /api/admin/settings/retention",
    status: 200,
    send: () => call("GET", "/api/admin/settings/retention"),
  },
  {
    operation: "PUT /api/admin/settings/retention",
    status: 200,
    send: () => call("PUT", "/api/admin/settings/retention", { months: 36 }),
  },
  {
    operation: "GET /api/admin/settings/security",
    status: 200,
    send: () => call("GET", "/api/admin/settings/security"),
  },
  {
    operation: "PUT /api/admin/settings/security",
    status: 200,
    send: async () => {
      // The same roles again: the test's own admin must not be asked for a second factor.
      const current = (await call("GET", "/api/admin/settings/security")).json();
      return call("PUT", "/api/admin/settings/security", current);
    },
  },
  // The submitter's status page (contract §13)
  {
    operation: "GET /api/status/{token}",
    status: 200,
    send: async () => {
      const idea = statusIdea("Sam Status", "sam@example.com");
      const { record, token } = await submittedWithToken(world.t, "startup-ideas", idea);
      ours.statusToken = token;
      ours.statusIdeaId = record.id;
      return call("GET", `/api/status/${ours.statusToken}`, undefined, "");
    },
  },
  {
    operation: "POST /api/status/{token}/messages",
    status: 201,
    send: () => call("POST", `/api/status/${ours.statusToken}/messages`, { body: "Any news?" }, ""),
  },
  // Its pitch deck (contract §17), read by staff, then removed.
  {
    operation: "POST /api/status/{token}/deck",
    status: 201,
    send: async () => {
      const deck = { name: "deck.pdf", bytes: Buffer.from(await deckPdf(2)) };
      return uploadStatusDeck(world.t.app, ours.statusToken, deck);
    },
  },
  {
    operation: "GET /api/admin/startup-ideas/{id}/deck",
    status: 200,
    send: () => call("GET", `/api/admin/startup-ideas/${ours.statusIdeaId}/deck`),
  },
  {
    operation: "GET /api/admin/startup-ideas/{id}/deck/pages/{n}",
    status: 200,
    send: async () => {
      // The worker makes its pages (unscanned: the test app has no CLAMD_URL).
      await vi.waitFor(
        async () => {
          await world.t.app.backgroundWork.runOnce();
          const deck = await call("GET", `/api/admin/startup-ideas/${ours.statusIdeaId}/deck`);
          expect(deck.json().pagesReady).toBe(2);
        },
        { timeout: 20_000, interval: 200 },
      );
      return call("GET", `/api/admin/startup-ideas/${ours.statusIdeaId}/deck/pages/2`);
    },
  },
  {
    operation: "GET /api/admin/startup-ideas/{id}/deck/file",
    status: 200,
    send: () => call("GET", `/api/admin/startup-ideas/${ours.statusIdeaId}/deck/file`),
  },
  {
    operation: "DELETE /api/status/{token}/deck",
    status: 204,
    send: () => call("DELETE", `/api/status/${ours.statusToken}/deck`, undefined, ""),
  },
  {
    operation: "POST /api/status/{token}/withdraw",
    status: 200,
    send: () => call("POST", `/api/status/${ours.statusToken}/withdraw`, undefined, ""),
  },
  // Staff accounts (contract §9, §16)
  {
    operation: "POST /api/admin/staff",
    status: 201,
    send: async () => {
      const account = { username: "openapi-editor", role: "editor", email: "ed@example.com" };
      const response = await call("POST", "/api/admin/staff", account);
      ours.staffId = response.json().id;
      return response;
    },
  },
  { operation: "GET /api/admin/staff", status: 200, send: () => call("GET", "/api/admin/staff") },
  {
    operation: "PATCH /api/admin/staff/{id}",
    status: 200,
    send: () => call("PATCH", `/api/admin/staff/${ours.staffId}`, { displayName: "Ed Itor" }),
  },
  {
    operation: "POST /api/admin/staff/{id}/invite",
    status: 200,
    send: async () => {
      const response = await call("POST", `/api/admin/staff/${ours.staffId}/invite`);
      ours.inviteToken = new URL(response.json().inviteUrl).pathname.split("/").at(-1) ?? "";
      return response;
    },
  },
  {
    operation: "DELETE /api/admin/staff/{id}/sessions",
    status: 204,
    send: () => call("DELETE", `/api/admin/staff/${ours.staffId}/sessions`),
  },
  // The invited person opens the link and chooses a password (contract §9)
  {
    operation: "GET /api/admin/invites/{token}",
    status: 200,
    send: () => call("GET", `/api/admin/invites/${ours.inviteToken}`, undefined, ""),
  },
  {
    operation: "POST /api/admin/invites/{token}",
    status: 200,
    send: () =>
      call(
        "POST",
        `/api/admin/invites/${ours.inviteToken}`,
        { password: "an invited password" },
        "",
      ),
  },
  ...ownAccountCalls(),
  // Webhooks (contract §19)
  {
    operation: "POST /api/admin/webhooks",
    status: 201,
    send: async () => {
      const response = await call("POST", "/api/admin/webhooks", {
        url: "http://127.0.0.1:9/hooks",
        events: ["idea.created", "submission.status_changed"],
      });
      made.webhookId = response.json().id;
      return response;
    },
  },
  {
    operation: "POST /api/admin/webhooks/{id}/test",
    status: 202,
    send: () => call("POST", `/api/admin/webhooks/${made.webhookId}/test`),
  },
  {
    operation: "GET /api/admin/webhooks",
    status: 200,
    send: () => call("GET", "/api/admin/webhooks"),
  },
  {
    operation: "GET /api/admin/webhooks/{id}/deliveries",
    status: 200,
    send: () => call("GET", `/api/admin/webhooks/${made.webhookId}/deliveries`),
  },
  {
    operation: "POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/retry",
    status: 200,
    send: async () => {
      // The ping as the worker leaves it after its last failed attempt (no worker runs here).
      const [ping] = await world.t.database.db
        .update(webhookDeliveries)
        .set({ status: "failed", responseStatus: 500, durationMs: 12 })
        .where(eq(webhookDeliveries.endpointId, made.webhookId))
        .returning({ id: webhookDeliveries.id });
      return call("POST", `/api/admin/webhooks/${made.webhookId}/deliveries/${ping?.id}/retry`);
    },
  },
  {
    operation: "PATCH /api/admin/webhooks/{id}",
    status: 200,
    send: () => call("PATCH", `/api/admin/webhooks/${made.webhookId}`, { active: false }),
  },
  {
    operation: "DELETE /api/admin/webhooks/{id}",
    status: 204,
    send: () => call("DELETE", `/api/admin/webhooks/${made.webhookId}`),
  },
  // Submissions, both kinds from one definition (contract §4, §10, §12, §14)
  {
    operation: "GET /api/admin/assignees",
    status: 200,
    send: async () => {
      const response = await call("GET", "/api/admin/assignees");
      work.assigneeId = response.json()[0].id;
      return response;
    },
  },
  ...submissionCalls("startup-ideas", "/api/ideas", { ...IDEA, email: "spare@example.com" }),
  ...submissionCalls(
    "investment-interests",
    "/api/investment-interests",
    interest("Cy Spare", "cy@example.com"),
  ),
  // Evaluating together: possible duplicates, scorecards, reviews (contract §14)
  {
    operation: "GET /api/admin/scorecards/{kind}",
    status: 200,
    send: async () => {
      const response = await call("GET", "/api/admin/scorecards/startup-ideas");
      work.criteria = response.json().criteria;
      return response;
    },
  },
  {
    operation: "PUT /api/admin/scorecards/{kind}",
    status: 200,
    send: () => call("PUT", "/api/admin/scorecards/startup-ideas", { criteria: work.criteria }),
  },
  ...evaluationCalls("startup-ideas"),
  ...evaluationCalls("investment-interests"),
  // Talking with the submitter: templates, threads (contract §13)
  {
    operation: "POST /api/admin/message-templates",
    status: 201,
    send: async () => {
      const response = await call("POST", "/api/admin/message-templates", {
        name: "Thanks",
        subject: "Thank you, {{firstName}}",
        body: "We read it. {{statusUrl}}",
      });
      work.templateId = response.json().id;
      return response;
    },
  },
  {
    operation: "GET /api/admin/message-templates",
    status: 200,
    send: () => call("GET", "/api/admin/message-templates"),
  },
  {
    operation: "PATCH /api/admin/message-templates/{id}",
    status: 200,
    send: () =>
      call("PATCH", `/api/admin/message-templates/${work.templateId}`, { name: "Thank you" }),
  },
  {
    operation: "DELETE /api/admin/message-templates/{id}",
    status: 204,
    send: () => call("DELETE", `/api/admin/message-templates/${work.templateId}`),
  },
  ...messageCalls("startup-ideas"),
  ...messageCalls("investment-interests"),
  ...shareCalls(),
  // Dashboard (contract §10, §14; issue 23), with the records worked above
  ...["stats", "charts", "pipeline", "my-work"].map(
    (part): Call => ({
      operation: `GET /api/admin/dashboard/${part}`,
      status: 200,
      send: () => call("GET", `/api/admin/dashboard/${part}`),
    }),
  ),
];

/** An investment interest as its public form sends it (hoisted: CALLS uses it). */
function interest(name: string, email: string) {
  return {
    name,
    email,
    sectors: ["ag-biotech"],
    investmentAmount: INVESTMENT_AMOUNTS[0],
    termsAgreed: true,
  };
}

/** What the submissions' calls create and later calls use, by kind. */
const work = {
  assigneeId: 0,
  recordId: {} as Record<string, number>,
  commentId: {} as Record<string, number>,
  criteria: [] as { key: string }[],
  templateId: 0,
};

/**
 * One kind's thread: its submitter's reply is stored as the status page would store it (the
 * test app has no SMTP, so no message can be sent: see NOT_CALLED), then read and marked read.
 */
function messageCalls(kind: string): Call[] {
  const record = () => `/api/admin/${kind}/${work.recordId[kind]}`;
  return [
    {
      operation: `GET /api/admin/${kind}/{id}/messages`,
      status: 200,
      send: async () => {
        const recordKey =
          kind === "startup-ideas"
            ? { startupIdeaId: work.recordId[kind] }
            : { investmentInterestId: work.recordId[kind] };
        await world.t.database.db.insert(messages).values({
          ...recordKey,
          direction: "in",
          via: "status-page",
          subject: "Re: Thank you",
          body: "Happy to talk",
        });
        const response = await call("GET", `${record()}/messages`);
        expect(response.json()).toHaveLength(1);
        return response;
      },
    },
    {
      operation: `POST /api/admin/${kind}/{id}/messages/read`,
      status: 204,
      send: () => call("POST", `${record()}/messages/read`),
    },
  ];
}

/**
 * Backers (contract §18): the matches of the idea and the interest worked above (the same
 * sector), proposing the idea to that backer, both records' shares, and revoking the share.
 */
function shareCalls(): Call[] {
  const idea = () => `/api/admin/startup-ideas/${work.recordId["startup-ideas"]}`;
  const backer = () => `/api/admin/investment-interests/${work.recordId["investment-interests"]}`;
  let shareId = 0;
  return [
    {
      operation: "GET /api/admin/startup-ideas/{id}/backers",
      status: 200,
      send: async () => {
        const response = await call("GET", `${idea()}/backers?limit=5`);
        expect(response.json().length).toBeGreaterThan(0);
        return response;
      },
    },
    {
      operation: "GET /api/admin/investment-interests/{id}/ideas",
      status: 200,
      send: async () => {
        const response = await call("GET", `${backer()}/ideas`);
        expect(response.json().length).toBeGreaterThan(0);
        return response;
      },
    },
    {
      operation: "POST /api/admin/startup-ideas/{id}/shares",
      status: 201,
      send: async () => {
        const response = await call("POST", `${idea()}/shares`, {
          interestIds: [work.recordId["investment-interests"]],
          teaser: "Soil sensors that talk to each other, with three pilot farms.",
        });
        shareId = response.json()[0].id;
        return response;
      },
    },
    {
      operation: "GET /api/admin/startup-ideas/{id}/shares",
      status: 200,
      send: () => call("GET", `${idea()}/shares`),
    },
    {
      operation: "GET /api/admin/investment-interests/{id}/shares",
      status: 200,
      send: () => call("GET", `${backer()}/shares`),
    },
    {
      operation: "POST /api/admin/shares/{id}/revoke",
      status: 200,
      send: () => call("POST", `/api/admin/shares/${shareId}/revoke`),
    },
  ];
}

/** The account whose own routes are called: its own, so the test admin's session stays. */
const me = {
  username: "openapi-me",
  password: "an editor password 123",
  /** Its session, as the latest sign-in set it. */
  cookie: "",
  /** The pending sign-in the second step completes. */
  pending: "",
  totpSecret: "",
  recoveryCodes: [] as string[],
  passkey: softwarePasskey(TEST_PUBLIC_URL),
  passkeyId: 0,
  sessionId: 0,
};

/**
 * Signing in and one's own account (contract §6, §9, §16): an editor signs in, changes their
 * details, ends sessions, sets up an authenticator app and signs in with a recovery code, adds
 * a passkey and signs in with it alone, changes the password, signs out, and resets it.
 */
function ownAccountCalls(): Call[] {
  const asMe = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown) =>
    call(method, url, body, me.cookie);
  const logIn = () =>
    call("POST", "/api/admin/login", { username: me.username, password: me.password }, "");
  /** A second step that signs in: its session is the one the calls after it use. */
  const completes = async (response: Promise<LightMyRequestResponse>) => {
    const answer = await response;
    if (answer.statusCode === 200) me.cookie = sessionCookieOf(answer);
    return answer;
  };
  return [
    {
      operation: "POST /api/admin/login",
      status: 200,
      send: async () => {
        await createAdmin(world.t.database.db, me.username, me.password, "editor");
        return completes(logIn());
      },
    },
    { operation: "GET /api/admin/me", status: 200, send: () => asMe("GET", "/api/admin/me") },
    {
      operation: "PATCH /api/admin/me",
      status: 200,
      send: () => asMe("PATCH", "/api/admin/me", { displayName: "Mo Eder", notify: "daily" }),
    },
    {
      operation: "GET /api/admin/me/sessions",
      status: 200,
      send: async () => {
        await logIn(); // a second session, elsewhere
        const response = await asMe("GET", "/api/admin/me/sessions");
        const sessions: { id: number; current: boolean }[] = response.json();
        expect(sessions).toHaveLength(2);
        me.sessionId = sessions.find((session) => !session.current)?.id ?? 0;
        return response;
      },
    },
    {
      operation: "DELETE /api/admin/me/sessions/{id}",
      status: 204,
      send: () => asMe("DELETE", `/api/admin/me/sessions/${me.sessionId}`),
    },
    {
      operation: "DELETE /api/admin/me/sessions",
      status: 204,
      send: async () => {
        await logIn();
        return asMe("DELETE", "/api/admin/me/sessions");
      },
    },
    // The authenticator app, then a sign-in that needs it
    {
      operation: "GET /api/admin/me/totp",
      status: 200,
      send: () => asMe("GET", "/api/admin/me/totp"),
    },
    {
      operation: "POST /api/admin/me/totp",
      status: 200,
      send: async () => {
        const response = await asMe("POST", "/api/admin/me/totp");
        me.totpSecret = response.json().secret;
        return response;
      },
    },
    {
      operation: "POST /api/admin/me/totp/confirm",
      status: 200,
      send: async () => {
        await awayFromStepEdge();
        return asMe("POST", "/api/admin/me/totp/confirm", { code: codeFor(me.totpSecret) });
      },
    },
    {
      operation: "POST /api/admin/me/recovery-codes",
      status: 200,
      send: async () => {
        // The next step's code: the confirming one counts as used.
        const code = codeFor(me.totpSecret, 1);
        const response = await asMe("POST", "/api/admin/me/recovery-codes", { code });
        me.recoveryCodes = response.json().recoveryCodes;
        return response;
      },
    },
    {
      operation: "POST /api/admin/login",
      status: 200,
      send: async () => {
        const response = await logIn();
        expect(response.json()).toEqual({ next: "second-factor", methods: ["totp"] });
        me.pending = pendingCookieOf(response);
        return response;
      },
    },
    {
      operation: "POST /api/admin/login/totp",
      status: 200,
      send: () =>
        completes(
          call("POST", "/api/admin/login/totp", { recoveryCode: me.recoveryCodes[0] }, me.pending),
        ),
    },
    {
      operation: "DELETE /api/admin/me/totp",
      status: 204,
      send: () => asMe("DELETE", "/api/admin/me/totp", { password: me.password }),
    },
    // A passkey, then a sign-in with it alone
    {
      operation: "POST /api/admin/me/passkeys/options",
      status: 200,
      send: () => asMe("POST", "/api/admin/me/passkeys/options"),
    },
    {
      operation: "POST /api/admin/me/passkeys",
      status: 201,
      send: async () => {
        const options = (await asMe("POST", "/api/admin/me/passkeys/options")).json();
        const response = await asMe("POST", "/api/admin/me/passkeys", {
          name: "Laptop",
          response: me.passkey.register(options),
        });
        me.passkeyId = response.json().id;
        return response;
      },
    },
    {
      operation: "GET /api/admin/me/passkeys",
      status: 200,
      send: () => asMe("GET", "/api/admin/me/passkeys"),
    },
    {
      operation: "PATCH /api/admin/me/passkeys/{id}",
      status: 200,
      send: () => asMe("PATCH", `/api/admin/me/passkeys/${me.passkeyId}`, { name: "Work laptop" }),
    },
    {
      operation: "POST /api/admin/login/passkey/options",
      status: 200,
      send: () => call("POST", "/api/admin/login/passkey/options", undefined, ""),
    },
    {
      operation: "POST /api/admin/login/passkey",
      status: 200,
      send: async () => {
        const started = await call("POST", "/api/admin/login/passkey/options", undefined, "");
        const pending = pendingCookieOf(started);
        const response = me.passkey.authenticate(started.json());
        return completes(call("POST", "/api/admin/login/passkey", { response }, pending));
      },
    },
    {
      operation: "DELETE /api/admin/me/passkeys/{id}",
      status: 204,
      send: () => asMe("DELETE", `/api/admin/me/passkeys/${me.passkeyId}`),
    },
    // The password: changed, forgotten
    {
      operation: "POST /api/admin/change-password",
      status: 400,
      send: () =>
        asMe("POST", "/api/admin/change-password", {
          currentPassword: "not the password",
          newPassword: "a newer password 456",
        }),
    },
    {
      operation: "POST /api/admin/change-password",
      status: 200,
      send: async () => {
        const newPassword = "a newer password 456";
        const change = { currentPassword: me.password, newPassword };
        const response = await asMe("POST", "/api/admin/change-password", change);
        me.password = newPassword;
        return response;
      },
    },
    {
      operation: "POST /api/admin/logout",
      status: 204,
      send: () => asMe("POST", "/api/admin/logout"),
    },
    {
      operation: "POST /api/admin/password-reset",
      status: 202,
      send: () => call("POST", "/api/admin/password-reset", { login: me.username }, ""),
    },
    {
      operation: "POST /api/admin/password-reset/{token}",
      status: 200,
      send: async () => {
        // The link as its mail would carry it: the test app has no SMTP to send one.
        const [account] = await world.t.database.db
          .select({ id: admins.id })
          .from(admins)
          .where(eq(admins.username, me.username));
        const { token, hash } = newInviteToken();
        await world.t.database.db.insert(passwordResetTokens).values({
          tokenHash: hash,
          adminId: account?.id ?? 0,
          expiresAt: new Date(Date.now() + 60 * 60_000),
        });
        const password = { password: "a reset password 789" };
        return call("POST", `/api/admin/password-reset/${token}`, password, "");
      },
    },
  ];
}

/** Evaluating one kind's record the submissions' calls found: duplicates, then a review. */
function evaluationCalls(kind: string): Call[] {
  const record = () => `/api/admin/${kind}/${work.recordId[kind]}`;
  return [
    {
      operation: `GET /api/admin/${kind}/{id}/related`,
      status: 200,
      send: async () => {
        // An interest from the same address as the record: a possible duplicate to list.
        const { email } = (await call("GET", record())).json();
        const twin = interest("Twin", email);
        expect((await call("POST", "/api/investment-interests", twin, "")).statusCode).toBe(201);
        const response = await call("GET", `${record()}/related`);
        expect(response.json().sameEmail).not.toEqual([]);
        return response;
      },
    },
    {
      operation: `PUT /api/admin/${kind}/{id}/reviews/me`,
      status: 200,
      send: async () => {
        const scorecard = await call("GET", `/api/admin/scorecards/${kind}`);
        const criteria: { key: string }[] = scorecard.json().criteria;
        const scores = Object.fromEntries(criteria.map(({ key }) => [key, 4]));
        return call("PUT", `${record()}/reviews/me`, {
          scores,
          recommendation: "advance",
          comment: "Strong team",
        });
      },
    },
    {
      operation: `GET /api/admin/${kind}/{id}/reviews`,
      status: 200,
      send: () => call("GET", `${record()}/reviews`),
    },
    {
      operation: `DELETE /api/admin/${kind}/{id}/reviews/me`,
      status: 204,
      send: () => call("DELETE", `${record()}/reviews/me`),
    },
  ];
}

/**
 * Working one kind of submission, as its routes (registered for both kinds from one
 * definition) document it: the list finds the record the public form made above; a spare
 * one, sent through the same form with `spare`, is the one deleted.
 */
function submissionCalls(kind: string, form: string, spare: unknown): Call[] {
  const admin = `/api/admin/${kind}`;
  const record = () => `${admin}/${work.recordId[kind]}`;
  return [
    {
      operation: `GET ${admin}`,
      status: 200,
      send: async () => {
        const response = await call("GET", `${admin}?sort=createdAt&order=desc`);
        work.recordId[kind] = response.json()[0].id;
        return response;
      },
    },
    { operation: `GET ${admin}/{id}`, status: 200, send: () => call("GET", record()) },
    {
      operation: `PATCH ${admin}/{id}/status`,
      status: 200,
      send: () => call("PATCH", `${record()}/status`, { status: "reviewing", notes: "Call" }),
    },
    {
      operation: `PATCH ${admin}/{id}/assignee`,
      status: 200,
      send: () => call("PATCH", `${record()}/assignee`, { assigneeId: work.assigneeId }),
    },
    {
      operation: `PUT ${admin}/{id}/tags`,
      status: 200,
      send: () => call("PUT", `${record()}/tags`, { tagIds: [made.tagId] }),
    },
    {
      operation: `POST ${admin}/{id}/comments`,
      status: 201,
      send: async () => {
        const response = await call("POST", `${record()}/comments`, { body: "Worth a call" });
        work.commentId[kind] = response.json().id;
        return response;
      },
    },
    {
      operation: `GET ${admin}/{id}/comments`,
      status: 200,
      send: () => call("GET", `${record()}/comments`),
    },
    {
      operation: `DELETE ${admin}/{id}/comments/{commentId}`,
      status: 204,
      send: () => call("DELETE", `${record()}/comments/${work.commentId[kind]}`),
    },
    {
      operation: `GET ${admin}/{id}/activity`,
      status: 200,
      send: () => call("GET", `${record()}/activity`),
    },
    {
      operation: `GET /api/admin/export/${kind}`,
      status: 200,
      send: () => call("GET", `/api/admin/export/${kind}`),
    },
    {
      operation: `DELETE ${admin}/{id}`,
      status: 204,
      send: async () => {
        const sent = await call("POST", form, spare, "");
        expect(sent.statusCode, sent.body).toBe(201);
        return call("DELETE", `${admin}/${sent.json().id}`);
      },
    },
  ];
}

let document: OpenApiDocument;
let problemsOf: ReturnType<typeof answerChecker>;

beforeAll(async () => {
  await insertPerspectives(world.t.database.db, [PUBLISHED]);
  const response = await call("GET", "/api/openapi.json", undefined, "");
  expect(response.statusCode).toBe(200);
  document = response.json();
  problemsOf = answerChecker(document);
});

test("every route registered under /api documents itself", () => {
  expect(world.t.app.apiRoutes.undocumented()).toEqual([]);
});

test("the document is valid OpenAPI 3.1", async () => {
  expect(document.openapi).toBe("3.1.0");
  expect(await openApiProblems(document)).toEqual([]);
});

test("every documented operation is called here, or named with the reason it is not", () => {
  const called = new Set([...CALLS.map((each) => each.operation), ...Object.keys(NOT_CALLED)]);
  expect(operationsOf(document).filter((operation) => !called.has(operation))).toEqual([]);
  expect([...called].filter((operation) => !operationsOf(document).includes(operation))).toEqual(
    [],
  );
});

test("a staff operation answers 401 without a session, as its security says", async () => {
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const staffOnly = (operation.security as unknown[]).length > 0;
      // Any id will do: the session is checked before the route looks at its parameters.
      const url = path.replace(/\{[^}]+\}/g, "1");
      const response = await world.t.app.inject({ method: method.toUpperCase() as "GET", url });
      if (staffOnly) expect(response.statusCode, `${method} ${path}`).toBe(401);
      else expect(response.statusCode, `${method} ${path}`).not.toBe(401);
    }
  }
});

describe("every answer matches the document", () => {
  for (const { operation, status, send } of CALLS) {
    test(operation, async () => {
      const response = await send();
      expect(response.statusCode, response.body).toBe(status);
      expect(problemsOf(operation, response)).toEqual([]);
    });
  }
});

// After every call above: the walk below sends writes, and the requirement test changes a setting.

/** What the document says of tokens: the scope its bearer requirement names, or null (session only). */
function documentedTokenScope(operation: Record<string, unknown>): ApiTokenScope | null {
  const requirements = operation.security as Record<string, string[]>[];
  const bearer = requirements.find((requirement) => "bearerToken" in requirement);
  return (bearer?.bearerToken?.[0] as ApiTokenScope | undefined) ?? null;
}

test("every staff operation lets in the API tokens its security names, and refuses the others", async () => {
  const tokens = {} as Record<ApiTokenScope, string>;
  for (const scope of ["read", "write"] as const) {
    const created = await call("POST", "/api/admin/me/tokens", { name: `walk ${scope}`, scope });
    expect(created.statusCode).toBe(201);
    tokens[scope] = created.json().token;
  }
  const scopes = { read: 0, write: 0, none: 0 };
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if ((operation.security as unknown[]).length === 0) continue;
      const needed = documentedTokenScope(operation);
      scopes[needed ?? "none"] += 1;
      // No row has this id, and no body is sent: the guard answers, or the route finds nothing.
      const url = path.replace(/\{[^}]+\}/g, "999999999");
      for (const scope of ["read", "write"] as const) {
        const response = await world.t.app.inject({
          method: method.toUpperCase() as "GET",
          url,
          headers: { authorization: `Bearer ${tokens[scope]}` },
        });
        const label = `${method} ${path} with a ${scope} token`;
        const refusal =
          needed === null
            ? API_TOKEN_MESSAGES.outOfReach
            : needed === "write" && scope === "read"
              ? API_TOKEN_MESSAGES.readOnly
              : null;
        if (refusal) {
          expect(response.statusCode, label).toBe(403);
          expect(response.json(), label).toEqual({ message: refusal });
        } else {
          expect(response.statusCode, label).not.toBe(401);
          expect(response.statusCode, `${label}: ${response.body}`).not.toBe(403);
        }
      }
    }
  }
  // Each kind is there: the walk is not vacuous.
  expect(scopes.read).toBeGreaterThan(0);
  expect(scopes.write).toBeGreaterThan(0);
  expect(scopes.none).toBeGreaterThan(0);
});

test("an account that must set up a second factor gets the documented 403, by session or token", async () => {
  const reviewer = await signedInStaff(world.t, "reviewer", "openapi-reviewer");
  const created = await call(
    "POST",
    "/api/admin/me/tokens",
    { name: "before the rule", scope: "read" },
    reviewer.cookie,
  );
  expect(created.statusCode).toBe(201);
  const before = (await call("GET", "/api/admin/settings/security")).json();
  const required = await call("PUT", "/api/admin/settings/security", {
    ...before,
    requireSecondFactor: ["reviewer"],
  });
  expect(required.statusCode, required.body).toBe(200);
  try {
    const bySession = await call("GET", "/api/admin/startup-ideas", undefined, reviewer.cookie);
    const byToken = await world.t.app.inject({
      method: "GET",
      url: "/api/admin/startup-ideas",
      headers: { authorization: `Bearer ${created.json().token}` },
    });
    for (const response of [bySession, byToken]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().next).toBe("setup-second-factor");
      expect(problemsOf("GET /api/admin/startup-ideas", response)).toEqual([]);
    }
    // The shared answer is what allows `next`: the plain error shape would refuse it.
    expect(document.paths["/api/admin/startup-ideas"]?.get?.responses).toMatchObject({
      "403": { $ref: "#/components/responses/StaffForbidden" },
    });
  } finally {
    await call("PUT", "/api/admin/settings/security", before);
  }
});

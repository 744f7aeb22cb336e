import type { FastifyPluginAsync } from "fastify";
import type { DatabaseHandle } from "../db/client";
import type { DeckSetup } from "../features/decks/deck-setup";
import { statusDeckRoutes } from "../features/decks/status-deck-routes";
import { healthRoutes } from "../features/health/routes";
import { investmentInterestPublicRoutes } from "../features/investment-interests/public-routes";
import { withdrawSubmission } from "../features/personal-data/withdraw-submission";
import { perspectivePreviewRoutes } from "../features/perspectives/preview/preview-routes";
import { perspectivePublicRoutes } from "../features/perspectives/public-routes";
import { dealRoutes } from "../features/shares/deal-routes";
import { statusShareRoutes } from "../features/shares/status-share-routes";
import { startupIdeaPublicRoutes } from "../features/startup-ideas/public-routes";
import { statusPageRoutes } from "../features/status-page/routes";
import type { WebhookSetup } from "../features/webhooks/routes";
import type { MailSetup } from "../lib/mail/outbox";
import { notAnOperation } from "../lib/openapi/operation";
import type { RouteCatalogue } from "../lib/openapi/route-catalogue";
import { adminApi } from "./admin-api";
import { openApiRoutes } from "./openapi-routes";

export type ApiOptions = {
  database: DatabaseHandle;
  /** Mark the session cookie Secure (TRUST_PROXY: the site is served over TLS). */
  secureCookies: boolean;
  /** The site's own address (PUBLIC_URL), for links the API hands out. */
  publicUrl: string;
  /** Null when mail is not set up (no SMTP_URL). */
  mail: MailSetup;
  mailFrom: string;
  /** REPLY_TO: where submitters' replies to messages go; null when unset. */
  replyTo: string | null;
  /** The public forms' per-IP limits (RATE_LIMITS; off for benchmarks only). */
  submissionLimits: boolean;
  /** Asks this instance's background worker to look soon: a route just queued work for it. */
  wakeWorker: () => void;
  /** Hears every route registered here, for the OpenAPI document and its tests. */
  catalogue: RouteCatalogue;
  webhooks: WebhookSetup;
  decks: DeckSetup;
};

/** Everything under /api: the features' public routes, the admin API, and a JSON 404. */
export const api: FastifyPluginAsync<ApiOptions> = async (
  scope,
  {
    database,
    secureCookies,
    publicUrl,
    mail,
    mailFrom,
    replyTo,
    submissionLimits,
    wakeWorker,
    catalogue,
    webhooks,
    decks,
  },
) => {
  catalogue.watch(scope);
  // The API speaks JSON only: anything else is a 415, not a string to validate.
  scope.removeContentTypeParser("text/plain");
  await scope.register(openApiRoutes, { catalogue });
  await scope.register(healthRoutes, { database });
  const publicForms = { db: database.db, mail, limits: submissionLimits };
  await scope.register(startupIdeaPublicRoutes, { ...publicForms, decks });
  await scope.register(investmentInterestPublicRoutes, publicForms);
  await scope.register(perspectivePublicRoutes, { db: database.db });
  await scope.register(perspectivePreviewRoutes, { db: database.db });
  // The submitter's private status page (contract §13); withdrawing is an erasure (§12).
  await scope.register(statusPageRoutes, {
    prefix: "/status",
    ...publicForms,
    withdraw: (record) => withdrawSubmission(database.db, record),
  });
  // A backer's deal link (contract §18): the idea shared with them, and their answer.
  await scope.register(dealRoutes, { prefix: "/deal", ...publicForms });
  // Its pitch deck (contract §17): multipart, in a scope of its own.
  await scope.register(statusDeckRoutes, {
    prefix: "/status",
    db: database.db,
    limits: submissionLimits,
    decks,
  });
  // Its backers (contract §18): the founder's consent, and their answer to an introduction.
  await scope.register(statusShareRoutes, { prefix: "/status", ...publicForms });
  await scope.register(adminApi, {
    prefix: "/admin",
    db: database.db,
    secureCookies,
    publicUrl,
    mail,
    mailFrom,
    replyTo,
    wakeWorker,
    webhooks,
    decksScanned: decks.clamdUrl !== null,
  });
  scope.all("/*", notAnOperation("the JSON 404 of an unknown path"), async (_request, reply) =>
    reply.code(404).send({ message: "No such API endpoint" }),
  );
};

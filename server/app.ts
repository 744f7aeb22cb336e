import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { api } from "./api/api";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { DeckSetup } from "./features/decks/deck-setup";
import { deckWorkTask } from "./features/decks/tasks/deck-work-task";
import { dailyDigestTask } from "./features/mail/tasks/daily-digest-task";
import { deliverMailTask } from "./features/mail/tasks/deliver-mail-task";
import { submissionMailTask } from "./features/mail/tasks/submission-mail-task";
import { mediaPublicRoutes } from "./features/media/routes";
import { makeVariantsTask } from "./features/media/tasks/make-variants-task";
import { readRepliesTask } from "./features/messages/tasks/read-replies";
import { retentionTask } from "./features/personal-data/tasks/retention-task";
import { listPublishedPerspectives } from "./features/perspectives/list-published-perspectives";
import { listSitemapPerspectives } from "./features/perspectives/list-sitemap-perspectives";
import {
  onPerspectivesChanged,
  relayPerspectivesChanged,
} from "./features/perspectives/perspective-events";
import { publishScheduledTask } from "./features/perspectives/tasks/publish-scheduled-task";
import { seoRoutes } from "./features/seo/routes";
import { forgetUnusedBrowsers } from "./features/staff/forget-unused-browsers";
import { signedInAccountOfPage } from "./features/staff/own-account";
import { passwordResetLinksTask } from "./features/staff/tasks/password-reset-links-task";
import { expiredLimitCountersTask } from "./features/submissions/tasks/expired-limit-counters-task";
import { foldCountsTask } from "./features/submissions/tasks/fold-counts-task";
import { forgetOldDeliveries } from "./features/webhooks/forget-old-deliveries";
import { deliverWebhooksTask } from "./features/webhooks/tasks/deliver-webhooks-task";
import { registerErrorHandler } from "./http/errors";
import { loggableUrl } from "./http/loggable-url";
import { PUBLIC_RESPONSE_STORE, publicCache, publicDataReplay } from "./http/public-cache";
import { refuseNul } from "./http/refuse-nul";
import { ResponseStore } from "./http/response-store";
import { security } from "./http/security";
import { registerWeb, type WebOptions } from "./http/web";
import { createMailTransport } from "./lib/mail/mail-transport";
import type { MailSetup } from "./lib/mail/outbox";
import { RouteCatalogue } from "./lib/openapi/route-catalogue";
import type { WorkerTask } from "./lib/worker-task";
import { type BackgroundWorker, startWorker } from "./worker/worker";

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's background worker (tests drive it with runOnce). */
    backgroundWork: BackgroundWorker;
    /** Every route under /api, as the OpenAPI document sees them (its tests read it). */
    apiRoutes: RouteCatalogue;
  }
}

/** A request answered slower than this is logged (requests are not logged one by one). */
const SLOW_REQUEST_MS = 1000;

export type AppOptions = {
  env: Env;
  database: DatabaseHandle;
  /** Pages and assets; left out, the app serves only the API (as in the API tests). */
  web?: WebOptions;
  logger?: boolean;
};

export async function buildApp({
  env,
  database,
  web,
  logger = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: env.NODE_ENV === "development" ? "debug" : "info" } : false,
    // One proxy hop is trusted: the client cannot push its own X-Forwarded-For past it.
    trustProxy: env.TRUST_PROXY ? (_address: string, hop: number) => hop < 1 : false,
    bodyLimit: 1024 * 1024,
    // On close, idle keep-alive sockets go at once; requests in flight are finished.
    forceCloseConnections: "idle",
    return503OnClosing: true,
    // Two log lines per request cost a public page a quarter of its throughput (npm run bench);
    // failures and slow answers are logged below, everything else is left to the proxy's log.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook("onResponse", (request, reply, done) => {
    const elapsedMs = reply.elapsedTime;
    // A 503 with Retry-After is a known state (database away, disk full) whose cause is logged
    // where it is detected; a line per request would bury that one line in a flood.
    const failed = reply.statusCode >= 500 && !reply.hasHeader("retry-after");
    if (failed || elapsedMs >= SLOW_REQUEST_MS) {
      request.log.warn(
        // A status-page token never reaches the log (contract §13).
        {
          method: request.method,
          url: loggableUrl(request.url),
          statusCode: reply.statusCode,
          elapsedMs,
        },
        failed ? "request failed" : "slow request",
      );
    }
    done();
  });

  registerErrorHandler(app);
  // Public pages and JSON rendered here are kept briefly; any perspective write, made here
  // or (through NOTIFY) on another instance, drops them all. Stored public data is answered
  // first of all, with every header it needs (public-cache.ts).
  const publicResponses = new ResponseStore(PUBLIC_RESPONSE_STORE);
  const stopInvalidating = onPerspectivesChanged(() => publicResponses.clear());
  app.addHook("onClose", async () => stopInvalidating());
  await app.register(publicDataReplay, { store: publicResponses });
  await app.register(security, {
    publicUrl: env.PUBLIC_URL,
    contentSecurityPolicy: web?.mode !== "development",
  });
  // Text PostgreSQL cannot store (U+0000) is a 400 wherever it comes in, API or page.
  await app.register(refuseNul);
  await app.register(publicCache, {
    pages: web !== undefined && web.mode !== "development",
    store: publicResponses,
  });
  await app.register(compress);
  // The staff session's cookie is read by the admin API and by the admin pages' server render.
  await app.register(cookie);
  // Mail is written by the routes and sent by this instance's background worker (ADR 024).
  let backgroundWork: BackgroundWorker | undefined;
  const mail: MailSetup = env.SMTP_URL
    ? { publicUrl: env.PUBLIC_URL, queued: () => backgroundWork?.wake() }
    : null;

  // Pitch decks are stored by the routes, then scanned and paged by the worker (ADR 051).
  const decks: DeckSetup = {
    clamdUrl: env.CLAMD_URL ?? null,
    queued: () => backgroundWork?.wake(),
  };

  const apiRoutes = new RouteCatalogue();
  app.decorate("apiRoutes", apiRoutes);
  await app.register(api, {
    prefix: "/api",
    catalogue: apiRoutes,
    database,
    secureCookies: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
    mail,
    mailFrom: env.MAIL_FROM,
    replyTo: env.REPLY_TO ?? null,
    submissionLimits: env.RATE_LIMITS,
    wakeWorker: () => backgroundWork?.wake(),
    webhooks: {
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
      queued: () => backgroundWork?.wake(),
    },
    decks,
  });

  // Static routes: they win over the pages' catch-all that registerWeb adds.
  await app.register(seoRoutes, {
    perspectives: {
      forSitemap: () => listSitemapPerspectives(database.db),
      newest: (count) => listPublishedPerspectives(database.db, {}, count),
    },
    publicUrl: env.PUBLIC_URL,
  });

  await app.register(mediaPublicRoutes, { db: database.db });

  if (web) {
    await registerWeb(app, database.db, env, web, (request, reply) =>
      signedInAccountOfPage(database.db, request, reply, env.TRUST_PROXY),
    );
  }

  // The background worker's tasks (ADR 028); a new kind of work is one more line here.
  const transport = env.SMTP_URL
    ? createMailTransport({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM })
    : null;
  const tasks: WorkerTask[] = [
    foldCountsTask,
    // The browsers staff have stopped using, and webhook deliveries past their month, are
    // forgotten with the rest of what is kept too long.
    retentionTask([forgetUnusedBrowsers, forgetOldDeliveries]),
    expiredLimitCountersTask,
    publishScheduledTask(),
    deliverWebhooksTask({ publicUrl: env.PUBLIC_URL, allowPrivate: env.WEBHOOK_ALLOW_PRIVATE }),
    // Without SMTP_URL no mail is written, and none is sent.
    ...(transport
      ? [
          // Before delivery, which then sends in the same look what this wrote.
          submissionMailTask(env.PUBLIC_URL),
          passwordResetLinksTask(env.PUBLIC_URL),
          deliverMailTask({ transport, host: new URL(env.PUBLIC_URL).hostname }),
          dailyDigestTask(env.PUBLIC_URL),
        ]
      : []),
    // Without IMAP_URL no mail is read: replies come only through the status page.
    ...(env.IMAP_URL
      ? [readRepliesTask({ imapUrl: env.IMAP_URL, replyTo: env.REPLY_TO, mail })]
      : []),
    // After mail, which a submitter waits for: it works an image at a time, at most 5 s a look.
    makeVariantsTask,
    // Pitch decks: scanned (with CLAMD_URL), then made into pages, a deck at a time (ADR 051).
    deckWorkTask(decks.clamdUrl),
  ];
  backgroundWork = await startWorker({ db: database.db, tasks, log: app.log });
  app.decorate("backgroundWork", backgroundWork);
  app.addHook("onClose", async () => backgroundWork?.stop());

  // Perspective writes of other instances on the same database reach this one's listeners.
  const stopRelay = await relayPerspectivesChanged(database);
  app.addHook("onClose", async () => {
    await stopRelay();
  });
  return app;
}

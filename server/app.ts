import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { api } from "./api/api";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import { listPublishedPerspectives } from "./features/perspectives/list-published-perspectives";
import { listSitemapPerspectives } from "./features/perspectives/list-sitemap-perspectives";
import {
  onPerspectivesChanged,
  relayPerspectivesChanged,
} from "./features/perspectives/perspective-events";
import { seoRoutes } from "./features/seo/routes";
import { registerErrorHandler } from "./http/errors";
import { PUBLIC_RESPONSE_STORE, publicCache } from "./http/public-cache";
import { refuseNul } from "./http/refuse-nul";
import { ResponseStore } from "./http/response-store";
import { security } from "./http/security";
import { registerWeb, type WebOptions } from "./http/web";
import { HttpError } from "./lib/errors";

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
    if (reply.statusCode >= 500 || elapsedMs >= SLOW_REQUEST_MS) {
      request.log.warn(
        { method: request.method, url: request.url, statusCode: reply.statusCode, elapsedMs },
        reply.statusCode >= 500 ? "request failed" : "slow request",
      );
    }
    done();
  });

  registerErrorHandler(app);
  await app.register(security, {
    publicUrl: env.PUBLIC_URL,
    contentSecurityPolicy: web?.mode !== "development",
  });
  // Text PostgreSQL cannot store (U+0000) is a 400 wherever it comes in, API or page.
  await app.register(refuseNul);
  // Public pages and JSON rendered here are kept briefly; any perspective write, made here
  // or (through NOTIFY) on another instance, drops them all.
  const publicResponses = new ResponseStore(PUBLIC_RESPONSE_STORE);
  const stopInvalidating = onPerspectivesChanged(() => publicResponses.clear());
  app.addHook("onClose", async () => stopInvalidating());
  await app.register(publicCache, {
    pages: web !== undefined && web.mode !== "development",
    store: publicResponses,
  });
  await app.register(compress);
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: false,
    // A limit reached is an error like any other, so it leaves as `{ message }` JSON.
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests. Please try again in ${context.after}.`),
    ...(env.RATE_LIMITS ? {} : { allowList: () => true }),
  });

  await app.register(api, {
    prefix: "/api",
    database,
    secureCookies: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
  });

  // Static routes: they win over the pages' catch-all that registerWeb adds.
  await app.register(seoRoutes, {
    perspectives: {
      forSitemap: () => listSitemapPerspectives(database.db),
      newest: (count) => listPublishedPerspectives(database.db, {}, count),
    },
    publicUrl: env.PUBLIC_URL,
  });

  if (web) await registerWeb(app, database.db, env, web);

  // Perspective writes of other instances on the same database reach this one's listeners.
  const stopRelay = await relayPerspectivesChanged(database);
  app.addHook("onClose", async () => {
    await stopRelay();
  });
  return app;
}

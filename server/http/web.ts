import path from "node:path";
import { pathToFileURL } from "node:url";
import { reactRouterFastify } from "@mcansh/remix-fastify/react-router";
import type { AdminAccount } from "@shared/schemas/admin-auth";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { Database } from "../db/client";
import type { Env } from "../env";
import type { CookieReply } from "../lib/cookie-reply";
import { isBuiltAsset } from "./security";

declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    cspNonce: string;
    publicUrl: string;
    /**
     * The staff account the request's session cookie is for (as `GET /api/admin/me` answers
     * it), or null: for the admin pages' server render. Asked only by the pages that need it.
     */
    signedInAccount: () => Promise<AdminAccount | null>;
    /**
     * The admin API's JSON answer to a GET of `path` for this request's session, as the browser
     * would have it, or undefined when it answers anything but 200: for an admin screen's server
     * render to draw its data rather than a spinner (ADR 055). The same route, hooks and role
     * checks answer it; nothing is asked of the database that the screen would not have asked.
     */
    adminApi: <T>(path: string) => Promise<T | undefined>;
    contact: { email: string; phone: string };
  }
}

/** The staff account a page request's session cookie is for, or null (ADR 054). */
export type PageAccount = (
  request: Pick<FastifyRequest, "cookies">,
  reply: CookieReply,
) => Promise<AdminAccount | null>;

export type WebOptions = {
  /** Folder holding React Router's client and server builds. */
  buildDirectory: string;
  /** "development" serves through Vite's dev server with hot reload. */
  mode: "production" | "development";
};

/** Serves the built assets and server-renders every page through React Router. */
export async function registerWeb(
  app: FastifyInstance,
  db: Database,
  env: Env,
  web: WebOptions,
  accountOf: PageAccount,
) {
  // A precompressed asset is a different body per Accept-Encoding: caches must key on it.
  app.addHook("onSend", async (request, reply, payload) => {
    if (isBuiltAsset(request.url)) {
      const vary = String(reply.getHeader("vary") ?? "");
      // Lower case, as @fastify/compress writes and looks for it: it would add a second one.
      if (!/accept-encoding/i.test(vary)) {
        reply.header("vary", vary ? `${vary}, accept-encoding` : "accept-encoding");
      }
    }
    return payload;
  });
  const contact = { email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE };
  // In production the build is loaded here, once: React Router serves it, and the server asks
  // its entry for the pages it answers itself (ADR 056).
  const build =
    web.mode === "production"
      ? ((await import(
          pathToFileURL(path.resolve(web.buildDirectory, "server/index.js")).href
        )) as ServerBuild)
      : undefined;
  if (build) registerDealPage(app, db, contact, build);
  await app.register(reactRouterFastify, {
    buildDirectory: path.resolve(web.buildDirectory),
    productionServerBuild: build,
    mode: web.mode,
    // `npm run build` writes .br and .gz beside each asset (scripts/precompress.mjs): sent
    // as the browser accepts, at the highest levels, with no compression per request.
    fastifyStaticOptions: { preCompressed: true },
    getLoadContext: (request, reply) => ({
      db,
      cspNonce: request.cspNonce,
      signedInAccount: () => accountOf(request, reply),
      adminApi: (apiPath) => adminApiAnswer(app, request, apiPath),
      publicUrl: env.PUBLIC_URL,
      contact,
    }),
  });
}

/** What the app's server entry exports to render a backer's deal page (ADR 056). */
type DealDocumentRenderer = (input: {
  db: Database;
  token: string;
  nonce: string;
  contact: AppLoadContext["contact"];
  entry: ServerBuild["assets"]["entry"];
}) => Promise<{ status: number; headers: Record<string, string>; html: string }>;

/**
 * GET /deal/{token}, answered without React Router's request pipeline, which cost a deal page
 * three times what rendering it does (issue 36's budget, ADR 056): the app's entry renders the
 * same document React Router would. The hooks every page has (security headers and nonce, no
 * public cache for /deal, the log's hidden token, compression) apply as to any route.
 */
function registerDealPage(
  app: FastifyInstance,
  db: Database,
  contact: AppLoadContext["contact"],
  build: ServerBuild,
) {
  const render = (build.entry.module as { renderDealDocument?: DealDocumentRenderer })
    .renderDealDocument;
  if (typeof render !== "function") {
    throw new Error("The server build's entry does not export renderDealDocument: rebuild it");
  }
  app.get<{ Params: { token: string } }>("/deal/:token", async (request, reply) => {
    const page = await render({
      db,
      token: request.params.token,
      nonce: request.cspNonce,
      contact,
      entry: build.assets.entry,
    });
    return reply
      .code(page.status)
      .headers(page.headers)
      .type("text/html; charset=utf-8")
      .send(page.html);
  });
}

/**
 * The request's own headers that say who asks and how: its session cookie, and what the
 * session's record of where it was last used reads (the address comes as `remoteAddress`).
 */
const FORWARDED_HEADERS = ["cookie", "user-agent", "x-forwarded-for", "x-forwarded-proto", "host"];

/** `adminApi` of the load context: a GET of the API, in process, on behalf of `request`. */
async function adminApiAnswer<T>(
  app: FastifyInstance,
  request: Pick<FastifyRequest, "headers"> & { socket: { remoteAddress?: string } },
  apiPath: string,
): Promise<T | undefined> {
  if (!apiPath.startsWith("/api/admin/")) throw new Error(`not an admin API path: ${apiPath}`);
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  const answer = await app.inject({
    method: "GET",
    url: apiPath,
    headers,
    remoteAddress: request.socket.remoteAddress,
  });
  return answer.statusCode === 200 ? (answer.json() as T) : undefined;
}

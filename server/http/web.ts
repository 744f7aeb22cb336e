import path from "node:path";
import { reactRouterFastify } from "@mcansh/remix-fastify/react-router";
import type { AdminAccount } from "@shared/schemas/admin-auth";
import type { FastifyInstance, FastifyRequest } from "fastify";
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
  await app.register(reactRouterFastify, {
    buildDirectory: path.resolve(web.buildDirectory),
    mode: web.mode,
    // `npm run build` writes .br and .gz beside each asset (scripts/precompress.mjs): sent
    // as the browser accepts, at the highest levels, with no compression per request.
    fastifyStaticOptions: { preCompressed: true },
    getLoadContext: (request, reply) => ({
      db,
      cspNonce: request.cspNonce,
      signedInAccount: () => accountOf(request, reply),
      publicUrl: env.PUBLIC_URL,
      contact: { email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE },
    }),
  });
}

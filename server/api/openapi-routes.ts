import { site } from "@shared/config/site";
import { openApiDocument } from "@shared/schemas/openapi";
import type { FastifyPluginAsync } from "fastify";
import { SESSION_COOKIE } from "../features/staff/session-cookie";
import { buildOpenApiDocument, type OpenApiDocument } from "../lib/openapi/build-document";
import { documented } from "../lib/openapi/operation";
import type { RouteCatalogue } from "../lib/openapi/route-catalogue";

/** The document's own version: it changes when the API does in a way a client must follow. */
const API_VERSION = "1.0.0";

/** GET /api/openapi.json (contract §19): the catalogued routes, described by themselves. */
export const openApiRoutes: FastifyPluginAsync<{ catalogue: RouteCatalogue }> = async (
  app,
  { catalogue },
) => {
  // Built at the first request, when every route is registered; routes cannot change after.
  let document: OpenApiDocument | undefined;
  app.get(
    "/openapi.json",
    documented({
      summary: "This document: every public and staff route, in OpenAPI 3.1",
      tag: "Reference",
      responses: { 200: openApiDocument },
    }),
    async () => {
      document ??= buildOpenApiDocument(catalogue.documented(), {
        title: `${site.name} API`,
        version: API_VERSION,
        sessionCookie: SESSION_COOKIE,
      });
      return document;
    },
  );
};

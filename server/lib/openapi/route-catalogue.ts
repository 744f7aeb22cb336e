import type { FastifyInstance, RouteOptions } from "fastify";
import type { ApiOperation } from "./operation";

/** A documented route as the document describes it: one method of one path. */
export type CataloguedRoute = {
  method: string;
  /** Fastify's path, prefixes included (`/api/admin/tags/:id`). */
  url: string;
  operation: ApiOperation;
  /** Null on a public route. */
  access: {
    roles: readonly string[];
    /** The API token scope this method needs, or null when only a signed-in session reaches it. */
    tokenScope: string | null;
  } | null;
};

/**
 * Every route Fastify registers in a scope, heard through its onRoute hook. Each route's
 * options are kept as they are and read once the app is ready, since the scopes that guard a
 * route add their access to it after this hook has seen it (documentAccess).
 */
export class RouteCatalogue {
  private readonly routes: RouteOptions[] = [];

  /** Call first thing in the scope, before any route is registered in it. */
  watch(scope: FastifyInstance) {
    scope.addHook("onRoute", (route) => {
      this.routes.push(route);
    });
  }

  /** One entry per method; HEAD is left out where the same path answers GET (Fastify adds it). */
  private entries() {
    const methodsOf = (route: RouteOptions) => [route.method].flat().map(String);
    const gets = new Set(
      this.routes.filter((route) => methodsOf(route).includes("GET")).map((route) => route.url),
    );
    return this.routes.flatMap((route) =>
      methodsOf(route)
        .filter((method) => !(method === "HEAD" && gets.has(route.url)))
        .map((method) => ({ method, route })),
    );
  }

  documented(): CataloguedRoute[] {
    return this.entries().flatMap(({ method, route }) => {
      const operation = route.config?.operation;
      if (!operation || "notAnOperation" in operation) return [];
      const access = route.config?.access;
      return [
        {
          method,
          url: route.url,
          operation,
          access: access
            ? { roles: access.roles, tokenScope: access.tokenReach(method, route.url) }
            : null,
        },
      ];
    });
  }

  /** `METHOD /path` of every route that neither documents itself nor says why it is not an operation. */
  undocumented(): string[] {
    return this.entries()
      .filter(({ route }) => !route.config?.operation)
      .map(({ method, route }) => `${method} ${route.url}`);
  }
}

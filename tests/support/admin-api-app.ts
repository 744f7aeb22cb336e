import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { signedInAdmin } from "./admin-session";
import { createTestApp, JSON_HEADERS, type TestApp } from "./test-app";

/** The admin API as most of its tests drive it: one app per test file, an admin signed in. */
export type AdminApiApp = {
  t: TestApp;
  /** The signed-in admin's session cookie (`cookie` header value). */
  adminCookie: string;
  /**
   * A request with a JSON body when one is given, as the admin unless another session's
   * cookie is given ("" for none).
   */
  call(
    method: InjectOptions["method"],
    url: string,
    body?: unknown,
    cookie?: string,
  ): ReturnType<FastifyInstance["inject"]>;
};

/**
 * Starts an app (with `overrides` of its environment) and signs the test admin in for the
 * calling test file (its hooks); `t` and `adminCookie` are there once its beforeAll has run.
 */
export function adminApiAppForThisFile(overrides: Record<string, string> = {}): AdminApiApp {
  const world = {
    call(method, url, body, cookie = world.adminCookie) {
      return world.t.app.inject({
        method,
        url,
        headers: { ...(body === undefined ? {} : JSON_HEADERS), ...(cookie ? { cookie } : {}) },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
    },
  } as AdminApiApp;

  beforeAll(async () => {
    world.t = await createTestApp(overrides);
    world.adminCookie = await signedInAdmin(world.t);
  });
  afterAll(async () => {
    await world.t?.close();
  });
  return world;
}

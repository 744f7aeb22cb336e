import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { loginFailures } from "../../server/db/schema";
import { createTestAdmin } from "./admin-session";
import { createTestApp, type TestApp } from "./test-app";

/*
 * What the sign-in API tests (server/features/staff/{admin-auth,idle-expiry,change-password,
 * login-limit}) share: one app with the test admin per file, the session cookie's attributes
 * and GET /api/admin/me.
 */

export type AdminAuthApp = {
  testApp: TestApp;
  app: FastifyInstance;
  /** GET /api/admin/me, with the session cookie when given. */
  me(cookie?: string): ReturnType<FastifyInstance["inject"]>;
};

/**
 * Starts an app with the test admin for the calling test file (its hooks). The brute-force
 * limit counts per username and IP: each test starts with no failed logins counted.
 */
export function adminAuthAppForThisFile(): AdminAuthApp {
  const world = {
    me: (cookie?: string) =>
      world.app.inject({ method: "GET", url: "/api/admin/me", headers: cookie ? { cookie } : {} }),
  } as AdminAuthApp;

  beforeAll(async () => {
    world.testApp = await createTestApp();
    world.app = world.testApp.app;
    await createTestAdmin(world.testApp);
  });
  afterAll(async () => {
    await world.testApp?.close();
  });
  beforeEach(async () => {
    await world.testApp.database.db.delete(loginFailures);
  });
  return world;
}

/** The attributes of the rs_session cookie a response sets ("rs_session=…", "HttpOnly", …). */
export function sessionCookieAttributes(setCookie: string | string[] | undefined) {
  const header = [setCookie ?? []].flat().find((value) => value.startsWith("rs_session="));
  if (!header) throw new Error("no rs_session cookie set");
  return header.split(";").map((part) => part.trim());
}

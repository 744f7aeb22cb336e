import type { InjectOptions } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { signedInAdmin, signedInStaff } from "./admin-session";
import { apiCall, createTestApp, type TestApp } from "./test-app";

/** A test app with one signed-in account of each role (filled in by its beforeAll). */
export type StaffWorld = {
  t: TestApp;
  adminCookie: string;
  /** Rita, a reviewer. */
  reviewerCookie: string;
  /** Eddie, an editor. */
  editorCookie: string;
  /** An API call as `cookie` (the admin by default), with a JSON body when given. */
  call: (
    method: InjectOptions["method"],
    url: string,
    cookie?: string,
    body?: unknown,
  ) => ReturnType<ReturnType<typeof apiCall>>;
};

/**
 * The app and staff most role-checking API tests need: an admin, reviewer Rita and editor
 * Eddie, each signed in. Call it at the top of a test file; the world's fields are filled in
 * by its beforeAll and the app is closed by its afterAll.
 */
export function staffWorldForThisFile(): StaffWorld {
  const send = apiCall(() => world.t);
  const world = {
    call: (method, url, cookie, body) => send(method, url, cookie ?? world.adminCookie, body),
  } as StaffWorld;
  beforeAll(async () => {
    world.t = await createTestApp();
    world.adminCookie = await signedInAdmin(world.t);
    world.reviewerCookie = (await signedInStaff(world.t, "reviewer", "rita")).cookie;
    world.editorCookie = (await signedInStaff(world.t, "editor", "eddie")).cookie;
  });
  afterAll(async () => {
    await world.t?.close();
  });
  return world;
}

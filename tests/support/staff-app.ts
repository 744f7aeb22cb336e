import { afterAll, beforeAll } from "vitest";
import { signedInAdmin, signedInStaff } from "./admin-session";
import { type ApiCall, apiCall, createTestApp, type TestApp } from "./test-app";

/** A test file's app with one signed-in account per role. */
export type StaffApp = {
  t: TestApp;
  adminCookie: string;
  /** "rita" */
  reviewerCookie: string;
  /** "eddie" */
  editorCookie: string;
  /** A call under `basePath` (e.g. "/api/admin/tags") as the account of `cookie`. */
  call: ApiCall;
};

/**
 * Starts an app before the file's tests, signs in an admin, a reviewer and an editor, and
 * closes it after them: the set-up of every API test of a resource the three roles may
 * (or may not) touch. Its fields are there once the file's `beforeAll` has run.
 */
export function staffApp(basePath: string): StaffApp {
  const staff = { call: apiCall(() => staff.t, basePath) } as StaffApp;
  beforeAll(async () => {
    staff.t = await createTestApp();
    staff.adminCookie = await signedInAdmin(staff.t);
    staff.reviewerCookie = (await signedInStaff(staff.t, "reviewer", "rita")).cookie;
    staff.editorCookie = (await signedInStaff(staff.t, "editor", "eddie")).cookie;
  });
  afterAll(() => staff.t?.close());
  return staff;
}

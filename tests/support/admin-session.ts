import type { StaffRole } from "@shared/schemas/staff-roles";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { createAdmin } from "../../server/features/staff/create-admin";
import { SESSION_COOKIE } from "../../server/features/staff/session-cookie";
import { postJson, type TestApp } from "./test-app";

/** The admin most API tests sign in as. */
export const TEST_ADMIN = { username: "admin", password: "correct horse battery" } as const;

type Credentials = { username: string; password: string };

/** Creates an admin directly in the test database (as the operator command would). */
export async function createTestAdmin(testApp: TestApp, credentials: Credentials = TEST_ADMIN) {
  const admin = await createAdmin(testApp.database.db, credentials.username, credentials.password);
  if (!admin) throw new Error(`admin ${credentials.username} already exists`);
  return admin;
}

/** POST /api/admin/login; `cookie` sends a session cookie along (rotation tests). */
export function logIn(
  app: FastifyInstance,
  credentials: Credentials = TEST_ADMIN,
  options: { cookie?: string; remoteAddress?: string } = {},
) {
  return postJson(app, "/api/admin/login", credentials, {
    remoteAddress: options.remoteAddress,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
}

/** The session cookie a response sets, as a `cookie` request header value. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie?.value)
    throw new Error(`no ${SESSION_COOKIE} cookie set (status ${response.statusCode})`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Logs in and returns the `cookie` header value of the new session. */
export async function signIn(app: FastifyInstance, credentials: Credentials = TEST_ADMIN) {
  const response = await logIn(app, credentials);
  if (response.statusCode !== 200) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return sessionCookieOf(response);
}

/** Creates the test admin and signs in: the `cookie` header of a live session. */
export async function signedInAdmin(testApp: TestApp) {
  await createTestAdmin(testApp);
  return signIn(testApp.app);
}

/** Creates a staff account with `role` and signs in as it: the `cookie` header of its session. */
export async function signedInStaff(testApp: TestApp, role: StaffRole, username = `${role}-user`) {
  const credentials = { username, password: `${role} password 123` };
  const account = await createAdmin(testApp.database.db, username, credentials.password, role);
  if (!account) throw new Error(`staff account ${username} already exists`);
  return { account, cookie: await signIn(testApp.app, credentials) };
}

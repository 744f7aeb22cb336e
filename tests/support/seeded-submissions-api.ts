import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { signedInAdmin } from "./admin-session";
import { type SeededRow, type SubmissionKind, variedRows } from "./submission-fixtures";
import { createTestApp, type TestApp } from "./test-app";

/**
 * One kind's admin list API over the varied rows (submission-fixtures.ts), signed in as an
 * admin, for tests that only read. Call it in a describe block; the app, the cookie and the
 * seeded rows are in `state` once its beforeAll has run.
 */
export function seededSubmissionsApi(kind: SubmissionKind) {
  const state = {} as { app: FastifyInstance; cookie: string; rows: SeededRow[] };
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    state.app = testApp.app;
    state.cookie = await signedInAdmin(testApp);
    state.rows = await kind.insert(testApp.database.db, variedRows(kind));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string) =>
    state.app.inject({ method: "GET", url, headers: { cookie: state.cookie } });
  const list = (query: Record<string, string> = {}) =>
    get(`/api/admin/${kind.path}?${new URLSearchParams(query)}`);
  const listIds = async (query: Record<string, string> = {}) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { id: number }[]).map((row) => row.id);
  };

  return { state, get, list, listIds };
}

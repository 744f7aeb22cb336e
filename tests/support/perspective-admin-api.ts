import type { EditedPerspective } from "@shared/schemas/perspective-revisions";
import type { FastifyInstance, HTTPMethods, InjectOptions } from "fastify";
import { expect } from "vitest";
import { adminApiAppForThisFile } from "./admin-api-app";
import { validPerspective } from "./submission-payloads";

/*
 * The perspectives admin API (/api/admin/perspectives) as its API tests drive it: one app with
 * a signed-in admin per test file (admin-api-app.ts), and the editor's requests.
 */

/** Every key of a perspective record as the public API answers it (its body aside in lists). */
export const RECORD_KEYS = [
  "authorImage",
  "authorName",
  "authorTitle",
  "category",
  "content",
  "coverImage",
  "createdAt",
  "featured",
  "id",
  "publishedAt",
  "published",
  "publishAt",
  "status",
  "slug",
  "summary",
  "title",
  "updatedAt",
].sort();

/** Every key of a perspective the admin's detail, POST and PATCH answer (contract §15). */
export const ADMIN_RECORD_KEYS = [...RECORD_KEYS, "version"].sort();

type Response = Awaited<ReturnType<FastifyInstance["inject"]>>;

/** Starts an app and signs an admin in for the calling test file; answers its requests. */
export function perspectiveAdminApi() {
  const api = adminApiAppForThisFile();

  /** A request as the signed-in admin, or with no session when `withCookie` is false. */
  const send = (method: HTTPMethods, url: string, body?: unknown, withCookie = true) =>
    api.call(method, url, body, withCookie ? api.adminCookie : "");
  /** Any request, as the signed-in admin (for bodies `send` would not write). */
  const injectSignedIn = (options: InjectOptions) =>
    api.t.app.inject({ ...options, headers: { ...options.headers, cookie: api.adminCookie } });
  const create = (body: unknown) => send("POST", "/api/admin/perspectives", body);
  const update = (id: number | string, body: unknown) =>
    send("PATCH", `/api/admin/perspectives/${id}`, body);
  const detail = (id: number | string) => send("GET", `/api/admin/perspectives/${id}`);
  const remove = (id: number | string) => send("DELETE", `/api/admin/perspectives/${id}`);

  /** Creates a perspective and returns the stored record (fails the test on anything but 201). */
  async function created(overrides: Record<string, unknown> = {}): Promise<EditedPerspective> {
    const response = await create(validPerspective(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  /** The app and its database, for what a test does behind the API (the worker's tasks). */
  const db = () => api.t.database.db;
  const app = () => api.t.app;

  return { api, send, injectSignedIn, create, update, detail, remove, created, db, app };
}

/** A 400 whose errors name `path` (with `message`, when given). */
export function expectFieldError(response: Response, path: string, message?: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body.message).toEqual(expect.any(String));
  expect(body.errors).toContainEqual({ path, message: message ?? expect.any(String) });
}

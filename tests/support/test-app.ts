import type { FastifyInstance, InjectOptions } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../../server/app";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { loadEnv } from "../../server/env";
import { migrationsFolder } from "./migrations-folder";
import { migratedSnapshot } from "./pglite-snapshot";
import { createDatabase, dropDatabase } from "./postgres-cluster";

export { migrationsFolder };

/** The origin the test app believes it is served from (its PUBLIC_URL). */
export const TEST_PUBLIC_URL = "http://localhost:3000";

/** Environment every test app starts from; a test overrides what it needs. */
const TEST_ENV = {
  NODE_ENV: "test",
  PUBLIC_URL: TEST_PUBLIC_URL,
  RATE_LIMITS: "off",
} as const;

export type TestDatabaseKind = "pglite" | "postgres";

/** Which database the running Vitest project tests against (set per project in vitest.config.ts). */
export function testDatabaseKind(): TestDatabaseKind {
  const kind = process.env.TEST_DATABASE;
  if (kind === "pglite" || kind === "postgres") return kind;
  throw new Error(
    `TEST_DATABASE must be "pglite" or "postgres" (got ${JSON.stringify(kind)}); run API tests through a Vitest project: --project api-pglite or --project api-postgres`,
  );
}

export type TestApp = {
  app: FastifyInstance;
  /** The app's database; `close()` on it may be called early (it is idempotent). */
  database: DatabaseHandle;
  /** Closes the app and the database, and drops the PostgreSQL test database. */
  close(): Promise<void>;
};

/**
 * A fresh API-only app on an empty, migrated database: in-memory PGlite, or a new
 * database on the throwaway PostgreSQL server, depending on the Vitest project.
 */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const fresh = await openTestDatabase();
  let app: FastifyInstance;
  try {
    app = await buildTestApp(fresh.database, overrides);
  } catch (error) {
    await fresh.dispose();
    throw error;
  }
  return {
    app,
    database: fresh.database,
    async close() {
      await app.close();
      await fresh.dispose();
    },
  };
}

/** The API-only app (no pages) on a given database, with the test environment. */
export async function buildTestApp(
  database: DatabaseHandle,
  overrides: Record<string, string> = {},
) {
  const app = await buildApp({ env: testEnv(overrides), database, logger: false });
  await app.ready();
  return app;
}

/** The test environment; never the machine's own, so a stray DATABASE_URL cannot leak in. */
export function testEnv(overrides: Record<string, string> = {}) {
  return loadEnv({ ...TEST_ENV, ...overrides });
}

/** A new, empty, migrated database of the project's kind, and how to get rid of it. */
export async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  dispose(): Promise<void>;
}> {
  if (testDatabaseKind() === "pglite") {
    const database = idempotentClose(
      await openDatabase({ migrationsFolder, snapshot: await migratedSnapshot() }),
    );
    return { database, dispose: () => database.close() };
  }

  const adminUrl = inject("postgresAdminUrl");
  if (!adminUrl) throw new Error("postgresAdminUrl was not provided: is the globalSetup missing?");
  const databaseUrl = await createDatabase(adminUrl, "test");
  let database: DatabaseHandle;
  try {
    database = idempotentClose(await openDatabase({ databaseUrl, migrationsFolder }));
  } catch (error) {
    await dropDatabase(adminUrl, databaseUrl);
    throw error;
  }
  return {
    database,
    async dispose() {
      await database.close();
      await dropDatabase(adminUrl, databaseUrl);
    },
  };
}

/** Lets a test close the database early (health check) without breaking the later cleanup. */
function idempotentClose(database: DatabaseHandle): DatabaseHandle {
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close() {
      closing ??= database.close();
      return closing;
    },
  };
}

/** Headers of a JSON POST the way the site's own pages send it. */
export const JSON_HEADERS = { "content-type": "application/json" } as const;

/** An API call with a session cookie and, when given, a JSON body. */
export type ApiCall = (
  method: InjectOptions["method"],
  url: string,
  cookie: string,
  body?: unknown,
) => Promise<Awaited<ReturnType<FastifyInstance["inject"]>>>;

/** ApiCall on the app `app()` gives (read at each call), under `basePath`. */
export function apiCall(app: () => TestApp, basePath = ""): ApiCall {
  return (method, url, cookie, body) =>
    app().app.inject({
      method,
      url: `${basePath}${url}`,
      headers: { cookie, ...(body === undefined ? {} : JSON_HEADERS) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** POSTs a JSON body (an object, or raw text for malformed payloads). */
export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options: Omit<InjectOptions, "method" | "url" | "payload"> = {},
) {
  return app.inject({
    ...options,
    method: "POST",
    url,
    headers: { ...JSON_HEADERS, ...options.headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

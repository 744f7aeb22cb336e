import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { TEST_ADMIN } from "../../tests/support/admin-session";
import { insertPerspectives, perspectiveSeed } from "../../tests/support/perspective-seeds";
import { createDatabase, dropDatabase } from "../../tests/support/postgres-cluster";
import {
  buildTestApp,
  JSON_HEADERS,
  migrationsFolder,
  TEST_PUBLIC_URL,
  testDatabaseKind,
} from "../../tests/support/test-app";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { createAdmin } from "../features/staff/create-admin";
import { SESSION_COOKIE } from "../features/staff/session-cookie";

/**
 * Contract §1 and §6: several app instances behind a load balancer on one PostgreSQL.
 * Instance A runs in this process, instance B in a child process of its own (its own
 * caches and listeners, as a second server would have), both on one fresh database.
 */
if (testDatabaseKind() !== "postgres") throw new Error("this file runs on PostgreSQL only");

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const childScript = fileURLToPath(
  new URL("../../tests/support/app-instance-child.ts", import.meta.url),
);
/** How soon a write on one instance must show on the other's cached public list. */
const PROPAGATION_LIMIT_MS = 3_000;

let databaseUrl: string;
let database: DatabaseHandle;
let a: FastifyInstance;
let child: ChildProcess;
let bBase: string;

beforeAll(async () => {
  databaseUrl = await createDatabase(inject("postgresAdminUrl"), "instances");
  database = await openDatabase({ databaseUrl, migrationsFolder });
  await createAdmin(database.db, TEST_ADMIN.username, TEST_ADMIN.password);
  a = await buildTestApp(database);
  ({ child, port: bBase } = await startInstanceB());
}, 90_000);
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await a?.close();
  await database?.close();
  if (databaseUrl) await dropDatabase(inject("postgresAdminUrl"), databaseUrl);
});

function startInstanceB() {
  return new Promise<{ child: ChildProcess; port: string }>((resolve, reject) => {
    const started = spawn(
      process.execPath,
      ["--import", "tsx", childScript, databaseUrl, TEST_PUBLIC_URL],
      { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] },
    );
    let stdout = "";
    let stderr = "";
    started.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    started.stdout?.on("data", (chunk) => {
      stdout += chunk;
      const line = stdout.split("\n")[0];
      if (stdout.includes("\n") && line) {
        const { port } = JSON.parse(line) as { port: number };
        resolve({ child: started, port: `http://127.0.0.1:${port}` });
      }
    });
    started.on("error", reject);
    started.on("exit", (code) => reject(new Error(`instance B exited (${code}):\n${stderr}`)));
  });
}

/** A request to instance B over HTTP; answers status, parsed JSON (if any) and the session cookie. */
async function onB(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const response = await fetch(`${bBase}${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.body === undefined ? {} : JSON_HEADERS),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return {
    status: response.status,
    json: text ? JSON.parse(text) : undefined,
    cookie: setCookie?.split(";")[0],
  };
}

/** A request to instance A (in this process). */
async function onA(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const response = await a.inject({
    method: (init.method ?? "GET") as "GET",
    url: path,
    headers: {
      ...(init.body === undefined ? {} : JSON_HEADERS),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    payload: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return {
    status: response.statusCode,
    json: response.body ? response.json() : undefined,
    cookie: cookie?.value ? `${SESSION_COOKIE}=${cookie.value}` : undefined,
  };
}

const login = async (on: typeof onA) => {
  const response = await on("/api/admin/login", { method: "POST", body: TEST_ADMIN });
  expect(response.status).toBe(200);
  if (!response.cookie) throw new Error("no session cookie");
  return response.cookie;
};

/** Polls until `check` passes; answers how long that took. */
async function timeUntil(check: () => Promise<boolean>, limitMs: number) {
  const started = Date.now();
  while (Date.now() - started < limitMs + 2_000) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Number.POSITIVE_INFINITY;
}

describe("two app instances on one PostgreSQL", () => {
  it("share sessions: a login, a logout and a password change on one hold on the other", async () => {
    const fromA = await login(onA);
    expect((await onB("/api/admin/me", { cookie: fromA })).status).toBe(200);
    expect((await onB("/api/admin/logout", { method: "POST", cookie: fromA })).status).toBe(204);
    expect((await onA("/api/admin/me", { cookie: fromA })).status).toBe(401);

    const [first, second] = [await login(onB), await login(onB)];
    expect((await onA("/api/admin/me", { cookie: first })).status).toBe(200);
    const changed = await onA("/api/admin/change-password", {
      method: "POST",
      cookie: first,
      body: { currentPassword: TEST_ADMIN.password, newPassword: TEST_ADMIN.password },
    });
    expect(changed.status).toBe(200);
    expect((await onB("/api/admin/me", { cookie: first })).status).toBe(200);
    expect((await onB("/api/admin/me", { cookie: second })).status).toBe(401);
  });

  it("see each other's writes", async () => {
    const cookie = await login(onA);
    const submitted = await onB("/api/ideas", {
      method: "POST",
      body: {
        name: "Two Instances",
        email: "two-instances@example.com",
        idea: "Submitted on B, read and updated on A, read again on B.",
        sector: "Other",
        stage: "Other",
      },
    });
    expect(submitted.status).toBe(201);
    const { id } = submitted.json;

    const listed = await onA("/api/admin/startup-ideas?search=two-instances", { cookie });
    expect(listed.json.map((row: { id: number }) => row.id)).toEqual([id]);
    const updated = await onA(`/api/admin/startup-ideas/${id}/status`, {
      method: "PATCH",
      cookie,
      body: { status: "contacted", notes: "Updated on A" },
    });
    expect(updated.status).toBe(200);
    const onBAgain = await onB(`/api/admin/startup-ideas/${id}`, { cookie });
    expect(onBAgain.json).toMatchObject({ id, status: "contacted", notes: "Updated on A" });
  });

  it("drop each other's cached public perspective lists within seconds of a write (NOTIFY)", async () => {
    const cookie = await login(onA);
    const titlesOn = async (on: typeof onA) =>
      ((await on("/api/perspectives")).json as { title: string }[]).map((p) => p.title).sort();

    const cachedOnB = await titlesOn(onB);
    // Written behind the app's back: no notification, so B keeps serving its cached list,
    // which shows the cache is real (and only a notification can refresh it in time).
    await insertPerspectives(database.db, [perspectiveSeed("Quiet Insert")]);
    expect(await titlesOn(onB)).toEqual(cachedOnB);

    const created = await onA("/api/admin/perspectives", {
      method: "POST",
      cookie,
      body: {
        title: "Written on instance A",
        summary: "A perspective created through instance A.",
        content: `<p>${"Enough words to pass the fifty character minimum. ".repeat(2)}</p>`,
        category: "market_analysis",
        authorName: "Ada Field",
        authorTitle: "Partner",
      },
    });
    expect(created.status).toBe(201);
    const seenOnB = await timeUntil(
      async () => (await titlesOn(onB)).includes("Written on instance A"),
      PROPAGATION_LIMIT_MS,
    );
    expect(seenOnB).toBeLessThan(PROPAGATION_LIMIT_MS);
    expect(await titlesOn(onB)).toContain("Perspective Quiet Insert");

    // And the other way: A's cached list follows an unpublish made on B.
    expect(await titlesOn(onA)).toContain("Written on instance A");
    const unpublished = await onB(`/api/admin/perspectives/${created.json.id}`, {
      method: "PATCH",
      cookie,
      body: { published: false },
    });
    expect(unpublished.status).toBe(200);
    const goneOnA = await timeUntil(
      async () => !(await titlesOn(onA)).includes("Written on instance A"),
      PROPAGATION_LIMIT_MS,
    );
    expect(goneOnA).toBeLessThan(PROPAGATION_LIMIT_MS);
  });
});

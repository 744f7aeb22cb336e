import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createDatabase,
  type PostgresCluster,
  startPostgresCluster,
} from "../../tests/support/postgres-cluster";
import {
  buildTestApp,
  migrationsFolder,
  postJson,
  testDatabaseKind,
} from "../../tests/support/test-app";
import {
  onPerspectivesChanged,
  PERSPECTIVES_CHANGED_CHANNEL,
} from "../features/perspectives/perspective-events";
import { type DatabaseHandle, openDatabase } from "./client";
import { rowsOf } from "./rows";

/**
 * A PostgreSQL server restarted under the running app (an upgrade, a failover, an
 * operator's `pg_ctl restart`): the app comes back on its own, without a process
 * restart, within 15 s of the server being back. It needs a cluster of its own to
 * restart, so it runs in the api-postgres project only.
 */
if (testDatabaseKind() !== "postgres") throw new Error("this file runs on PostgreSQL only");

const RECOVERY_LIMIT_MS = 15_000;

let cluster: PostgresCluster;
let databaseUrl: string;
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  databaseUrl = await createDatabase(cluster.adminUrl, "restart");
  database = await openDatabase({ databaseUrl, migrationsFolder });
  app = await buildTestApp(database);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await cluster?.stop();
}, 60_000);

const idea = (n: number) => ({
  name: `Restart Tester ${n}`,
  email: `restart-${n}@example.com`,
  idea: "An idea sent around a database restart.",
  sector: "Other",
  stage: "Other",
});

const health = () => app.inject({ method: "GET", url: "/api/health" });

describe("a PostgreSQL restart under the running app", () => {
  it("is survived: health and submissions work again within 15 s, nothing stored is lost, change events flow again", async () => {
    const changes: number[] = [];
    const stopListening = onPerspectivesChanged(() => changes.push(Date.now()));

    // Several pooled connections open and idle, so the restart has some to break.
    const before = await Promise.all([1, 2, 3, 4].map((n) => postJson(app, "/api/ideas", idea(n))));
    for (const response of before) expect(response.statusCode).toBe(201);

    await cluster.halt();
    // Down for a couple of seconds: every request is answered (no hang), none is a success.
    const downUntil = Date.now() + 2_000;
    while (Date.now() < downUntil) {
      expect((await health()).statusCode).toBe(503);
      const refused = await postJson(app, "/api/ideas", idea(5));
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: expect.any(String) });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    await cluster.resume();
    const resumedAt = Date.now();
    let recoveredAt: number | undefined;
    let stored: { id: number } | undefined;
    while (Date.now() - resumedAt < RECOVERY_LIMIT_MS + 5_000) {
      const [checked, submitted] = [await health(), await postJson(app, "/api/ideas", idea(6))];
      if (checked.statusCode === 200 && submitted.statusCode === 201) {
        recoveredAt = Date.now();
        stored = submitted.json();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(recoveredAt, "the app never came back").toBeDefined();
    expect((recoveredAt ?? Infinity) - resumedAt).toBeLessThan(RECOVERY_LIMIT_MS);

    // Nothing acknowledged before the restart is gone, and the new submission is there.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const rows = await client.query<{ id: number; email: string }>(
        "select id, email from startup_ideas order by id",
      );
      expect(rows.rows.map((row) => row.email).sort()).toEqual([
        ...before.map((response) => response.json().email).sort(),
        "restart-6@example.com",
      ]);
      expect(rows.rows.at(-1)?.id).toBe(stored?.id);

      // The LISTEN connection came back too: it says so once (notifications may have been
      // missed), and another instance's NOTIFY reaches this one's listeners again.
      await vi.waitFor(() => expect(changes.length).toBeGreaterThanOrEqual(1), {
        timeout: RECOVERY_LIMIT_MS,
      });
      const seen = changes.length;
      await client.query("select pg_notify($1, 'another instance')", [
        PERSPECTIVES_CHANGED_CHANNEL,
      ]);
      await vi.waitFor(() => expect(changes.length).toBe(seen + 1), { timeout: 5_000 });
    } finally {
      await client.end();
      stopListening();
    }
  }, 90_000);

  it("ends only the transaction whose connection is cut between two statements, not the process", async () => {
    // With no pool listener on a checked-out client, this cut was an unheard 'error'
    // event: vitest reports it as an uncaught exception and the run fails.
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const cut = database.db.transaction(async (tx) => {
        const [backend] = await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        await admin.query("select pg_terminate_backend($1)", [backend?.pid]);
        // The connection is gone while no statement is running on it.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(cut).rejects.toThrow();
      // The pool dropped the broken connection; the app goes on.
      expect((await health()).statusCode).toBe(200);
      expect((await postJson(app, "/api/ideas", idea(7))).statusCode).toBe(201);
    } finally {
      await admin.end();
    }
  }, 30_000);

  it("gives a connection back to the pool when its transaction could not even begin", async () => {
    // A connection the server ends while it sits idle in the pool (a restart, an operator's
    // pg_terminate_backend) is handed out before the app has read the news: the BEGIN sent
    // on it fails. Done more times than the pool has connections, a kept one would leave
    // the app with none (drizzle-orm#6241).
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    let beginsRefused = 0;
    try {
      for (let round = 0; round < 16; round++) {
        // Idle connections to end (a statement may meet one ended in the round before).
        await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select 1`).catch(() => {})));
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()
              and state = 'idle' and query not ilike 'listen%'`,
        );
        await database.db
          .transaction((tx) => tx.execute(sql`select 1`))
          .catch(() => {
            beginsRefused++;
          });
      }
    } finally {
      await admin.end();
    }
    expect(beginsRefused, "no round made a BEGIN fail; the test proves nothing").toBeGreaterThan(0);
    // The last round's ended connections may still sit in the pool until their sockets report
    // it (late on a busy machine), so one more BEGIN may meet one. What matters is that the
    // pool hands out a live one soon: with kept connections it would have none left, and
    // every try would wait for one until the poll gives up.
    await expect
      .poll(
        () =>
          database.db
            .transaction((tx) => tx.execute(sql`select 1`))
            .then(
              () => "began",
              (error: Error) => error.message,
            ),
        { timeout: 10_000, interval: 200 },
      )
      .toBe("began");
    expect((await health()).statusCode).toBe(200);
  }, 60_000);
});

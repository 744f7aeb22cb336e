import { eq, like, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VALID_IDEA, VALID_INTEREST } from "../../tests/support/submission-payloads";
import { buildTestApp, createTestApp, postJson, type TestApp } from "../../tests/support/test-app";
import { rateLimitCounters, scheduledJobs } from "../db/schema";
import { SUBMISSIONS_PER_HOUR } from "../features/submissions/submission-limit";

/**
 * ADR 016: the per-IP submission limits are counted in the database (rate_limit_counters),
 * one row per form and client address. Here on one app (and a second one on the same
 * database standing in for a restart); two instances on one PostgreSQL are in
 * shared-rate-limit.postgres.api.test.ts.
 */

const PROXY = "10.0.0.1";
const LIMITED = { TRUST_PROXY: "1", RATE_LIMITS: "on" };

const idea = VALID_IDEA;
const interest = VALID_INTEREST;

const submitIdea = (app: FastifyInstance, forwardedFor: string) =>
  postJson(app, "/api/ideas", idea, {
    remoteAddress: PROXY,
    headers: { "x-forwarded-for": forwardedFor },
  });
const submitInterest = (app: FastifyInstance, forwardedFor: string) =>
  postJson(app, "/api/investment-interests", interest, {
    remoteAddress: PROXY,
    headers: { "x-forwarded-for": forwardedFor },
  });

async function useUp(app: FastifyInstance, client: string, times = SUBMISSIONS_PER_HOUR) {
  for (let n = 1; n <= times; n++) {
    expect((await submitIdea(app, client)).statusCode, `submission ${n}`).toBe(201);
  }
}

describe("the submission limit counted in the database", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(LIMITED);
  });
  afterAll(async () => {
    await t?.close();
  });

  const counters = (client: string) =>
    t.database.db
      .select()
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, `% ${client}`));

  it("keeps one row per form and client: its hits, and the end of its window an hour on", async () => {
    const client = "203.0.113.1";
    await useUp(t.app, client, 3);
    expect((await submitInterest(t.app, client)).statusCode).toBe(201);
    const rows = await counters(client);
    expect(rows.map((row) => [row.key, row.hits]).sort()).toEqual([
      [`POST /api/ideas ${client}`, 3],
      [`POST /api/investment-interests ${client}`, 1],
    ]);
    for (const row of rows) {
      const left = row.resetsAt.getTime() - Date.now();
      expect(left).toBeGreaterThan(3_500_000);
      expect(left).toBeLessThanOrEqual(3_600_000 + 5_000);
    }
  });

  it("refuses the 31st with 429, Retry-After and a message; another address and the other form go on", async () => {
    const client = "203.0.113.2";
    await useUp(t.app, client);
    const refused = await submitIdea(t.app, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);

    expect((await submitInterest(t.app, client)).statusCode).toBe(201);
    expect((await submitIdea(t.app, "203.0.113.3")).statusCode).toBe(201);
  });

  it("counts the client the proxy names, whatever it puts in X-Forwarded-For itself", async () => {
    const client = "203.0.113.4";
    await useUp(t.app, client);
    for (const spoofed of [`198.51.100.1, ${client}`, `unknown, 198.51.100.2, ${client}`]) {
      const response = await submitIdea(t.app, spoofed);
      expect(response.statusCode, spoofed).toBe(429);
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    }
    // A refused submission changes nothing: the count stays at the budget.
    const rows = await counters(client);
    expect(rows.map((row) => [row.key, row.hits])).toEqual([
      [`POST /api/ideas ${client}`, SUBMISSIONS_PER_HOUR],
    ]);
    // Nothing is counted for the addresses the client made up.
    expect(await counters("198.51.100.1")).toEqual([]);
  });

  it("starts a new window once the old one has passed", async () => {
    const client = "203.0.113.5";
    await useUp(t.app, client);
    expect((await submitIdea(t.app, client)).statusCode).toBe(429);

    // The hour is over (moved on the database's clock rather than waited for).
    await t.database.db
      .update(rateLimitCounters)
      .set({ resetsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, `POST /api/ideas ${client}`));
    expect((await submitIdea(t.app, client)).statusCode).toBe(201);
    const [row] = await counters(client);
    expect(row?.hits).toBe(1);
    expect(row && row.resetsAt.getTime() - Date.now()).toBeGreaterThan(3_500_000);
    await useUp(t.app, client, SUBMISSIONS_PER_HOUR - 1);
    expect((await submitIdea(t.app, client)).statusCode).toBe(429);
  });

  it("keeps the counts across a restart: a new app on the same database refuses the 31st", async () => {
    const client = "203.0.113.6";
    await useUp(t.app, client);
    const restarted = await buildTestApp(t.database, LIMITED);
    try {
      const refused = await submitIdea(restarted, client);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await restarted.close();
    }
  });

  it("deletes expired counters on its schedule and keeps the live ones", async () => {
    const expired = "203.0.113.7";
    const live = "203.0.113.8";
    await useUp(t.app, expired, 1);
    await useUp(t.app, live, 1);
    await t.database.db
      .update(rateLimitCounters)
      .set({ resetsAt: sql`now() - interval '1 minute'` })
      .where(like(rateLimitCounters.key, `% ${expired}`));
    await t.database.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, "rate-limit-counters"));
    await t.app.backgroundWork.runOnce();
    expect(await counters(expired)).toEqual([]);
    expect(await counters(live)).toHaveLength(1);
  });
});

describe("when the database is away", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(LIMITED);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 503 with Retry-After, not 500, while the database is away", async () => {
    await t.database.close();
    const response = await submitIdea(t.app, "203.0.113.21");
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, dropDatabase } from "../../tests/support/postgres-cluster";
import { VALID_IDEA, VALID_INTEREST } from "../../tests/support/submission-payloads";
import { buildTestApp, migrationsFolder, postJson } from "../../tests/support/test-app";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { type investmentInterests, startupIdeas } from "../db/schema";
import { SUBMISSIONS_PER_HOUR } from "../features/submissions/submission-limit";

/**
 * ADR 016: two instances behind one load balancer, each with its own connection pool, on
 * one PostgreSQL, enforce one per-IP limit between them, not one each.
 */

const PROXY = "10.0.0.1";

const idea = VALID_IDEA;
const interest = VALID_INTEREST;

const post = (app: FastifyInstance, url: string, body: object, forwardedFor: string) =>
  postJson(app, url, body, { remoteAddress: PROXY, headers: { "x-forwarded-for": forwardedFor } });
const submitIdea = (app: FastifyInstance, forwardedFor: string) =>
  post(app, "/api/ideas", idea, forwardedFor);

let databaseUrl: string;
let databases: DatabaseHandle[] = [];
let apps: FastifyInstance[] = [];
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  databaseUrl = await createDatabase(inject("postgresAdminUrl"), "ratelimit");
  databases = [
    await openDatabase({ databaseUrl, migrationsFolder }),
    await openDatabase({ databaseUrl, migrationsFolder }),
  ];
  apps = await Promise.all(
    databases.map((database) => buildTestApp(database, { TRUST_PROXY: "1", RATE_LIMITS: "on" })),
  );
  [first, second] = apps as [FastifyInstance, FastifyInstance];
}, 90_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  if (databaseUrl) await dropDatabase(inject("postgresAdminUrl"), databaseUrl);
});

async function stored(table: typeof startupIdeas | typeof investmentInterests) {
  const [row] = await (databases[0] as DatabaseHandle).db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe("two instances on one PostgreSQL", () => {
  it("allow 30 ideas an hour from one client between them: the 31st is refused on either", async () => {
    expect(SUBMISSIONS_PER_HOUR).toBe(30);
    const client = "203.0.113.1";
    for (let n = 1; n <= SUBMISSIONS_PER_HOUR; n++) {
      const app = n % 2 ? first : second;
      expect((await submitIdea(app, client)).statusCode, `submission ${n}`).toBe(201);
    }
    for (const app of apps) {
      const refused = await submitIdea(app, client);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: expect.any(String) });
      const retryAfter = Number(refused.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3_600);
    }
    expect(await stored(startupIdeas)).toBe(SUBMISSIONS_PER_HOUR);
  });

  it("count every hit once when 50 arrive at both at the same moment: exactly 30 are stored", async () => {
    const client = "203.0.113.2";
    const before = await stored(startupIdeas);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => submitIdea(n % 2 ? first : second, client)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(SUBMISSIONS_PER_HOUR);
    expect(codes.filter((code) => code === 429)).toHaveLength(50 - SUBMISSIONS_PER_HOUR);
    expect((await stored(startupIdeas)) - before).toBe(SUBMISSIONS_PER_HOUR);
  });

  it("keep a separate budget per form: out of ideas on one, interest still goes on the other", async () => {
    const client = "203.0.113.3";
    for (let n = 1; n <= SUBMISSIONS_PER_HOUR; n++) {
      expect((await submitIdea(first, client)).statusCode, `idea ${n}`).toBe(201);
    }
    expect((await submitIdea(second, client)).statusCode).toBe(429);
    for (let n = 1; n <= SUBMISSIONS_PER_HOUR; n++) {
      const app = n % 2 ? second : first;
      const response = await post(app, "/api/investment-interests", interest, client);
      expect(response.statusCode, `interest ${n}`).toBe(201);
    }
    expect((await post(first, "/api/investment-interests", interest, client)).statusCode).toBe(429);
  });

  it("count the client the proxy names on both, whatever it adds to X-Forwarded-For", async () => {
    const client = "203.0.113.4";
    for (let n = 1; n <= SUBMISSIONS_PER_HOUR; n++) {
      // Made-up addresses in front of the real one change nothing, on either instance.
      const app = n % 2 ? first : second;
      const response = await submitIdea(app, `198.51.100.${n}, ${client}`);
      expect(response.statusCode, `submission ${n}`).toBe(201);
    }
    for (const app of apps) {
      const refused = await submitIdea(app, `198.51.100.99, ${client}`);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Another client behind the same proxy is not affected.
    expect((await submitIdea(second, "203.0.113.5")).statusCode).toBe(201);
  });
});

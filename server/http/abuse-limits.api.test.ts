import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAdmin, TEST_ADMIN } from "../../tests/support/admin-session";
import { VALID_IDEA, VALID_INTEREST } from "../../tests/support/submission-payloads";
import { createTestApp, postJson, type TestApp } from "../../tests/support/test-app";
import { investmentInterests, startupIdeas } from "../db/schema";
import { SUBMISSIONS_PER_HOUR } from "../features/submissions/submission-limit";

/**
 * Contract §6: the per-IP submission limit and the login limit count the client, not
 * whoever is in front of it, and a client cannot change who it is counted as. Behind
 * the proxy TRUST_PROXY names, exactly one hop is trusted: the client is the address
 * that proxy appended to X-Forwarded-For, and whatever the client put there itself is
 * ignored. Without TRUST_PROXY the header is ignored altogether. (The 30-an-hour limit
 * itself, its 429 and Retry-After, and another IP going free are tested with each
 * endpoint; the honeypot too.)
 */

const PROXY = "10.0.0.1";

const idea = VALID_IDEA;
const interest = VALID_INTEREST;

type Sender = { remoteAddress: string; forwardedFor?: string };

const submit = (t: TestApp, url: string, body: object, from: Sender) =>
  postJson(t.app, url, body, {
    remoteAddress: from.remoteAddress,
    headers: from.forwardedFor ? { "x-forwarded-for": from.forwardedFor } : {},
  });

async function useUpTheHour(t: TestApp, from: (n: number) => Sender) {
  expect(SUBMISSIONS_PER_HOUR).toBe(30);
  for (let n = 1; n <= SUBMISSIONS_PER_HOUR; n++) {
    const response = await submit(t, "/api/ideas", idea, from(n));
    expect(response.statusCode, `submission ${n}`).toBe(201);
  }
}

async function storedIdeas(t: TestApp) {
  const [row] = await t.database.db.select({ n: count() }).from(startupIdeas);
  return row?.n ?? 0;
}

describe("behind a proxy (TRUST_PROXY, RATE_LIMITS=on)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "1", RATE_LIMITS: "on" });
    await createTestAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("limits the client the proxy names, whatever it adds to X-Forwarded-For itself", async () => {
    const client = "203.0.113.9";
    await useUpTheHour(t, () => ({ remoteAddress: PROXY, forwardedFor: client }));

    for (const spoofed of [
      `198.51.100.1, ${client}`,
      `198.51.100.1, 198.51.100.2, 198.51.100.3, ${client}`,
      `${client.replace(/9$/, "10")}, ${client}`,
      `unknown, ${client}`,
    ]) {
      const response = await submit(t, "/api/ideas", idea, {
        remoteAddress: PROXY,
        forwardedFor: spoofed,
      });
      expect(response.statusCode, `X-Forwarded-For: ${spoofed}`).toBe(429);
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(await storedIdeas(t)).toBe(SUBMISSIONS_PER_HOUR);

    // Another client behind the same proxy: the proxy's own address is not what counts.
    const other = await submit(t, "/api/ideas", idea, {
      remoteAddress: PROXY,
      forwardedFor: "203.0.113.50",
    });
    expect(other.statusCode).toBe(201);
  });

  it("counts each endpoint on its own: a client out of idea submissions may still register interest", async () => {
    const client = "203.0.113.60";
    await useUpTheHour(t, () => ({ remoteAddress: PROXY, forwardedFor: client }));
    const from = { remoteAddress: PROXY, forwardedFor: client };
    expect((await submit(t, "/api/ideas", idea, from)).statusCode).toBe(429);
    expect((await submit(t, "/api/investment-interests", interest, from)).statusCode).toBe(201);
    const [row] = await t.database.db.select({ n: count() }).from(investmentInterests);
    expect(row?.n).toBe(1);
  });

  it("keeps the login limit on the client too: spoofing does not reset it, the proxy is not locked out", async () => {
    const client = "203.0.113.70";
    const wrong = { username: TEST_ADMIN.username, password: "guess-guess" };
    const login = (forwardedFor: string, credentials = wrong) =>
      submit(t, "/api/admin/login", credentials, { remoteAddress: PROXY, forwardedFor });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(client)).statusCode, `attempt ${attempt}`).toBe(401);
    }
    expect((await login(`198.51.100.7, ${client}`)).statusCode).toBe(429);
    expect((await login(`198.51.100.8, ${client}`, TEST_ADMIN)).statusCode).toBe(429);
    expect((await login("203.0.113.71", TEST_ADMIN)).statusCode).toBe(200);
  });
});

describe("without TRUST_PROXY (RATE_LIMITS=on)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: "on" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("ignores X-Forwarded-For: a client cannot dodge the limit by changing it", async () => {
    const client = "203.0.113.80";
    await useUpTheHour(t, (n) => ({ remoteAddress: client, forwardedFor: `198.51.100.${n}` }));
    const response = await submit(t, "/api/ideas", idea, {
      remoteAddress: client,
      forwardedFor: "198.51.100.200",
    });
    expect(response.statusCode).toBe(429);
    expect(await storedIdeas(t)).toBe(SUBMISSIONS_PER_HOUR);
  });
});

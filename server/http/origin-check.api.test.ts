import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectForbidden } from "../../tests/support/site-writes";
import { createTestApp, JSON_HEADERS, type TestApp } from "../../tests/support/test-app";
import { startupIdeas } from "../db/schema";

/**
 * ADR 011: which origin a write may come from. The whole origin is compared (scheme, host and
 * port); behind TRUST_PROXY the scheme is the proxy's, but the host never comes from
 * `X-Forwarded-Host`, which a client can send through a proxy that passes it on. A site with
 * a real PUBLIC_URL takes writes from that origin only.
 */

const IDEA = {
  name: "Ada Farmer",
  email: "ada@example.com",
  idea: "Soil sensors that talk to irrigation controllers.",
  sector: "Biotech",
  stage: "Prototype/MVP",
};
const PUBLIC_URL = "https://www.rootstock.example";

const ideaCount = async (t: TestApp) => (await t.database.db.select().from(startupIdeas)).length;
const post = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({
    method: "POST",
    url: "/api/ideas",
    headers: { ...JSON_HEADERS, ...headers },
    payload: JSON.stringify(IDEA),
  });

describe("on the default public URL (http://localhost:PORT): the request's own origin passes too", () => {
  let local: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    local = await createTestApp();
    proxied = await createTestApp({ TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await local?.close();
    await proxied?.close();
  });

  it("refuses an Origin that differs from the request's only in scheme, and stores nothing", async () => {
    const before = await ideaCount(local);
    const host = "site.example";
    expectForbidden(
      await post(local.app, { host, origin: `https://${host}` }),
      "https, served on http",
    );
    expect(await ideaCount(local)).toBe(before);
    expect((await post(local.app, { host, origin: `http://${host}` })).statusCode).toBe(201);
  });

  it("behind TRUST_PROXY takes the scheme from X-Forwarded-Proto", async () => {
    const host = "site.example";
    const viaTls = { host, "x-forwarded-proto": "https" };
    const before = await ideaCount(proxied);
    expectForbidden(
      await post(proxied.app, { ...viaTls, origin: `http://${host}` }),
      "http, proxied from https",
    );
    expectForbidden(
      await post(proxied.app, { host, "x-forwarded-proto": "http", origin: `https://${host}` }),
      "https, proxied from http",
    );
    expect(await ideaCount(proxied)).toBe(before);
    expect((await post(proxied.app, { ...viaTls, origin: `https://${host}` })).statusCode).toBe(
      201,
    );
    expect(await ideaCount(proxied)).toBe(before + 1);
  });

  it("behind TRUST_PROXY takes no host from X-Forwarded-Host", async () => {
    const before = await ideaCount(proxied);
    const forged = {
      host: "localhost:3000",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "evil.example",
      origin: "https://evil.example",
    };
    expectForbidden(await post(proxied.app, forged), "X-Forwarded-Host: evil.example");
    expectForbidden(
      await post(proxied.app, { ...forged, "x-forwarded-host": "localhost:3000, evil.example" }),
      "evil.example as the last X-Forwarded-Host entry",
    );
    expect(await ideaCount(proxied)).toBe(before);
  });
});

describe("with a public URL configured (behind TRUST_PROXY)", () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await createTestApp({ TRUST_PROXY: "1", PUBLIC_URL });
  });
  afterAll(async () => {
    await site?.close();
  });

  /** What the proxy in front passes on for a browser at the public https:// address. */
  const proxiedFrom = (host: string) => ({
    host,
    "x-forwarded-proto": "https",
    "x-forwarded-for": "198.51.100.7",
  });

  it("refuses a forged X-Forwarded-Host with a foreign Origin (403, nothing stored)", async () => {
    const before = await ideaCount(site);
    for (const host of ["www.rootstock.example", "evil.example"]) {
      const response = await post(site.app, {
        ...proxiedFrom(host),
        "x-forwarded-host": "evil.example",
        origin: "https://evil.example",
      });
      expectForbidden(response, `Host ${host}, X-Forwarded-Host evil.example`);
    }
    expect(await ideaCount(site)).toBe(before);
  });

  it("refuses the origin a request claims by its Host header when it is not the public one", async () => {
    const before = await ideaCount(site);
    expectForbidden(
      await post(site.app, { ...proxiedFrom("evil.example"), origin: "https://evil.example" }),
      "Host evil.example",
    );
    expectForbidden(
      await post(site.app, {
        ...proxiedFrom("www.rootstock.example"),
        origin: "http://www.rootstock.example",
      }),
      "the public host over http",
    );
    expect(await ideaCount(site)).toBe(before);
  });

  it("takes the write from the public origin, whatever X-Forwarded-Host says", async () => {
    const before = await ideaCount(site);
    const plain = await post(site.app, {
      ...proxiedFrom("www.rootstock.example"),
      origin: PUBLIC_URL,
    });
    expect(plain.statusCode, plain.body).toBe(201);
    const withForwardedHost = await post(site.app, {
      ...proxiedFrom("www.rootstock.example"),
      "x-forwarded-host": "evil.example",
      origin: PUBLIC_URL,
    });
    expect(withForwardedHost.statusCode, withForwardedHost.body).toBe(201);
    expect(await ideaCount(site)).toBe(before + 2);
  });

  it("still takes a write without Origin (curl, the operator's scripts)", async () => {
    const response = await post(site.app, proxiedFrom("www.rootstock.example"));
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("with a public URL of its own on this machine (as a test or a local proxy has)", () => {
  it("takes writes from that origin only, not from the one a Host header claims", async () => {
    const local = await createTestApp({ PUBLIC_URL: "http://127.0.0.1:8080" });
    try {
      const before = await ideaCount(local);
      expectForbidden(
        await post(local.app, { host: "evil.example", origin: "http://evil.example" }),
        "Host evil.example",
      );
      expect(await ideaCount(local)).toBe(before);
      const own = await post(local.app, {
        host: "127.0.0.1:8080",
        origin: "http://127.0.0.1:8080",
      });
      expect(own.statusCode, own.body).toBe(201);
    } finally {
      await local.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, postJson, type TestApp } from "../../../tests/support/test-app";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../../http/errors";

// The tests run in order on one app (with the rate limits on); the last two close its database and read what follows.
describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: "on" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 200 {status: 'ok'} while the database answers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("is not rate limited (load balancers poll it)", async () => {
    for (let i = 0; i < 40; i++) {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/health",
        remoteAddress: "203.0.113.9",
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it("answers 503 JSON once the database is closed", async () => {
    await t.database.close();
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
    expect(response.json().status).not.toBe("ok");
    expect(response.json().reason).toBe("database-unreachable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("leaves every other request that needs the database with a 503 to retry, not a 500", async () => {
    // The database was closed by the test above.
    const submitted = await postJson(t.app, "/api/ideas", {
      name: "Down Time",
      email: "down@example.com",
      idea: "Sent while the database is away.",
      sector: "Other",
      stage: "Other",
    });
    const listed = await t.app.inject({ method: "GET", url: "/api/perspectives?search=down" });
    for (const response of [submitted, listed]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
  });
});

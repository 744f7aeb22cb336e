import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

// The tests run in order on one app (with the rate limits on); the last one closes its database.
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
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
    expect(response.json().status).not.toBe("ok");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

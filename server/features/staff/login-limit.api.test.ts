import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuthAppForThisFile } from "../../../tests/support/admin-auth-app";
import { logIn, TEST_ADMIN } from "../../../tests/support/admin-session";
import { loginFailures } from "../../db/schema";

/** The brute-force limit on signing in (contract §6): per username and client IP, in the database. */

const auth = adminAuthAppForThisFile();
describe("brute-force limit (on even with RATE_LIMITS=off, as in these tests)", () => {
  const wrong: { username: string; password: string } = {
    username: TEST_ADMIN.username,
    password: "guess-guess",
  };

  async function failFiveTimes(remoteAddress: string, credentials = wrong) {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await logIn(auth.app, credentials, { remoteAddress });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
  }

  it("answers 429 with Retry-After of 15 minutes after 5 failures, even for the right password", async () => {
    await failFiveTimes("10.1.0.1");
    for (const credentials of [wrong, TEST_ADMIN]) {
      const response = await logIn(auth.app, credentials, { remoteAddress: "10.1.0.1" });
      expect(response.statusCode).toBe(429);
      const retryAfter = Number(response.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(response.json().message).toMatch(/try again in 15 minutes/);
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("counts unknown usernames the same way", async () => {
    await failFiveTimes("10.1.0.2", { username: "ghost", password: "guess-guess" });
    const response = await logIn(
      auth.app,
      { username: "ghost", password: "x" },
      { remoteAddress: "10.1.0.2" },
    );
    expect(response.statusCode).toBe(429);
  });

  it("limits one username from one IP: the same admin elsewhere, or another name here, still gets in", async () => {
    await failFiveTimes("10.1.0.3");
    expect((await logIn(auth.app, TEST_ADMIN, { remoteAddress: "10.1.0.4" })).statusCode).toBe(200);
    const other = await logIn(
      auth.app,
      { username: "someone", password: "x" },
      { remoteAddress: "10.1.0.3" },
    );
    expect(other.statusCode).toBe(401);
  });

  it("lets the pair in again once the 15 minutes have passed", async () => {
    await failFiveTimes("10.1.0.5");
    await auth.testApp.database.db
      .update(loginFailures)
      .set({ failedAt: sql`${loginFailures.failedAt} - interval '15 minutes 1 second'` });
    expect((await logIn(auth.app, TEST_ADMIN, { remoteAddress: "10.1.0.5" })).statusCode).toBe(200);
  });

  it("does not lock out after 5 failures spread over more than 15 minutes", async () => {
    await failFiveTimes("10.1.0.6");
    // The oldest of the five now lies 16 minutes back, outside the window.
    const [oldest] = await auth.testApp.database.db
      .select({ id: loginFailures.id })
      .from(loginFailures)
      .orderBy(loginFailures.id)
      .limit(1);
    await auth.testApp.database.db
      .update(loginFailures)
      .set({ failedAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginFailures.id, oldest?.id ?? 0));
    expect((await logIn(auth.app, TEST_ADMIN, { remoteAddress: "10.1.0.6" })).statusCode).toBe(200);
  });

  it("forgets the failures of a username and IP when that pair logs in successfully", async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      await logIn(auth.app, wrong, { remoteAddress: "10.1.0.7" });
    }
    expect((await logIn(auth.app, TEST_ADMIN, { remoteAddress: "10.1.0.7" })).statusCode).toBe(200);
    await failFiveTimes("10.1.0.7");
    expect((await logIn(auth.app, wrong, { remoteAddress: "10.1.0.7" })).statusCode).toBe(429);
  });

  it("holds under a burst of parallel guesses: at most 5 get checked", async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => logIn(auth.app, wrong, { remoteAddress: "10.1.0.8" })),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it("does not count a request that fails validation", async () => {
    for (let attempt = 1; attempt <= 6; attempt++) {
      const response = await logIn(
        auth.app,
        { username: TEST_ADMIN.username, password: "" },
        { remoteAddress: "10.1.0.9" },
      );
      expect(response.statusCode).toBe(400);
    }
    expect((await logIn(auth.app, TEST_ADMIN, { remoteAddress: "10.1.0.9" })).statusCode).toBe(200);
  });
});

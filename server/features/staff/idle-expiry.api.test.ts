import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminAuthAppForThisFile,
  sessionCookieAttributes,
} from "../../../tests/support/admin-auth-app";
import { signIn } from "../../../tests/support/admin-session";
import { sessions } from "../../db/schema";
import { hashSessionToken } from "./sessions";

/** A session ends after 7 days without a request (contract §6). */

const auth = adminAuthAppForThisFile();

describe("idle expiry", () => {
  async function lastSeenOf(cookie: string) {
    const [row] = await auth.testApp.database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(cookie.replace("rs_session=", ""))));
    return row?.lastSeenAt;
  }

  async function setIdleFor(cookie: string, interval: string) {
    await auth.testApp.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - ${interval}::interval` })
      .where(eq(sessions.tokenHash, hashSessionToken(cookie.replace("rs_session=", ""))));
  }

  it("ends a session idle for more than 7 days and deletes it", async () => {
    const cookie = await signIn(auth.app);
    await setIdleFor(cookie, "7 days 1 minute");
    const response = await auth.me(cookie);
    expect(response.statusCode).toBe(401);
    expect(await lastSeenOf(cookie)).toBeUndefined();
    expect(sessionCookieAttributes(response.headers["set-cookie"])).toContain("Max-Age=0");
  });

  it("keeps a session idle for 6 days, moves last_seen_at to now and renews the cookie", async () => {
    const cookie = await signIn(auth.app);
    await setIdleFor(cookie, "6 days");
    const response = await auth.me(cookie);
    expect(response.statusCode).toBe(200);
    const lastSeen = await lastSeenOf(cookie);
    expect(Date.now() - (lastSeen?.getTime() ?? 0)).toBeLessThan(60_000);
    expect(sessionCookieAttributes(response.headers["set-cookie"])).toContain("Max-Age=604800");
  });

  it("writes last_seen_at at most once a minute", async () => {
    const cookie = await signIn(auth.app);
    await setIdleFor(cookie, "30 seconds");
    const before = await lastSeenOf(cookie);
    const response = await auth.me(cookie);
    expect(response.statusCode).toBe(200);
    expect(await lastSeenOf(cookie)).toEqual(before);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("clears sessions that expired unseen when anyone logs in", async () => {
    const forgotten = await signIn(auth.app);
    await setIdleFor(forgotten, "8 days");
    await signIn(auth.app);
    expect(await lastSeenOf(forgotten)).toBeUndefined();
  });
});

import { SESSION_MESSAGES } from "@shared/schemas/sessions";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminApiAppForThisFile } from "../../../tests/support/admin-api-app";
import { createTestAdmin, sessionCookieOf } from "../../../tests/support/admin-session";
import { createTestApp, postJson } from "../../../tests/support/test-app";
import { activityLog, sessions } from "../../db/schema";
import { createAdmin } from "./create-admin";

/** Contract §16: one's own sessions, ending them, and an admin ending another account's. */

const api = adminApiAppForThisFile();
const { call } = api;

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1";

type Listed = {
  id: number;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  ip: string | null;
  current: boolean;
};

let accounts = 0;
/** A reviewer of its own, so each test starts with sessions nobody else touched. */
async function newAccount() {
  accounts += 1;
  const credentials = { username: `sessions-${accounts}`, password: "a password 12345" };
  const account = await createAdmin(
    api.t.database.db,
    credentials.username,
    credentials.password,
    "reviewer",
  );
  if (!account) throw new Error("account not created");
  return { ...credentials, id: account.id };
}

/** Signs in from a browser and an address; the new session's cookie. */
async function signInFrom(
  credentials: { username: string; password: string },
  userAgent = FIREFOX,
  remoteAddress = "203.0.113.77",
) {
  const response = await postJson(
    api.t.app,
    "/api/admin/login",
    { username: credentials.username, password: credentials.password },
    { remoteAddress, headers: { "user-agent": userAgent } },
  );
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookieOf(response);
}

const list = async (cookie: string) => {
  const response = await call("GET", "/api/admin/me/sessions", undefined, cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as Listed[];
};
const me = async (cookie: string) =>
  (await call("GET", "/api/admin/me", undefined, cookie)).statusCode;

async function sessionsEnded(subjectId: number) {
  return api.t.database.db
    .select({ actorId: activityLog.actorId, details: activityLog.details })
    .from(activityLog)
    .where(and(eq(activityLog.action, "sessions_ended"), eq(activityLog.subjectId, subjectId)));
}

describe("GET /api/admin/me/sessions", () => {
  it("lists one's own sessions with browser, cut-down address and times, the current one marked", async () => {
    const account = await newAccount();
    const laptop = await signInFrom(account, FIREFOX, "203.0.113.77");
    await signInFrom(account, SAFARI_IPHONE, "2001:db8:abcd:12::7");
    const listed = await list(laptop);
    expect(listed).toHaveLength(2);
    expect(listed.map(({ userAgent, ip, current }) => ({ userAgent, ip, current }))).toEqual([
      { userAgent: SAFARI_IPHONE, ip: "2001:db8:abcd::/48", current: false },
      { userAgent: FIREFOX, ip: "203.0.113.0/24", current: true },
    ]);
    for (const session of listed) {
      expect(session.id).toEqual(expect.any(Number));
      expect(new Date(session.createdAt).toISOString()).toBe(session.createdAt);
      expect(new Date(session.lastSeenAt).toISOString()).toBe(session.lastSeenAt);
    }
  });

  it("never answers a session's secret or its hash, nor anyone else's sessions", async () => {
    const account = await newAccount();
    const cookie = await signInFrom(account);
    const response = await call("GET", "/api/admin/me/sessions", undefined, cookie);
    const token = cookie.split("=")[1] ?? "";
    const stored = await api.t.database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.adminId, account.id));
    expect(response.body).not.toContain(token);
    expect(response.body).not.toContain(stored[0]?.tokenHash);
    expect(response.json()).toHaveLength(1);
  });

  it("stores only the cut-down address, never the full one", async () => {
    const account = await newAccount();
    await signInFrom(account, FIREFOX, "198.51.100.23");
    const [row] = await api.t.database.db
      .select({ ip: sessions.ip })
      .from(sessions)
      .where(eq(sessions.adminId, account.id));
    expect(row?.ip).toBe("198.51.100.0/24");
  });

  it("answers 401 without a session", async () => {
    expect((await call("GET", "/api/admin/me/sessions", undefined, "")).statusCode).toBe(401);
  });
});

describe("DELETE /api/admin/me/sessions/{id}", () => {
  it("ends one of one's own sessions (204): that browser is signed out on its next request", async () => {
    const account = await newAccount();
    const laptop = await signInFrom(account);
    const phone = await signInFrom(account, SAFARI_IPHONE);
    const other = (await list(laptop)).find((session) => !session.current);
    const response = await call("DELETE", `/api/admin/me/sessions/${other?.id}`, undefined, laptop);
    expect(response.statusCode).toBe(204);
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(200);
    expect(await sessionsEnded(account.id)).toEqual([
      { actorId: account.id, details: { username: account.username, count: 1, which: "one" } },
    ]);
  });

  it("answers 404 for another account's session, and leaves it alone", async () => {
    const mine = await signInFrom(await newAccount());
    const theirs = await signInFrom(await newAccount());
    const [theirSession] = await list(theirs);
    const response = await call(
      "DELETE",
      `/api/admin/me/sessions/${theirSession?.id}`,
      undefined,
      mine,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: SESSION_MESSAGES.notFound });
    expect(await me(theirs)).toBe(200);
  });

  it.each(["999999999", "0", "-1", "abc", "1.5", "99999999999999999999"])(
    "answers 404 for the unknown or malformed id %s",
    async (id) => {
      const cookie = await signInFrom(await newAccount());
      const response = await call("DELETE", `/api/admin/me/sessions/${id}`, undefined, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: SESSION_MESSAGES.notFound });
    },
  );

  it("may end the current session too, which then signs this browser out", async () => {
    const account = await newAccount();
    const cookie = await signInFrom(account);
    const [current] = await list(cookie);
    expect(
      (await call("DELETE", `/api/admin/me/sessions/${current?.id}`, undefined, cookie)).statusCode,
    ).toBe(204);
    expect(await me(cookie)).toBe(401);
    expect((await sessionsEnded(account.id))[0]?.details).toMatchObject({ which: "current" });
  });
});

describe("DELETE /api/admin/me/sessions", () => {
  it("ends every session but the current one (204) and logs how many", async () => {
    const account = await newAccount();
    const here = await signInFrom(account);
    const elsewhere = [await signInFrom(account, SAFARI_IPHONE), await signInFrom(account)];
    const response = await call("DELETE", "/api/admin/me/sessions", undefined, here);
    expect(response.statusCode).toBe(204);
    expect(await me(here)).toBe(200);
    for (const cookie of elsewhere) expect(await me(cookie)).toBe(401);
    expect((await list(here)).map((session) => session.current)).toEqual([true]);
    expect(await sessionsEnded(account.id)).toEqual([
      { actorId: account.id, details: { username: account.username, count: 2, which: "others" } },
    ]);
  });

  it("leaves other accounts' sessions alone", async () => {
    const bystander = await signInFrom(await newAccount());
    const cookie = await signInFrom(await newAccount());
    expect((await call("DELETE", "/api/admin/me/sessions", undefined, cookie)).statusCode).toBe(
      204,
    );
    expect(await me(bystander)).toBe(200);
  });
});

describe("DELETE /api/admin/staff/{id}/sessions", () => {
  it("lets an admin end all of another account's sessions (204), logged with the admin as actor", async () => {
    const account = await newAccount();
    const cookies = [await signInFrom(account), await signInFrom(account, SAFARI_IPHONE)];
    const response = await call("DELETE", `/api/admin/staff/${account.id}/sessions`);
    expect(response.statusCode).toBe(204);
    for (const cookie of cookies) expect(await me(cookie)).toBe(401);
    expect(await me(api.adminCookie)).toBe(200);
    const [entry] = await sessionsEnded(account.id);
    expect(entry?.details).toEqual({ username: account.username, count: 2, which: "all" });
    expect(entry?.actorId).not.toBe(account.id);
    expect(JSON.stringify(entry)).not.toMatch(/rs_session|token|hash/i);
  });

  it("answers 204 for an account with no session, and 404 for an unknown one", async () => {
    const account = await newAccount();
    expect((await call("DELETE", `/api/admin/staff/${account.id}/sessions`)).statusCode).toBe(204);
    for (const id of ["999999", "abc"]) {
      const response = await call("DELETE", `/api/admin/staff/${id}/sessions`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it("answers 403 to a reviewer, and ends nothing", async () => {
    const reviewer = await newAccount();
    const reviewerCookie = await signInFrom(reviewer);
    const target = await newAccount();
    const targetCookie = await signInFrom(target);
    const response = await call(
      "DELETE",
      `/api/admin/staff/${target.id}/sessions`,
      undefined,
      reviewerCookie,
    );
    expect(response.statusCode).toBe(403);
    expect(await me(targetCookie)).toBe(200);
  });
});

describe("the address behind a proxy (TRUST_PROXY)", () => {
  it("keeps the X-Forwarded-For address behind the proxy, and ignores the header without one", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "1" });
    try {
      await createTestAdmin(proxied);
      const login = (app: typeof proxied.app) =>
        postJson(
          app,
          "/api/admin/login",
          { username: "admin", password: "correct horse battery" },
          { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "192.0.2.55" } },
        );
      const behindProxy = sessionCookieOf(await login(proxied.app));
      const [proxiedSession] = (
        await proxied.app.inject({
          method: "GET",
          url: "/api/admin/me/sessions",
          headers: { cookie: behindProxy },
        })
      ).json() as Listed[];
      expect(proxiedSession?.ip).toBe("192.0.2.0/24");
    } finally {
      await proxied.close();
    }
    const account = await newAccount();
    const direct = sessionCookieOf(
      await postJson(
        api.t.app,
        "/api/admin/login",
        { username: account.username, password: account.password },
        { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "192.0.2.55" } },
      ),
    );
    expect((await list(direct))[0]?.ip).toBe("127.0.0.0/24");
  });
});

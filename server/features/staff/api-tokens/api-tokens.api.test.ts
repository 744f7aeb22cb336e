import { createHash } from "node:crypto";
import {
  API_TOKEN_MESSAGES,
  type ApiToken,
  type CreatedApiToken,
  type StaffApiToken,
} from "@shared/schemas/api-tokens";
import type { StaffAccount } from "@shared/schemas/staff";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enrolTotp, newAccount } from "../../../../tests/support/second-factor";
import { staffApp } from "../../../../tests/support/staff-app";
import { JSON_HEADERS } from "../../../../tests/support/test-app";
import { apiTokens } from "../../../db/schema";

const staff = staffApp("/api/admin");

const TOKEN_SHAPE = /^rsv_[A-Za-z0-9_-]{40,}$/;

/** Makes a token as the account of `cookie`; its answer, token included. */
async function makeToken(
  cookie: string,
  payload: { name?: string; scope?: string; expiresInDays?: number } = {},
): Promise<CreatedApiToken> {
  const response = await staff.call("POST", "/me/tokens", cookie, {
    name: "Integration",
    scope: "write",
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A request under /api/admin with `Authorization: Bearer token` and nothing else but `headers`. */
function withToken(
  method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  token: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
) {
  return staff.t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : JSON_HEADERS),
      ...headers,
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function staffId(username: string): Promise<number> {
  const list = (await staff.call("GET", "/staff", staff.adminCookie)).json() as StaffAccount[];
  const found = list.find((account) => account.username === username);
  if (!found) throw new Error(`no staff account ${username}`);
  return found.id;
}

async function ownTokens(cookie: string): Promise<ApiToken[]> {
  const response = await staff.call("GET", "/me/tokens", cookie);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const db = () => staff.t.database.db;

describe("making, listing and revoking tokens", () => {
  it("answers 201 with the token once, stores only its SHA-256 and never lists it", async () => {
    const created = await makeToken(staff.adminCookie, { name: "  CRM sync ", scope: "read" });
    expect(created).toEqual({
      id: expect.any(Number),
      name: "CRM sync",
      scope: "read",
      createdAt: expect.any(String),
      expiresAt: null,
      token: expect.stringMatching(TOKEN_SHAPE),
    });

    const [row] = await db().select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row?.tokenHash).toBe(createHash("sha256").update(created.token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(4));

    const listed = await ownTokens(staff.adminCookie);
    expect(listed).toContainEqual({
      id: created.id,
      name: "CRM sync",
      scope: "read",
      createdAt: created.createdAt,
      expiresAt: null,
      lastUsedAt: null,
    });
    const everything = JSON.stringify(listed);
    expect(everything).not.toContain(created.token.slice(4));
    expect(everything).not.toContain(row?.tokenHash);
  });

  it("gives each token its own random secret", async () => {
    const first = await makeToken(staff.editorCookie);
    const second = await makeToken(staff.editorCookie);
    expect(first.token).not.toBe(second.token);
  });

  it("sets expiresAt expiresInDays from now", async () => {
    const created = await makeToken(staff.adminCookie, { expiresInDays: 30 });
    const days = (Date.parse(created.expiresAt ?? "") - Date.parse(created.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 5);
  });

  it.each([
    [{ scope: "write" }, "name", API_TOKEN_MESSAGES.nameRequired],
    [{ name: "   ", scope: "write" }, "name", API_TOKEN_MESSAGES.nameRequired],
    [{ name: "x".repeat(61), scope: "write" }, "name", API_TOKEN_MESSAGES.nameMax],
    [{ name: "CRM", scope: "admin" }, "scope", API_TOKEN_MESSAGES.scope],
    [{ name: "CRM" }, "scope", API_TOKEN_MESSAGES.scope],
    [
      { name: "CRM", scope: "read", expiresInDays: 0 },
      "expiresInDays",
      API_TOKEN_MESSAGES.expiresInDays,
    ],
    [
      { name: "CRM", scope: "read", expiresInDays: 366 },
      "expiresInDays",
      API_TOKEN_MESSAGES.expiresInDays,
    ],
    [
      { name: "CRM", scope: "read", expiresInDays: 1.5 },
      "expiresInDays",
      API_TOKEN_MESSAGES.expiresInDays,
    ],
    [
      { name: "CRM", scope: "read", expiresInDays: "30" },
      "expiresInDays",
      API_TOKEN_MESSAGES.expiresInDays,
    ],
  ])("refuses %j with a 400 naming %s", async (payload, path, message) => {
    const response = await staff.call("POST", "/me/tokens", staff.adminCookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path, message }] });
  });

  it("accepts 60 characters and 1 and 365 days", async () => {
    await makeToken(staff.adminCookie, { name: "x".repeat(60), expiresInDays: 1 });
    await makeToken(staff.adminCookie, { expiresInDays: 365 });
  });

  it("lists only the account's own; another's id is a 404 to DELETE /me/tokens/{id}", async () => {
    const ritas = await makeToken(staff.reviewerCookie, { name: "Rita's sheet" });
    const names = (await ownTokens(staff.adminCookie)).map((token) => token.id);
    expect(names).not.toContain(ritas.id);
    const response = await staff.call("DELETE", `/me/tokens/${ritas.id}`, staff.adminCookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: API_TOKEN_MESSAGES.notFound });
    expect((await withToken("GET", "/me", ritas.token)).statusCode).toBe(200);
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999"])("answers 404 for the id %s", async (id) => {
    for (const url of [`/me/tokens/${id}`, `/tokens/${id}`]) {
      const response = await staff.call("DELETE", url, staff.adminCookie);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("revokes one's own: 204, then the token is a 401 and gone from the list", async () => {
    const created = await makeToken(staff.editorCookie, { name: "Revoke me" });
    expect((await withToken("GET", "/me", created.token)).statusCode).toBe(200);
    const response = await staff.call("DELETE", `/me/tokens/${created.id}`, staff.editorCookie);
    expect(response.statusCode).toBe(204);
    const after = await withToken("GET", "/me", created.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: API_TOKEN_MESSAGES.invalid });
    expect((await ownTokens(staff.editorCookie)).map((token) => token.id)).not.toContain(
      created.id,
    );
  });

  it("lets an admin list everyone's with the owner and revoke any; others get 403", async () => {
    const ritas = await makeToken(staff.reviewerCookie, { name: "Rita's CRM" });
    const all = await staff.call("GET", "/tokens", staff.adminCookie);
    expect(all.statusCode).toBe(200);
    const listed = (all.json() as StaffApiToken[]).find((token) => token.id === ritas.id);
    expect(listed).toEqual({
      id: ritas.id,
      name: "Rita's CRM",
      scope: "write",
      createdAt: ritas.createdAt,
      expiresAt: null,
      lastUsedAt: null,
      owner: { id: await staffId("rita"), username: "rita", displayName: null },
    });
    expect(all.body).not.toContain(ritas.token.slice(4));

    for (const cookie of [staff.reviewerCookie, staff.editorCookie]) {
      expect((await staff.call("GET", "/tokens", cookie)).statusCode).toBe(403);
      expect((await staff.call("DELETE", `/tokens/${ritas.id}`, cookie)).statusCode).toBe(403);
    }
    const revoked = await staff.call("DELETE", `/tokens/${ritas.id}`, staff.adminCookie);
    expect(revoked.statusCode).toBe(204);
    expect((await withToken("GET", "/dashboard/stats", ritas.token)).statusCode).toBe(401);
    expect((await staff.call("DELETE", `/tokens/${ritas.id}`, staff.adminCookie)).statusCode).toBe(
      404,
    );
  });

  it("logs token_created and token_revoked with the name and scope, never the token", async () => {
    const created = await makeToken(staff.reviewerCookie, { name: "Logged", scope: "read" });
    await staff.call("DELETE", `/tokens/${created.id}`, staff.adminCookie);
    const log = await staff.call("GET", "/activity?limit=100", staff.adminCookie);
    expect(log.statusCode).toBe(200);
    const entries = log.json() as {
      action: string;
      actor: { username: string } | null;
      details: Record<string, unknown>;
    }[];
    const about = entries.filter((entry) => entry.details.tokenId === created.id);
    expect(about).toContainEqual(
      expect.objectContaining({
        action: "token_created",
        actor: expect.objectContaining({ username: "rita" }),
        details: { tokenId: created.id, name: "Logged", scope: "read", expiresAt: null },
      }),
    );
    expect(about).toContainEqual(
      expect.objectContaining({
        action: "token_revoked",
        actor: expect.objectContaining({ username: "admin" }),
        details: { tokenId: created.id, name: "Logged", scope: "read", owner: "rita" },
      }),
    );
    const hash = createHash("sha256").update(created.token).digest("hex");
    expect(log.body).not.toContain(created.token.slice(4));
    expect(log.body).not.toContain(hash);
  });
});

describe("authenticating with a token", () => {
  it.each([
    ["an unknown token", `rsv_${"A".repeat(43)}`],
    ["a malformed token", "rsv_short"],
    ["no prefix", "A".repeat(47)],
    ["an empty bearer", ""],
  ])("answers 401 JSON for %s", async (_label, token) => {
    const response = await withToken("GET", "/me", token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: API_TOKEN_MESSAGES.invalid });
  });

  it("answers GET /me with the owner, and takes the scheme in any case", async () => {
    const created = await makeToken(staff.editorCookie, { scope: "read" });
    const response = await staff.t.app.inject({
      method: "GET",
      url: "/api/admin/me",
      headers: { authorization: `bearer ${created.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: "eddie", role: "editor" });
  });

  it("lets a read token GET and HEAD, and refuses every write with 403", async () => {
    const { token } = await makeToken(staff.adminCookie, { scope: "read" });
    expect((await withToken("GET", "/startup-ideas", token)).statusCode).toBe(200);
    expect((await withToken("HEAD", "/startup-ideas", token)).statusCode).toBe(200);
    const write = await withToken("POST", "/tags", token, {
      body: { name: "From a read token", colour: "green" },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ message: API_TOKEN_MESSAGES.readOnly });
  });

  it("lets a write token do what its owner's role may", async () => {
    const { token } = await makeToken(staff.adminCookie, { scope: "write" });
    const created = await withToken("POST", "/tags", token, {
      body: { name: "From a write token", colour: "blue" },
    });
    expect(created.statusCode).toBe(201);
    const editors = await makeToken(staff.editorCookie, { scope: "write" });
    expect((await withToken("GET", "/startup-ideas", editors.token)).statusCode).toBe(403);
    expect((await withToken("GET", "/perspectives", editors.token)).statusCode).toBe(200);
  });

  it("never reaches tokens, staff, sessions, second factors, passwords or security settings", async () => {
    const { token } = await makeToken(staff.adminCookie, { scope: "write" });
    for (const [method, url, body] of [
      ["GET", "/me/tokens"],
      ["POST", "/me/tokens", { name: "Stronger", scope: "write" }],
      ["GET", "/tokens"],
      ["GET", "/staff"],
      ["POST", "/staff", { username: "sneaky", role: "admin" }],
      ["GET", "/me/sessions"],
      ["POST", "/logout"],
      ["POST", "/me/totp"],
      ["GET", "/me/passkeys"],
      ["POST", "/me/recovery-codes", { code: "123456" }],
      ["POST", "/change-password", { currentPassword: "x", newPassword: "yyyyyyyy" }],
      ["PATCH", "/me", { email: "thief@example.com" }],
      ["GET", "/settings/security"],
      ["PUT", "/settings/security", { requireSecondFactor: [] }],
    ] as const) {
      const response = await withToken(method, url, token, { body });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ message: API_TOKEN_MESSAGES.outOfReach });
    }
    // Not an e-mail change for the reset link, nor a new token, happened on the way.
    const me = await staff.call("GET", "/me", staff.adminCookie);
    expect(me.json()).toMatchObject({ email: null });
  });

  it("follows the owner's role as it is now: a lowered role lowers the token", async () => {
    const { account, cookie } = await newAccount(staff.t, "admin");
    const { token } = await makeToken(cookie, { scope: "write" });
    expect((await withToken("GET", "/activity", token)).statusCode).toBe(200);
    const demote = await staff.call("PATCH", `/staff/${account.id}`, staff.adminCookie, {
      role: "reviewer",
    });
    expect(demote.statusCode).toBe(200);
    expect((await withToken("GET", "/activity", token)).statusCode).toBe(403);
    expect((await withToken("GET", "/startup-ideas", token)).statusCode).toBe(200);
    await staff.call("PATCH", `/staff/${account.id}`, staff.adminCookie, { role: "editor" });
    expect((await withToken("GET", "/startup-ideas", token)).statusCode).toBe(403);
  });

  it("stops a deactivated account's tokens at once (and deletes them)", async () => {
    const { account, cookie } = await newAccount(staff.t, "reviewer");
    const { token } = await makeToken(cookie, { scope: "read" });
    expect((await withToken("GET", "/startup-ideas", token)).statusCode).toBe(200);
    const off = await staff.call("PATCH", `/staff/${account.id}`, staff.adminCookie, {
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await withToken("GET", "/startup-ideas", token)).statusCode).toBe(401);
    await staff.call("PATCH", `/staff/${account.id}`, staff.adminCookie, { active: true });
    expect((await withToken("GET", "/startup-ideas", token)).statusCode).toBe(401);
    const left = await db().select().from(apiTokens).where(eq(apiTokens.adminId, account.id));
    expect(left).toEqual([]);
  });

  it("reads `active` on each request, whatever set it", async () => {
    const { account, cookie } = await newAccount(staff.t, "reviewer");
    const { token } = await makeToken(cookie, { scope: "read" });
    const setActive = (active: boolean) =>
      db().execute(sql`update admins set active = ${active} where id = ${account.id}`);
    await setActive(false);
    expect((await withToken("GET", "/me", token)).statusCode).toBe(401);
    await setActive(true);
    expect((await withToken("GET", "/me", token)).statusCode).toBe(200);
  });

  it("answers 401 once the token has expired", async () => {
    const created = await makeToken(staff.editorCookie, { expiresInDays: 1 });
    expect((await withToken("GET", "/me", created.token)).statusCode).toBe(200);
    await db()
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, created.id));
    const response = await withToken("GET", "/me", created.token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: API_TOKEN_MESSAGES.invalid });
    // Still listed, so its owner sees why the integration stopped.
    expect((await ownTokens(staff.editorCookie)).map((token) => token.id)).toContain(created.id);
  });

  it("keeps lastUsedAt to the minute: one write a minute, not one a request", async () => {
    const created = await makeToken(staff.editorCookie, { scope: "read" });
    const lastUsed = async () =>
      (await ownTokens(staff.editorCookie)).find((token) => token.id === created.id)?.lastUsedAt;
    expect(await lastUsed()).toBeNull();

    const before = Date.now();
    await withToken("GET", "/me", created.token);
    const first = await lastUsed();
    expect(Date.parse(first ?? "")).toBeGreaterThanOrEqual(before - 1000);

    await withToken("GET", "/me", created.token);
    await withToken("GET", "/dashboard/stats", created.token);
    expect(await lastUsed()).toBe(first);

    // A minute on (moved back rather than waited for), the next request writes it again.
    await db()
      .update(apiTokens)
      .set({ lastUsedAt: sql`now() - interval '61 seconds'` })
      .where(eq(apiTokens.id, created.id));
    const moved = await lastUsed();
    await withToken("GET", "/me", created.token);
    const next = await lastUsed();
    expect(Date.parse(next ?? "")).toBeGreaterThan(Date.parse(moved ?? ""));
    expect(Date.parse(next ?? "")).toBeGreaterThanOrEqual(before - 1000);

    // A refused request does not count as a use.
    await db()
      .update(apiTokens)
      .set({ lastUsedAt: sql`now() - interval '61 seconds'` })
      .where(eq(apiTokens.id, created.id));
    const stale = await lastUsed();
    await withToken("GET", "/me", `rsv_${"B".repeat(43)}`);
    expect(await lastUsed()).toBe(stale);
  });
});

describe("a token beside a cookie, and the cross-site check", () => {
  it("judges a request by its bearer alone, never the cookie sent along", async () => {
    const ritas = await makeToken(staff.reviewerCookie, { scope: "read" });
    const both = (url: string, token: string, method: "GET" | "POST" = "GET", body?: unknown) =>
      withToken(method, url, token, { body, headers: { cookie: staff.adminCookie } });
    // The admin's cookie gives no admin rights to Rita's reviewer token…
    expect((await both("/activity", ritas.token)).statusCode).toBe(403);
    expect((await both("/staff", ritas.token)).statusCode).toBe(403);
    // …nor write rights to a read token…
    expect(
      (await both("/tags", ritas.token, "POST", { name: "x", colour: "green" })).statusCode,
    ).toBe(403);
    // …and a wrong bearer is a 401 even with a live cookie.
    expect((await both("/me", `rsv_${"C".repeat(43)}`)).statusCode).toBe(401);
  });

  it("takes a bearer-only write from another origin, but not one that also sends a cookie", async () => {
    const { token } = await makeToken(staff.adminCookie, { scope: "write" });
    const origin = { origin: "https://elsewhere.example" };
    const bearerOnly = await withToken("POST", "/tags", token, {
      body: { name: "Cross-site by token", colour: "green" },
      headers: origin,
    });
    expect(bearerOnly.statusCode).toBe(201);
    const withCookie = await withToken("POST", "/tags", token, {
      body: { name: "Cross-site with a cookie", colour: "green" },
      headers: { ...origin, cookie: staff.adminCookie },
    });
    expect(withCookie.statusCode).toBe(403);
    expect(withCookie.json()).toEqual({ message: "Cross-origin requests are not allowed" });
    const cookieOnly = await staff.t.app.inject({
      method: "POST",
      url: "/api/admin/tags",
      headers: { ...JSON_HEADERS, ...origin, cookie: staff.adminCookie },
      payload: JSON.stringify({ name: "Cross-site by cookie", colour: "green" }),
    });
    expect(cookieOnly.statusCode).toBe(403);
  });
});

describe("an account that must set up a second factor", () => {
  it("gets 403 {next: setup-second-factor} on every route with its tokens until it has one", async () => {
    const { cookie } = await newAccount(staff.t, "editor");
    const { token } = await makeToken(cookie, { scope: "write" });
    const policy = (roles: string[]) =>
      staff.call("PUT", "/settings/security", staff.adminCookie, { requireSecondFactor: roles });
    expect((await policy(["editor"])).statusCode).toBe(200);
    try {
      for (const url of ["/me", "/perspectives", "/dashboard/stats"]) {
        const response = await withToken("GET", url, token);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({
          message: API_TOKEN_MESSAGES.secondFactorSetupRequired,
          next: "setup-second-factor",
        });
      }
      await enrolTotp(staff.t.app, cookie);
      expect((await withToken("GET", "/perspectives", token)).statusCode).toBe(200);
    } finally {
      await policy([]);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../../tests/support/admin-session";
import {
  enrolPasskey,
  enrolTotp,
  newAccount,
  pendingCookieOf,
} from "../../../../tests/support/second-factor";
import { createTestApp, postJson, type TestApp } from "../../../../tests/support/test-app";
import { SESSION_COOKIE } from "../session-cookie";

let testApp: TestApp;
let adminCookie: string;
beforeAll(async () => {
  testApp = await createTestApp();
  adminCookie = await signedInAdmin(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const send = (
  method: "GET" | "PUT" | "POST" | "DELETE",
  url: string,
  cookie: string,
  body?: unknown,
) =>
  testApp.app.inject({
    method,
    url,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

const requireFor = (roles: unknown) =>
  send("PUT", "/api/admin/settings/security", adminCookie, { requireSecondFactor: roles });

describe("GET/PUT /api/admin/settings/security", () => {
  it("starts with no role required, saves a list of roles (in the roles' order), and refuses an unknown role (400)", async () => {
    expect((await send("GET", "/api/admin/settings/security", adminCookie)).json()).toEqual({
      requireSecondFactor: [],
    });
    const saved = await requireFor(["editor", "reviewer", "editor"]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ requireSecondFactor: ["reviewer", "editor"] });
    for (const bad of [["owner"], "admin", null]) {
      const refused = await requireFor(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().errors[0].path).toMatch(/^requireSecondFactor/);
    }
    expect((await send("GET", "/api/admin/settings/security", adminCookie)).json()).toEqual({
      requireSecondFactor: ["reviewer", "editor"],
    });
    await requireFor([]);
  });

  it("holds the admin who requires it for admins to it too: setup first, then the settings again", async () => {
    const { cookie } = await newAccount(testApp, "admin");
    const saved = await send("PUT", "/api/admin/settings/security", cookie, {
      requireSecondFactor: ["admin"],
    });
    expect(saved.statusCode).toBe(200);
    const blocked = await send("GET", "/api/admin/settings/security", cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().next).toBe("setup-second-factor");
    await enrolTotp(testApp.app, cookie);
    expect(
      (await send("PUT", "/api/admin/settings/security", cookie, { requireSecondFactor: [] }))
        .statusCode,
    ).toBe(200);
  });

  it("is for admins only (403 for the other roles)", async () => {
    for (const role of ["editor", "reviewer"] as const) {
      const { cookie } = await newAccount(testApp, role);
      expect((await send("GET", "/api/admin/settings/security", cookie)).statusCode).toBe(403);
      expect(
        (await send("PUT", "/api/admin/settings/security", cookie, { requireSecondFactor: [] }))
          .statusCode,
      ).toBe(403);
    }
  });
});

describe("an account that must have a second factor and has none", () => {
  it("gets 403 {next: setup-second-factor} everywhere but /me, logout and the setup routes, until it has one", async () => {
    const { cookie } = await newAccount(testApp, "editor");
    await requireFor(["editor"]);
    try {
      for (const [method, url] of [
        ["GET", "/api/admin/perspectives"],
        ["GET", "/api/admin/dashboard/stats"],
        ["POST", "/api/admin/change-password"],
        ["GET", "/api/admin/mail"],
      ] as const) {
        const response = await send(method, url, cookie, method === "POST" ? {} : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({
          message: expect.any(String),
          next: "setup-second-factor",
        });
      }
      const me = await send("GET", "/api/admin/me", cookie);
      expect(me.statusCode).toBe(200);
      expect(me.json().secondFactor).toEqual({ methods: [], setupRequired: true });
      expect((await send("GET", "/api/admin/me/totp", cookie)).statusCode).toBe(200);
      expect((await send("GET", "/api/admin/me/passkeys", cookie)).statusCode).toBe(200);

      await enrolTotp(testApp.app, cookie);
      // The same session works now.
      expect((await send("GET", "/api/admin/perspectives", cookie)).statusCode).toBe(200);
      expect((await send("GET", "/api/admin/me", cookie)).json().secondFactor).toEqual({
        methods: ["totp"],
        setupRequired: false,
      });
    } finally {
      await requireFor([]);
    }
  });

  it("may add a passkey instead, and log out", async () => {
    const { cookie } = await newAccount(testApp, "reviewer");
    await requireFor(["reviewer"]);
    try {
      expect((await send("GET", "/api/admin/startup-ideas", cookie)).statusCode).toBe(403);
      await enrolPasskey(testApp.app, cookie);
      expect((await send("GET", "/api/admin/startup-ideas", cookie)).statusCode).toBe(200);
      const other = await newAccount(testApp, "reviewer");
      expect((await send("POST", "/api/admin/logout", other.cookie)).statusCode).toBe(204);
    } finally {
      await requireFor([]);
    }
  });

  it("leaves roles that are not required alone", async () => {
    const { cookie } = await newAccount(testApp, "editor");
    await requireFor(["reviewer"]);
    try {
      expect((await send("GET", "/api/admin/perspectives", cookie)).statusCode).toBe(200);
      expect((await send("GET", "/api/admin/me", cookie)).json().secondFactor).toEqual({
        methods: [],
        setupRequired: false,
      });
    } finally {
      await requireFor([]);
    }
  });
});

describe("a new sign-in link for an account with a second factor", () => {
  it("sets the password but signs in only after the second step", async () => {
    const { cookie, credentials, account } = await newAccount(testApp, "editor");
    const { recoveryCodes } = await enrolTotp(testApp.app, cookie);
    const link = await send("POST", `/api/admin/staff/${account.id}/invite`, adminCookie);
    expect(link.statusCode).toBe(200);
    const token = (link.json() as { inviteUrl: string }).inviteUrl.split("/").at(-1);
    const accepted = await postJson(testApp.app, `/api/admin/invites/${token}`, {
      password: "a brand new password",
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ next: "second-factor", methods: ["totp"] });
    expect(accepted.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const done = await postJson(
      testApp.app,
      "/api/admin/login/totp",
      { recoveryCode: recoveryCodes[0] },
      { headers: { cookie: pendingCookieOf(accepted) } },
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ username: credentials.username });
  });
});

import { and, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { createTestAdmin, TEST_ADMIN } from "../../../tests/support/admin-session";
import { mailWorldForThisFile, recipientsOf } from "../../../tests/support/mail-test-app";
import { makeTurnDue } from "../../../tests/support/scheduled-turns";
import { createTestApp, postJson } from "../../../tests/support/test-app";
import { admins, knownDevices, mailOutbox } from "../../db/schema";
import { createAdmin } from "./create-admin";
import { DEVICE_COOKIE } from "./device-cookie";
import { KNOWN_BROWSER_UNUSED_DAYS } from "./forget-unused-browsers";
import { hashSessionToken } from "./sessions";

/** Contract §16: a sign-in from a browser the account has not used mails the account a notice. */
const world = mailWorldForThisFile();

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0";
const PASSWORD = "a password 12345";

let people = 0;
async function person(email: string | null = "auto") {
  people += 1;
  const username = `roamer-${people}`;
  const account = await createAdmin(world.t.database.db, username, PASSWORD, "reviewer");
  if (!account) throw new Error("not created");
  const address = email === "auto" ? `${username}@studio.example` : email;
  await world.t.database.db.update(admins).set({ email: address }).where(eq(admins.id, account.id));
  return { id: account.id, username, email: address };
}

/** Signs in from a browser that sends `deviceCookie` (a `name=value`), if any. */
function signIn(username: string, deviceCookie?: string, app = world.t.app) {
  return postJson(
    app,
    "/api/admin/login",
    { username, password: PASSWORD },
    {
      remoteAddress: "203.0.113.77",
      headers: { "user-agent": FIREFOX, ...(deviceCookie ? { cookie: deviceCookie } : {}) },
    },
  );
}

function deviceCookieOf(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((candidate) => candidate.name === DEVICE_COOKIE);
  if (!cookie) throw new Error(`no ${DEVICE_COOKIE} cookie (status ${response.statusCode})`);
  return cookie;
}
const asHeader = (response: LightMyRequestResponse) =>
  `${DEVICE_COOKIE}=${deviceCookieOf(response).value}`;

describe("the device cookie", () => {
  it("is a long-lived HttpOnly random id, sent only to the admin API, stored only as a hash", async () => {
    const account = await person();
    const response = await signIn(account.username);
    expect(response.statusCode).toBe(200);
    const cookie = deviceCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/admin" });
    expect(cookie.maxAge).toBe(400 * 24 * 60 * 60);
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    const stored = await world.t.database.db
      .select({ deviceHash: knownDevices.deviceHash })
      .from(knownDevices)
      .where(eq(knownDevices.adminId, account.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.deviceHash).not.toBe(cookie.value);
  });
});

describe("the new-browser notice", () => {
  it("is not sent for the account's first sign-in, nor again from a browser it knows", async () => {
    const account = await person();
    const first = await signIn(account.username);
    const again = await signIn(account.username, asHeader(first));
    expect(again.statusCode).toBe(200);
    // The same id is kept, so other accounts signed in on this browser still know it.
    expect(deviceCookieOf(again).value).toBe(deviceCookieOf(first).value);
    expect(await world.deliveredMail()).toEqual([]);
  });

  it("is mailed for a browser the account has not used, naming the browser, address and time", async () => {
    const account = await person();
    await signIn(account.username);
    const elsewhere = await signIn(account.username);
    expect(elsewhere.statusCode).toBe(200);
    const mail = await world.deliveredMail();
    expect(recipientsOf(mail)).toEqual([account.email]);
    const [notice] = mail;
    expect(notice?.subject).toBe("New sign-in to your Rootstock Ventures account");
    expect(notice?.text).toContain(`(${account.username})`);
    expect(notice?.text).toContain("Browser: Firefox 121 on Windows");
    expect(notice?.text).toContain("Approximate address: 203.0.113.0/24");
    // The company's time zone (America/Detroit): EST or EDT.
    expect(notice?.text).toMatch(/Time: \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d\d [AP]M E[SD]T/);
    expect(notice?.text).toContain("http://localhost:3000/admin/settings/sessions");
    // That browser is known from now on.
    await signIn(account.username, asHeader(elsewhere));
    expect(await world.deliveredMail()).toHaveLength(1);
  });

  it("recognises a browser per account: another account's known browser is new to this one", async () => {
    const first = await person();
    const second = await person();
    await signIn(second.username);
    const shared = await signIn(first.username);
    world.sink.clear();
    await signIn(second.username, asHeader(shared));
    expect(recipientsOf(await world.deliveredMail())).toEqual([second.email]);
  });

  it("is not sent to an account without an e-mail address", async () => {
    const account = await person(null);
    await signIn(account.username);
    expect((await signIn(account.username)).statusCode).toBe(200);
    expect(await world.deliveredMail()).toEqual([]);
  });

  it("counts accepting an invite as the first sign-in, remembering that browser", async () => {
    const invited = await world.call("POST", "/api/admin/staff", world.adminCookie, {
      username: "invited-roamer",
      email: "invited-roamer@studio.example",
      role: "reviewer",
    });
    const token = invited.json().inviteUrl.split("/").at(-1);
    const accepted = await postJson(world.t.app, `/api/admin/invites/${token}`, {
      password: PASSWORD,
    });
    expect(accepted.statusCode).toBe(200);
    // The invite's own mail is sent and set aside first.
    await world.deliveredMail();
    world.sink.clear();
    await signIn("invited-roamer", asHeader(accepted));
    expect(await world.deliveredMail()).toEqual([]);
    await signIn("invited-roamer");
    expect(recipientsOf(await world.deliveredMail())).toEqual(["invited-roamer@studio.example"]);
  });
});

describe("forgetting browsers", () => {
  // known_devices keeps the device id's hash, as device-cookie.ts makes it.
  const hashOf = (response: LightMyRequestResponse) =>
    hashSessionToken(deviceCookieOf(response).value);
  const lastUsed = (adminId: number, response: LightMyRequestResponse, daysAgo: number) =>
    world.t.database.db
      .update(knownDevices)
      .set({ lastSeenAt: sql`now() - make_interval(days => ${daysAgo})` })
      .where(and(eq(knownDevices.adminId, adminId), eq(knownDevices.deviceHash, hashOf(response))));
  const devicesOf = async (adminId: number) =>
    (
      await world.t.database.db
        .select({ deviceHash: knownDevices.deviceHash })
        .from(knownDevices)
        .where(eq(knownDevices.adminId, adminId))
    ).map((row) => row.deviceHash);

  it("forgets a browser unused for a year at the retention purge, so it is new again", async () => {
    expect(KNOWN_BROWSER_UNUSED_DAYS).toBe(365);
    const account = await person();
    const recent = await signIn(account.username);
    const stale = await signIn(account.username);
    await lastUsed(account.id, recent, KNOWN_BROWSER_UNUSED_DAYS - 1);
    await lastUsed(account.id, stale, KNOWN_BROWSER_UNUSED_DAYS + 1);
    await world.deliveredMail();
    world.sink.clear();
    await makeTurnDue(world.t.database.db, "retention");
    await world.t.app.backgroundWork.runOnce();
    expect(await devicesOf(account.id)).toEqual([hashOf(recent)]);
    // The browser used 364 days ago is still known; the one used 366 days ago is not.
    await signIn(account.username, asHeader(recent));
    expect(await world.deliveredMail()).toEqual([]);
    await signIn(account.username, asHeader(stale));
    expect(recipientsOf(await world.deliveredMail())).toEqual([account.email]);
  });

  it("forgets an account's browsers with the account", async () => {
    const account = await person();
    await signIn(account.username);
    expect(await devicesOf(account.id)).toHaveLength(1);
    await world.t.database.db.delete(admins).where(eq(admins.id, account.id));
    expect(await devicesOf(account.id)).toEqual([]);
  });
});

describe("without mail set up", () => {
  it("sends no notice, yet remembers the browser", async () => {
    const t = await createTestApp();
    try {
      await createTestAdmin(t);
      await t.database.db.update(admins).set({ email: "admin@studio.example" });
      const login = () => postJson(t.app, "/api/admin/login", TEST_ADMIN);
      expect((await login()).statusCode).toBe(200);
      const second = await login();
      expect(second.statusCode).toBe(200);
      expect(deviceCookieOf(second).value).toMatch(/^[\w-]{43}$/);
      expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
      expect(await t.database.db.select().from(knownDevices)).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});

import { createHash, randomBytes } from "node:crypto";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInThroughForm } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser } from "./support/browser";
import { connectDatabase } from "./support/database";
import { createStaffAccount } from "./support/staff";

/**
 * Contract §16 in the browser: Settings → Sessions across two browsers, an admin ending
 * another account's sessions, and a forgotten password. Every account here is this file's
 * own: the shared e2e admin is only used, through the API, to invite them.
 */

const openPage = connectBrowser();
const query = connectDatabase();
const run = Date.now().toString(36);
const url = (path: string) => new URL(path, baseUrl()).href;
const PHONE = { viewport: { width: 375, height: 740 } };
/** Set E2E_SCREENSHOTS to a folder to keep screenshots of the new screens. */
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** A browser signed in as `account`, on its Settings screen. */
async function signedIn(account: { username: string; password: string }, options = {}) {
  const opened = await openPage("/admin/login", options);
  await signInThroughForm(opened.page, account.username, account.password);
  return opened;
}

const sessionsCard = (page: Page) => page.getByRole("region", { name: "Sessions" });
const sessionItems = (page: Page) =>
  sessionsCard(page).getByRole("list", { name: "Your sessions" }).getByRole("listitem");

async function openSettings(page: Page) {
  await page.goto(url("/admin/settings/sessions"), { waitUntil: "networkidle" });
  await sessionsCard(page).getByRole("list", { name: "Your sessions" }).waitFor();
}

/** Whether a signed-in browser is still signed in: an admin screen, or the login page. */
async function stillSignedIn(page: Page) {
  await page.goto(url("/admin/settings/sessions"), { waitUntil: "networkidle" });
  await page.waitForURL(/\/admin\/(settings\/sessions|login)$/);
  return new URL(page.url()).pathname === "/admin/settings/sessions";
}

describe("sessions", () => {
  // Two browsers signing in and out: 20 s alone, more beside the API layer on a busy machine.
  it("shows both browsers' sessions and signs the other out from the first", async () => {
    const account = await createStaffAccount("reviewer", `sess-${run}`);
    const first = await signedIn(account);
    const second = await signedIn(account);
    await openSettings(first.page);
    // Accepting the invite (through the API, no browser named) was the first session.
    await expect.poll(() => sessionItems(first.page).count()).toBe(3);
    expect(await sessionItems(first.page).filter({ hasText: "An unknown browser" }).count()).toBe(
      1,
    );
    const current = sessionItems(first.page).filter({ hasText: "This browser" });
    expect(await current.count()).toBe(1);
    expect(await current.innerText()).toMatch(/Chrome \d+ on Linux/);
    expect(await current.innerText()).toContain("127.0.0.0/24");
    expect(await current.getByRole("button", { name: "Sign out" }).count()).toBe(0);
    await expectAccessible(first.page, "settings with two sessions");
    await shot(first.page, "sessions-1280");

    const other = sessionItems(first.page)
      .filter({ hasText: /Chrome/ })
      .filter({ hasNotText: "This browser" });
    await other.getByRole("button", { name: "Sign out" }).click();
    const confirm = first.page.getByRole("alertdialog");
    expect(await confirm.innerText()).toContain("will have to sign in again");
    await expectAccessible(first.page, "sign out one session, confirmation");
    await confirm.getByRole("button", { name: "Sign out" }).click();
    await confirm.waitFor({ state: "hidden" });
    await expect.poll(() => sessionItems(first.page).count()).toBe(2);

    expect(await stillSignedIn(second.page)).toBe(false);
    expect(await stillSignedIn(first.page)).toBe(true);

    // And all the others at once.
    const third = await signedIn(account);
    await openSettings(first.page);
    await expect.poll(() => sessionItems(first.page).count()).toBe(3);
    await sessionsCard(first.page)
      .getByRole("button", { name: "Sign out all other sessions" })
      .click();
    expect(await confirm.innerText()).toContain("(2 sessions)");
    await confirm.getByRole("button", { name: "Sign out" }).click();
    await confirm.waitFor({ state: "hidden" });
    await expect.poll(() => sessionItems(first.page).count()).toBe(1);
    expect(
      await sessionsCard(first.page)
        .getByRole("button", { name: "Sign out all other sessions" })
        .isDisabled(),
    ).toBe(true);
    expect(await stillSignedIn(third.page)).toBe(false);
    expect(first.problems.filter((problem) => !problem.includes("401"))).toEqual([]);
    for (const opened of [first, second, third]) await opened.close();
  }, 60_000);

  it("reads well on a phone", async () => {
    const account = await createStaffAccount("editor", `sess-phone-${run}`);
    const phone = await signedIn(account, PHONE);
    await openSettings(phone.page);
    await expectAccessible(phone.page, "sessions on a phone");
    await shot(phone.page, "sessions-375");
    await phone.close();
  });

  it("lets an admin end all sessions of another account from the Staff screen", async () => {
    const admin = await createStaffAccount("admin", `sess-admin-${run}`);
    const target = await createStaffAccount("reviewer", `sess-target-${run}`);
    const targetBrowser = await signedIn(target);
    const adminBrowser = await signedIn(admin);
    await adminBrowser.page.goto(url("/admin/staff"), { waitUntil: "networkidle" });
    const row = adminBrowser.page.getByRole("row", { name: new RegExp(`@${target.username}`) });
    await row.getByRole("button", { name: /^Actions for/ }).click();
    await adminBrowser.page.getByRole("menuitem", { name: "End all sessions" }).click();
    const confirm = adminBrowser.page.getByRole("alertdialog");
    expect(await confirm.innerText()).toContain("signed out in every browser");
    await expectAccessible(adminBrowser.page, "end all sessions, confirmation");
    await shot(adminBrowser.page, "staff-end-sessions");
    await confirm.getByRole("button", { name: "End all sessions" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(await stillSignedIn(targetBrowser.page)).toBe(false);
    expect(await stillSignedIn(adminBrowser.page)).toBe(true);
    await targetBrowser.close();
    await adminBrowser.close();
  });
});

describe("a forgotten password", () => {
  // A mail to wait for and three screens: 20 s alone, more on a busy machine.
  it("asks for a link, sets a new password from it and sends to sign-in", async () => {
    const account = await createStaffAccount("reviewer", `forgot-${run}`);
    const email = `forgot-${run}@studio.example`;
    const cookie = await apiSession();
    const staff = (await (await adminApi(cookie, "GET", "/api/admin/staff")).json()) as {
      id: number;
      username: string;
    }[];
    const id = staff.find((member) => member.username === account.username)?.id;
    expect((await adminApi(cookie, "PATCH", `/api/admin/staff/${id}`, { email })).status).toBe(200);

    for (const options of [{}, PHONE]) {
      const visitor = await openPage("/admin/login", options);
      await visitor.page.getByRole("link", { name: "Forgot your password?" }).click();
      await visitor.page
        .getByRole("heading", { name: "Forgot your password?", level: 1 })
        .waitFor();
      await expectAccessible(visitor.page, "forgot password page");
      await visitor.page.getByLabel("Username or e-mail").fill(email.toUpperCase());
      await visitor.page.getByRole("button", { name: "Send the link" }).click();
      await visitor.page.getByRole("heading", { name: "Check your e-mail" }).waitFor();
      await expectAccessible(visitor.page, "link asked for");
      await shot(visitor.page, `forgot-password-${options === PHONE ? 375 : 1280}`);
      await visitor.close();
    }
    // The mail went to the outbox (the API tests read it off a real SMTP server).
    await expect
      .poll(async () =>
        query<{ n: number }>(
          "select count(*)::int as n from mail_outbox where recipient = $1 and purpose = 'password_reset'",
          [email],
        ),
      )
      .toEqual([{ n: 2 }]);

    // The link's token is the mail's secret; this test plants one of its own for the account.
    const token = randomBytes(32).toString("base64url");
    await query(
      "insert into password_reset_tokens (token_hash, admin_id, expires_at) values ($1, $2, now() + interval '1 hour')",
      [createHash("sha256").update(token).digest("hex"), id],
    );
    const stale = await signedIn(account);
    const reset = await openPage(`/admin/reset/${token}`, PHONE);
    await reset.page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await expectAccessible(reset.page, "reset page");
    await shot(reset.page, "reset-375");
    const newPassword = `new password ${run}`;
    await reset.page.getByLabel(/^New password/).fill(newPassword);
    await reset.page.getByLabel("Confirm new password").fill(newPassword);
    await reset.page.getByRole("button", { name: "Set new password" }).click();
    await reset.page.waitForURL(/\/admin\/login\?reset=done$/);
    await reset.page
      .getByRole("status")
      .filter({ hasText: "Your password has been changed" })
      .waitFor();
    await expectAccessible(reset.page, "login after reset");
    await shot(reset.page, "login-after-reset-375");
    expect(await stillSignedIn(stale.page)).toBe(false);
    await signInThroughForm(reset.page, account.username, newPassword);

    // Spent: the same link now says so.
    const again = await openPage(`/admin/reset/${token}`);
    await again.page.getByLabel(/^New password/).fill("another password");
    await again.page.getByLabel("Confirm new password").fill("another password");
    await again.page.getByRole("button", { name: "Set new password" }).click();
    await again.page.getByRole("heading", { name: "Link not valid" }).waitFor();
    await expectAccessible(again.page, "spent link");
    for (const opened of [stale, reset, again]) await opened.close();
  }, 60_000);
});

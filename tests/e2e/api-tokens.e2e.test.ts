import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PHONE } from "./support/accessibility";
import { signInThroughForm } from "./support/admin";
import { API_TOKENS_PAGE, makeToken, ownTokensCard } from "./support/api-tokens";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser } from "./support/browser";
import { createStaffAccount } from "./support/staff";

/**
 * API tokens (contract §19) as a staff member meets them: Settings → API tokens, a token made
 * and copied once, used from outside the browser (Node's fetch with a bearer), "last used"
 * moving, and revoked (then a 401). At 1280 and 375 px, with axe.
 */
const openPage = connectBrowser();
const run = Date.now().toString(36);
const ADMIN = { username: "admin", password: inject("e2eAdminPassword") };

async function signedIn(account: { username: string; password: string }, options = {}) {
  const opened = await openPage("/admin/login", options);
  await signInThroughForm(opened.page, account.username, account.password);
  // The login page's own check of the session is a 401 by design.
  opened.problems.length = 0;
  await opened.page.goto(new URL(API_TOKENS_PAGE, baseUrl()).href, { waitUntil: "networkidle" });
  await ownTokensCard(opened.page).waitFor();
  return opened;
}

const everyonesCard = (page: Page) =>
  page.getByRole("region", { name: "Everyone's API tokens", exact: true });
/** A token's item in a card's list, by its name (each test's names are its own). */
const tokenItem = (card: Locator, name: string) =>
  card.getByRole("listitem").filter({ hasText: name });
/** The item's "Last used" value: the third of created, expires, last used. */
const lastUsed = (item: Locator) => item.locator("dd").last();

/** The admin API from outside the browser, as an integration calls it. */
function callWithToken(token: string, path: string, init: RequestInit = {}) {
  return fetch(new URL(path, baseUrl()), {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
}

async function toastSays(page: Page, title: string) {
  await page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: title })
    .first()
    .waitFor();
}

/** Revokes the token, having first cancelled once: the focus goes back to its Revoke button. */
async function revoke(page: Page, card: Locator, name: string) {
  const revokeButton = tokenItem(card, name).getByRole("button", { name: "Revoke" });
  const confirm = page.getByRole("alertdialog", { name: `Revoke “${name}”?` });
  await revokeButton.click();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await confirm.waitFor({ state: "detached" });
  expect(await revokeButton.evaluate((button) => button === document.activeElement)).toBe(true);
  await revokeButton.click();
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await toastSays(page, "Token revoked");
  await confirm.waitFor({ state: "detached" });
  await tokenItem(card, name).waitFor({ state: "detached" });
}

describe("API tokens", () => {
  it("are made, copied once, used with a bearer, seen as used, and revoked at 1280 px", async () => {
    const { page, problems, close } = await signedIn(ADMIN);
    await page
      .context()
      .grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await expectAccessible(page, "API tokens page");

    const name = `CRM sync ${run}`;
    const { shown, token } = await makeToken(page, name, "Read and write", "In 30 days");
    expect(await shown.innerText()).toContain("you will not see it again");
    await expectAccessible(page, "new API token shown once");
    await shown.getByRole("button", { name: "Copy token" }).click();
    await toastSays(page, "Token copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await shown.getByRole("button", { name: "Done" }).click();
    await shown.waitFor({ state: "detached" });

    // Listed without the token, in both lists (an admin's own are among everyone's).
    const item = tokenItem(ownTokensCard(page), name);
    expect(await item.innerText()).toContain("Read and write");
    expect(await lastUsed(item).innerText()).toBe("Never");
    expect(await page.content()).not.toContain(token);
    expect(await tokenItem(everyonesCard(page), name).innerText()).toContain("Owner");

    // The token at work, from Node: who it is, a list, a write.
    const me = await callWithToken(token, "/api/admin/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: "admin", role: "admin" });
    expect((await callWithToken(token, "/api/admin/startup-ideas")).status).toBe(200);
    const tag = await callWithToken(token, "/api/admin/tags", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: `From the API ${run}`, colour: "green" }),
    });
    expect(tag.status).toBe(201);
    // Never its own kind: a token makes no tokens.
    const another = await callWithToken(token, "/api/admin/me/tokens", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Stronger", scope: "write" }),
    });
    expect(another.status).toBe(403);

    await page.reload({ waitUntil: "networkidle" });
    expect(await lastUsed(tokenItem(ownTokensCard(page), name)).innerText()).toMatch(/ago$/);

    await revoke(page, ownTokensCard(page), name);
    expect((await callWithToken(token, "/api/admin/me")).status).toBe(401);
    await expectAccessible(page, "API tokens page after revoking");
    expect(problems).toEqual([]);
    await close();
  });

  it("work on a phone, and an admin revokes a colleague's from everyone's tokens", async () => {
    const reviewer = await createStaffAccount("reviewer", `tokens-${run}`);
    const own = await signedIn(reviewer, PHONE);
    // A reviewer sees their own tokens only.
    expect(await everyonesCard(own.page).count()).toBe(0);
    const name = `Sheet ${run}`;
    const { shown, token } = await makeToken(own.page, name, "Read only", "No expiry");
    expect(await shown.innerText()).toContain("it does not expire");
    await expectAccessible(own.page, "new API token shown once, phone");
    await shown.getByRole("button", { name: "Done" }).click();
    const item = tokenItem(ownTokensCard(own.page), name);
    expect(await item.innerText()).toContain("Read only");
    expect(await own.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectAccessible(own.page, "API tokens page, phone");

    expect((await callWithToken(token, "/api/admin/startup-ideas")).status).toBe(200);
    expect((await callWithToken(token, "/api/admin/perspectives")).status).toBe(403);

    const admin = await signedIn(ADMIN, PHONE);
    const theirs = tokenItem(everyonesCard(admin.page), name);
    expect(await theirs.innerText()).toContain(reviewer.username);
    await revoke(admin.page, everyonesCard(admin.page), name);
    expect((await callWithToken(token, "/api/admin/startup-ideas")).status).toBe(401);

    await own.page.reload({ waitUntil: "networkidle" });
    await ownTokensCard(own.page).getByText("No API tokens yet").waitFor();
    expect([...own.problems, ...admin.problems]).toEqual([]);
    await own.close();
    await admin.close();
  });
});

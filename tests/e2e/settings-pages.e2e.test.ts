import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PHONE } from "./support/accessibility";
import { signInThroughForm } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser } from "./support/browser";
import { createStaffAccount } from "./support/staff";

/**
 * Settings as pages (contract §20): each page at its own address, reached by the
 * sub-navigation (a list beside the page at 1280 px, a menu on a phone) and by the browser's
 * back button; the studio's pages for admins only. axe on every page at both widths.
 */
const openPage = connectBrowser();
const run = Date.now().toString(36);
const ADMIN = { username: "admin", password: inject("e2eAdminPassword") };
const url = (path: string) => new URL(path, baseUrl()).href;

/** Every page in the sub-navigation's order, with a card only that page shows. */
const ACCOUNT_PAGES = [
  { path: "/admin/settings/account", link: "Account & password", card: "Account Security" },
  {
    path: "/admin/settings/profile",
    link: "Profile & notifications",
    card: "Profile & Notifications",
  },
  { path: "/admin/settings/second-factors", link: "Second factors", card: "Passkeys" },
  { path: "/admin/settings/sessions", link: "Sessions", card: "Sessions" },
  { path: "/admin/settings/api-tokens", link: "API tokens", card: "Your API tokens" },
];
const STUDIO_PAGES = [
  { path: "/admin/settings/templates", link: "Message templates", card: "Message templates" },
  { path: "/admin/settings/tags", link: "Tags", card: "Tags" },
  { path: "/admin/settings/scorecards", link: "Scorecards", card: "Scorecards" },
  {
    path: "/admin/settings/sign-in-policy",
    link: "Sign-in policy",
    card: "Require a second factor",
  },
  { path: "/admin/settings/retention", link: "Data retention", card: "Data retention" },
  { path: "/admin/settings/webhooks", link: "Webhooks", card: "Webhooks" },
];
const ALL_PAGES = [...ACCOUNT_PAGES, ...STUDIO_PAGES];

async function signedIn(account: { username: string; password: string }, options = {}) {
  const opened = await openPage("/admin/login", options);
  await signInThroughForm(opened.page, account.username, account.password);
  // The login page's own check of the session is a 401 by design.
  opened.problems.length = 0;
  return opened;
}

const settingsNav = (page: Page) => page.getByRole("navigation", { name: "Settings" });
const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const menuButton = (page: Page) =>
  settingsNav(page).getByRole("button", { name: /^Settings page/ });

async function onPage(page: Page, { path, card: name }: { path: string; card: string }) {
  await page.waitForURL((address) => address.pathname === path);
  await card(page, name).waitFor();
}

describe("settings pages", () => {
  // Eleven pages, each checked with axe: up to a minute on a busy machine (alone: 11-15 s).
  it("land on the account page and are reached by the sub-navigation and the back button at 1280 px", async () => {
    const { page, problems, close } = await signedIn(ADMIN);
    await page.goto(url("/admin/settings"), { waitUntil: "networkidle" });
    await onPage(page, ALL_PAGES[0] as (typeof ALL_PAGES)[number]);
    // The spec's two cards keep their texts on the account page.
    await card(page, "Admin Information").getByText("Default Password Changed").waitFor();
    await card(page, "Account Security").getByRole("button", { name: "Change Password" }).waitFor();

    const nav = settingsNav(page);
    expect(
      await nav.getByRole("list", { name: "Your account" }).getByRole("link").allInnerTexts(),
    ).toEqual(ACCOUNT_PAGES.map((p) => p.link));
    expect(
      await nav.getByRole("list", { name: "Studio" }).getByRole("link").allInnerTexts(),
    ).toEqual(STUDIO_PAGES.map((p) => p.link));
    expect(await menuButton(page).isVisible()).toBe(false);

    for (const target of ALL_PAGES) {
      await nav.getByRole("link", { name: target.link, exact: true }).click();
      await onPage(page, target);
      expect(
        await nav
          .getByRole("link", { name: target.link, exact: true })
          .getAttribute("aria-current"),
      ).toBe("page");
      expect(await page.title()).toContain(`${target.link} · Settings`);
      // Each page holds only its own cards: the tall single page is gone.
      for (const other of ALL_PAGES.filter((p) => p.card !== target.card)) {
        expect(await card(page, other.card).count(), `${other.card} on ${target.path}`).toBe(0);
      }
      await expectAccessible(page, `settings: ${target.link}`);
    }

    // The browser's back button walks the pages back, and forward again.
    for (const target of [...ALL_PAGES].reverse().slice(1, 4)) {
      await page.goBack();
      await onPage(page, target);
    }
    await page.goForward();
    await onPage(page, ALL_PAGES.at(-3) as (typeof ALL_PAGES)[number]);
    expect(problems).toEqual([]);
    await close();
  }, 60_000);

  it("are a menu on a phone, each page reached by its address and by the menu", async () => {
    const { page, problems, close } = await signedIn(ADMIN, PHONE);
    await page.goto(url("/admin/settings/tags"), { waitUntil: "networkidle" });
    await onPage(page, { path: "/admin/settings/tags", card: "Tags" });
    expect(await settingsNav(page).getByRole("list", { name: "Studio" }).isVisible()).toBe(false);
    expect(await menuButton(page).innerText()).toContain("Tags");
    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await menuButton(page).click();
    const menu = page.getByRole("menu");
    // The menu's code loads on first use (ADR 052): the menu opens once it has come.
    await menu.getByRole("menuitem").first().waitFor();
    expect(await menu.getByRole("menuitem").allInnerTexts()).toEqual(ALL_PAGES.map((p) => p.link));
    expect(await menu.getByRole("menuitem", { name: "Tags" }).getAttribute("aria-current")).toBe(
      "page",
    );
    await expectAccessible(page, "settings menu open, phone");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });

    for (const target of ALL_PAGES.filter((p) => p.path !== "/admin/settings/tags")) {
      await menuButton(page).click();
      await page.getByRole("menuitem", { name: target.link, exact: true }).click();
      await onPage(page, target);
      expect(await menuButton(page).innerText()).toContain(target.link);
      await expectAccessible(page, `settings: ${target.link}, phone`);
    }
    await page.goBack();
    await onPage(page, STUDIO_PAGES.at(-2) as (typeof STUDIO_PAGES)[number]);

    // By address too, the keyboard alone opening the menu.
    await page.goto(url("/admin/settings/sessions"), { waitUntil: "networkidle" });
    await onPage(page, { path: "/admin/settings/sessions", card: "Sessions" });
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Account & password" }).waitFor();
    await page.keyboard.press("Escape");
    expect(problems).toEqual([]);
    await close();
  }, 60_000);

  // Each role signs in and opens every studio page: up to a minute on a busy machine.
  it.each(["reviewer", "editor"] as const)(
    "show a %s their account's pages only; the studio's answer as not allowed",
    async (role) => {
      const account = await createStaffAccount(role, `settings-${role}-${run}`);
      const { page, close } = await signedIn(account);
      await page.goto(url("/admin/settings"), { waitUntil: "networkidle" });
      await onPage(page, ALL_PAGES[0] as (typeof ALL_PAGES)[number]);
      const nav = settingsNav(page);
      expect(await nav.getByRole("link").allInnerTexts()).toEqual(ACCOUNT_PAGES.map((p) => p.link));
      expect(await nav.getByRole("list", { name: "Studio" }).count()).toBe(0);
      for (const target of STUDIO_PAGES) {
        await page.goto(url(target.path));
        await page
          .getByRole("heading", { name: "Not available for your role", level: 1 })
          .waitFor();
        expect(await card(page, target.card).count()).toBe(0);
      }
      await expectAccessible(page, `settings page not allowed, ${role}`);
      await close();
    },
    60_000,
  );

  it("answer an old address with a redirect and an unknown one with 404", async () => {
    const old = await fetch(url("/admin/settings"), { redirect: "manual" });
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe("/admin/settings/account");
    expect(old.headers.get("cache-control")).toBe("no-store");
    expect(old.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect((await fetch(url("/admin/settings/no-such-page"), { redirect: "manual" })).status).toBe(
      404,
    );
  });
});

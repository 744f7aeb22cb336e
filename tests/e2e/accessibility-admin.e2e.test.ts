import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../server/features/staff/create-admin";
import { insertPerspectives } from "../support/perspective-seeds";
import { accessibilityArticles, expectFocusRings, PHONE } from "./support/accessibility";
import { reachRecordPanels, signInThroughForm, submit } from "./support/admin";
import { expectAccessibleAndUnambiguous } from "./support/axe";
import { baseUrl, connectBrowser, toastText, waitForHydration } from "./support/browser";

/**
 * axe-core (WCAG 2.1 A and AA) on every admin screen, in its states: empty and filled, form
 * errors, an open toast, menu, drawer and dialog, at 1280 px and at 375 px.
 */
const openPage = connectBrowser();
const url = (path: string) => new URL(path, baseUrl()).href;
const { run, ARTICLES, state } = accessibilityArticles();
const ADMIN = { username: `a11y-${run}`, password: `a11y-password-${run}` };
const ids = { idea: 0, interest: 0, perspective: 0 };

beforeAll(async () => {
  await createAdmin(state.database.db, ADMIN.username, ADMIN.password);
  ids.idea = (
    await submit("/api/ideas", {
      name: `Ada ${run}`,
      email: `ada-${run}@example.com`,
      phone: "231-555-0100",
      idea: "Soil moisture probes that report over LoRa.\nA second line.",
      sector: "Biotech",
      stage: "Prototype/MVP",
    })
  ).id;
  ids.interest = (
    await submit("/api/investment-interests", {
      name: `Ben ${run}`,
      email: `ben-${run}@example.com`,
      sectors: ["robotics", "forestry", "ag-biotech", "other"],
      investmentAmount: "$25,000+",
      additionalInfo: "Former dairy farmer.",
      termsAgreed: true,
    })
  ).id;
  const inserted = await insertPerspectives(state.database.db, ARTICLES);
  ids.perspective = inserted[0]?.id ?? 0;
});

describe("admin screens", () => {
  async function signedIn(path: string, options?: Parameters<typeof openPage>[1]) {
    const opened = await openPage("/admin/login", options);
    await signInThroughForm(opened.page, ADMIN.username, ADMIN.password);
    if (path !== "/admin") await opened.page.goto(url(path), { waitUntil: "networkidle" });
    return opened;
  }

  it("has none on the login page, empty, with its errors and with a failed sign-in", async () => {
    const { page, close } = await openPage("/admin/login");
    await waitForHydration(page);
    await expectAccessibleAndUnambiguous(page, "login");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByRole("button", { name: "Sign in" }).click();
    await page.waitForTimeout(200);
    await expectAccessibleAndUnambiguous(page, "login, submitted empty");
    await form.getByLabel("Username").fill(ADMIN.username);
    await form.getByLabel("Password").fill("not-the-password");
    await form.getByRole("button", { name: "Sign in" }).click();
    await toastText(page);
    await expectAccessibleAndUnambiguous(page, "login failed toast");
    await close();
  });

  it("has none on the dashboard, filled and empty", async () => {
    const { page, close } = await signedIn("/admin");
    await page.getByRole("table", { name: "Recent Startup Ideas" }).waitFor();
    await expectAccessibleAndUnambiguous(page, "dashboard");
    await page.route("**/api/admin/dashboard/stats", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({
          totalStartupIdeas: 0,
          totalInvestmentInterests: 0,
          recentStartupIdeas: [],
          recentInvestmentInterests: [],
        }),
      }),
    );
    await page.reload({ waitUntil: "networkidle" });
    await page.getByText("No startup ideas submitted yet").waitFor();
    await expectAccessibleAndUnambiguous(page, "dashboard, empty");
    await close();
  });

  for (const list of [
    { path: "/admin/startup-ideas", title: "Startup Ideas", api: "startup-ideas" },
    {
      path: "/admin/investment-interests",
      title: "Investment Interests",
      api: "investment-interests",
    },
  ]) {
    it(`has none on ${list.path}: filled, filtered to nothing, failing`, async () => {
      const { page, close } = await signedIn(list.path);
      await page.getByRole("heading", { name: list.title, level: 1 }).waitFor();
      await page.locator("tbody tr").first().waitFor();
      // Every column, the spec's Email among them (contract §20), fits beside the navigation at
      // 1280 px: no sideways scroll; the tags sit under the name, the owner under the status.
      const table = page.locator("main table");
      const tableWidth = await table.evaluate((element) => element.scrollWidth);
      expect(tableWidth).toBeLessThanOrEqual(
        await table.evaluate((t) => t.parentElement?.clientWidth ?? 0),
      );
      const headers = await page
        .locator("main thead th")
        .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ""));
      for (const header of ["Name", "Email", "Status", "Date", "Score"]) {
        expect(
          headers.some((text) => text.startsWith(header)),
          header,
        ).toBe(true);
      }
      const email = page.locator("main tbody tr").first().locator("td").nth(1);
      expect(await email.innerText()).toMatch(/@/);
      expect(await email.isVisible()).toBe(true);
      await expectAccessibleAndUnambiguous(page, `${list.path}`);

      await page.goto(url(`${list.path}?filter=search&search=nothing-${run}`), {
        waitUntil: "networkidle",
      });
      await page.getByText(/^No .* found$/).waitFor();
      await expectAccessibleAndUnambiguous(page, `${list.path}, no match`);

      await page.route(`**/api/admin/${list.api}?**`, (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ message: "Something went wrong on the server" }),
        }),
      );
      await page.goto(url(`${list.path}?filter=search&search=x${run}`), {
        waitUntil: "networkidle",
      });
      await page.getByRole("alert").first().waitFor();
      await expectAccessibleAndUnambiguous(page, `${list.path}, error`);
      await close();
    });
  }

  it("has none on both details and on the settings, with its errors", async () => {
    const { page, close } = await signedIn(`/admin/startup-ideas/${ids.idea}`);
    await page.getByRole("heading", { name: new RegExp(`Ada ${run}`) }).waitFor();
    await reachRecordPanels(page);
    await expectAccessibleAndUnambiguous(page, "idea detail");

    await page.goto(url(`/admin/investment-interests/${ids.interest}`), {
      waitUntil: "networkidle",
    });
    await page.getByRole("heading", { name: new RegExp(`Ben ${run}`) }).waitFor();
    await reachRecordPanels(page);
    await expectAccessibleAndUnambiguous(page, "interest detail");

    await page.goto(url("/admin/settings"), { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    await expectAccessibleAndUnambiguous(page, "settings");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.waitForTimeout(200);
    await expectAccessibleAndUnambiguous(page, "settings, submitted empty");
    await close();
  });

  it("has none on a detail with a comment and its delete dialog, and on the Activity screen", async () => {
    const { page, close } = await signedIn(`/admin/startup-ideas/${ids.idea}`);
    await reachRecordPanels(page);
    await page.getByLabel("Add a comment").fill("First call done.\nNext: site visit.");
    await page.getByRole("button", { name: "Add comment" }).click();
    await page.getByText("First call done.").waitFor();
    await expectAccessibleAndUnambiguous(page, "idea detail with a comment");
    await page
      .getByRole("button", { name: /^Delete comment by/ })
      .first()
      .click();
    await page.getByRole("alertdialog").waitFor();
    await expectAccessibleAndUnambiguous(page, "comment delete dialog");
    await page.keyboard.press("Escape");

    await page.goto(url("/admin/activity"), { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Activity", level: 1 }).waitFor();
    await expectAccessibleAndUnambiguous(page, "activity");
    await close();
  });

  it("has none on the perspectives list, with its menu and its delete dialog open", async () => {
    const { page, close } = await signedIn("/admin/perspectives");
    const menuButton = page.getByRole("button", { name: `Actions for ${ARTICLES[0]?.title}` });
    await menuButton.first().waitFor();
    await expectAccessibleAndUnambiguous(page, "perspectives list");
    await menuButton.first().click();
    await page.getByRole("menu").waitFor();
    await expectAccessibleAndUnambiguous(page, "actions menu open");
    // Escape closes the menu and gives the focus back to its button.
    await page.keyboard.press("Escape");
    await page.getByRole("menu").waitFor({ state: "detached" });
    // Radix gives it back a moment after the menu is gone (a busy machine shows that moment).
    await expect
      .poll(() => menuButton.first().evaluate((button) => button === document.activeElement))
      .toBe(true);
    await menuButton.first().click();
    await page.getByRole("menu").waitFor();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog").waitFor();
    await expectAccessibleAndUnambiguous(page, "delete dialog open");
    await page.keyboard.press("Escape");
    await page.getByRole("alertdialog").waitFor({ state: "detached" });
    await close();
  });

  it("has none on the perspectives list filtered to nothing and failing", async () => {
    const { page, close } = await signedIn(
      `/admin/perspectives?filter=search&search=nothing-${run}`,
    );
    await page.getByText("No perspectives found").waitFor();
    await expectAccessibleAndUnambiguous(page, "perspectives list, no match");
    await page.route("**/api/admin/perspectives?**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "Something went wrong on the server" }),
      }),
    );
    await page.goto(url(`/admin/perspectives?filter=search&search=x${run}`), {
      waitUntil: "networkidle",
    });
    await page.getByRole("button", { name: "Try again" }).waitFor();
    await expectAccessibleAndUnambiguous(page, "perspectives list, error");
    await close();
  });

  it("has none on an unknown submission and on an unknown admin address", async () => {
    const { page, close } = await signedIn("/admin/startup-ideas/999999999");
    await page.getByRole("alert").first().waitFor();
    await expectAccessibleAndUnambiguous(page, "unknown idea");
    await page.goto(url(`/admin/no-such-screen-${run}`), { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await expectAccessibleAndUnambiguous(page, "admin not found");
    await close();
  });

  it("has none in the editor, new (with its errors) and editing", async () => {
    const { page, close } = await signedIn("/admin/perspectives/new");
    await page.getByRole("heading", { name: "Create New Perspective", level: 1 }).waitFor();
    await expectAccessibleAndUnambiguous(page, "editor, new");
    await page.getByRole("button", { name: "Create Perspective" }).click();
    await page.getByRole("alert").first().waitFor();
    await expectAccessibleAndUnambiguous(page, "editor, errors");

    await page.goto(url(`/admin/perspectives/${ids.perspective}`), { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Edit Perspective", level: 1 }).waitFor();
    // The article as it reads until the editor loads (on use), then the editor.
    await expectAccessibleAndUnambiguous(
      page,
      "editor, editing, the article before the editor loads",
    );
    await page.getByRole("textbox", { name: "Content", exact: true }).hover();
    await page.locator(".ProseMirror").waitFor();
    await expectAccessibleAndUnambiguous(page, "editor, editing");
    await close();
  });

  it("shows focus rings of at least 3:1 on the login form and through a list's controls", async () => {
    const login = await openPage("/admin/login");
    await waitForHydration(login.page);
    await expectFocusRings(login.page, 3);
    await login.close();

    const { page, close } = await signedIn("/admin/startup-ideas");
    await page.locator("tbody tr").first().waitFor();
    await expectFocusRings(page, 14);
    await close();
  });

  it("has none at 375 px with the navigation drawer open", async () => {
    const { page, close } = await signedIn("/admin/startup-ideas", PHONE);
    // Phones get one card per idea, each column a labelled line, instead of the table.
    const cards = page.getByRole("list", { name: "Startup Ideas" });
    await cards
      .getByRole("link", { name: `Ada ${run}` })
      .first()
      .waitFor();
    expect(await page.locator("main table").count()).toBe(0);
    const card = cards
      .getByRole("listitem")
      .filter({ hasText: `Ada ${run}` })
      .first();
    for (const label of ["Email", "Stage", "Sector", "Status", "Date"]) {
      expect(await card.getByRole("term").allInnerTexts()).toContain(label);
    }
    // The owner is told under the status, as on a wide screen.
    expect(await card.evaluate((item) => item.textContent)).toMatch(/Owner: \S/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectAccessibleAndUnambiguous(page, "ideas list at 375 px");
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await drawer.waitFor();
    await expectAccessibleAndUnambiguous(page, "drawer open");
    expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    const toggle = page.getByRole("button", { name: "Open navigation" });
    await expect
      .poll(() => toggle.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await close();
  });
});

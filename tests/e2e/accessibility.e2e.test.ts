import { eq, inArray } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { strategicPerspectives } from "../../server/db/schema";
import { notifyPerspectivesChanged } from "../../server/features/perspectives/perspective-events";
import { createAdmin } from "../../server/features/staff/create-admin";
import { insertPerspectives, perspectiveSeed } from "../support/perspective-seeds";
import { migrationsFolder } from "../support/test-app";
import { signInThroughForm, submit } from "./support/admin";
import { announcePerspectiveChange } from "./support/announce";
import { expectAccessible, violations } from "./support/axe";
import { baseUrl, connectBrowser, toastText, waitForHydration } from "./support/browser";

/**
 * axe-core (WCAG 2.1 A and AA) on every public page and every admin screen, in their
 * states: empty and filled, form errors, an open toast, menu, drawer and dialog, at 1280 px
 * and at 375 px. axe is evaluated in the page through the DevTools protocol, which the
 * page's Content-Security-Policy does not govern (it refuses inline scripts).
 */
const PHONE = { viewport: { width: 375, height: 740 } };

const openPage = connectBrowser();
const run = Date.now().toString(36);
const url = (path: string) => new URL(path, baseUrl()).href;
const ADMIN = { username: `a11y-${run}`, password: `a11y-password-${run}` };
const ARTICLES = [
  perspectiveSeed(`a11y-one-${run}`, {
    title: `Reading the soil ${run}`,
    content:
      '<p>An article with <strong>some</strong> markup.</p><h2>A section</h2><ul><li>One</li><li>Two</li></ul><blockquote><p>A quote.</p></blockquote><p><a href="https://example.com" rel="noopener noreferrer">A link</a></p>',
    featured: true,
    category: "case_study",
  }),
  perspectiveSeed(`a11y-two-${run}`, { title: `Cold storage ${run}`, category: "expert_opinion" }),
];

let database: DatabaseHandle;
/** Perspectives that were published before this file hid them for the empty list. */
let hidden: number[] = [];
const ids = { idea: 0, interest: 0, perspective: 0 };

/** Waits until the server's cached /perspectives shows what `ready` wants. */
const announce = (ready: (html: string) => boolean) =>
  announcePerspectiveChange(database.db, "/perspectives", ready);

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: inject("e2eDatabaseUrl"), migrationsFolder });
  await createAdmin(database.db, ADMIN.username, ADMIN.password);
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
});

afterAll(async () => {
  await database.db.delete(strategicPerspectives).where(
    inArray(
      strategicPerspectives.slug,
      ARTICLES.map((article) => article.slug),
    ),
  );
  if (hidden.length > 0) {
    await database.db
      .update(strategicPerspectives)
      .set({ published: true })
      .where(inArray(strategicPerspectives.id, hidden));
  }
  await notifyPerspectivesChanged(database.db);
  await database.close();
});

describe("public pages", () => {
  it("catches a violation planted in a page (the check is not blind)", async () => {
    const { page, close } = await openPage("/privacy-policy");
    await page.evaluate(() => {
      const image = document.createElement("img");
      image.src = "/favicon.svg";
      document.querySelector("main")?.append(image);
    });
    expect((await violations(page)).map((violation) => violation.id)).toContain("image-alt");
    await close();
  });

  it("has no violation on /perspectives while nothing is published", async () => {
    const unpublished = await database.db
      .update(strategicPerspectives)
      .set({ published: false })
      .where(eq(strategicPerspectives.published, true))
      .returning({ id: strategicPerspectives.id });
    hidden = unpublished.map((row) => row.id);
    await announce((html) => html.includes("Check back soon"));
    const { page, close } = await openPage("/perspectives");
    await waitForHydration(page);
    await expectAccessible(page, "/perspectives, empty");
    await close();

    const inserted = await insertPerspectives(database.db, ARTICLES);
    ids.perspective = inserted[0]?.id ?? 0;
    await announce((html) => html.includes(ARTICLES[1]?.title ?? "?"));
  });

  const pages = [
    "/",
    "/startup-ideas",
    "/investment-interest",
    "/perspectives",
    `/perspectives?search=nothing-${run}`,
    `/perspectives/${ARTICLES[0]?.slug}`,
    "/perspectives/no-such-article",
    "/privacy-policy",
    "/terms-of-service",
    "/accessibility",
    "/no-such-page",
  ];
  for (const path of pages) {
    it(`has no violation on ${path} at 1280 px`, async () => {
      const { page, problems, close } = await openPage(path);
      await waitForHydration(page);
      await expectAccessible(page, path);
      expect(problems.filter((problem) => !problem.includes("404"))).toEqual([]);
      await close();
    });
  }

  for (const path of [
    "/",
    "/perspectives",
    `/perspectives/${ARTICLES[0]?.slug}`,
    "/startup-ideas",
  ]) {
    it(`has no violation on ${path} at 375 px`, async () => {
      const { page, close } = await openPage(path, PHONE);
      await waitForHydration(page);
      await expectAccessible(page, `${path} at 375 px`);
      await close();
    });
  }

  it("has none with the mobile menu open", async () => {
    const { page, close } = await openPage("/", PHONE);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).waitFor();
    await expectAccessible(page, "mobile menu open");
    await close();
  });

  const forms = [
    { path: "/", name: "Startup idea", button: "Submit Your Idea" },
    { path: "/startup-ideas", name: "Investment interest", button: "Register Interest" },
    { path: "/investment-interest", name: "Investment interest", button: "Register Interest" },
  ];
  for (const { path, name, button } of forms) {
    it(`has none with the form on ${path} showing its errors`, async () => {
      const { page, close } = await openPage(path);
      await waitForHydration(page);
      const form = page.getByRole("form", { name });
      await form.getByRole("button", { name: button }).click();
      await form.getByRole("alert").first().waitFor();
      await expectAccessible(page, `${path} form errors`);
      // Each error is announced and tied to its field.
      const invalid = form.locator('[aria-invalid="true"]');
      expect(await invalid.count()).toBeGreaterThan(0);
      for (const field of await invalid.all()) {
        const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
        expect(describedBy).toMatch(/-error\b/);
      }
      await close();
    });
  }

  it("has none with a toast open", async () => {
    const { page, close } = await openPage("/investment-interest");
    await waitForHydration(page);
    await page.route("**/api/investment-interests", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ message: "The service is busy. Please try again." }),
      }),
    );
    const form = page.getByRole("form", { name: "Investment interest" });
    await form.getByLabel("Full name").fill("Ivy Investor");
    await form.getByLabel("Email").fill("ivy@example.com");
    await form.getByLabel("Agricultural industry of interest").selectOption("forestry");
    await form.getByLabel("Available investment capital").selectOption("$5,001-25,000");
    await form.getByLabel(/I agree/).check();
    await form.getByRole("button", { name: "Register Interest" }).click();
    await toastText(page);
    await expectAccessible(page, "toast open");
    await close();
  });
});

/**
 * In the page: `__contrast(foreground, background)`, the WCAG contrast of two CSS colours of
 * any syntax (read back through a canvas; a translucent foreground is laid over the
 * background first), and `__background(element)`, the first opaque background up the tree.
 */
const CONTRAST_HELPERS = `
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  const rgba = (color) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const luminance = ([r, g, b]) => {
    const [lr, lg, lb] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  window.__contrast = (foreground, background) => {
    const back = rgba(background);
    const [r, g, b, a] = rgba(foreground);
    const front = [r, g, b].map((v, i) => v * a + back[i] * (1 - a));
    const [high, low] = [luminance(front), luminance(back)].sort((x, y) => y - x);
    return (high + 0.05) / (low + 0.05);
  };
  window.__background = (element) => {
    for (let node = element; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (rgba(color)[3] === 1) return color;
    }
    return "rgb(255, 255, 255)";
  };
`;

/** Tabs through the page's first `stops` stops: each shows a ring 2 px wide at 3:1 or more. */
async function expectFocusRings(page: Page, stops: number) {
  await page.evaluate(CONTRAST_HELPERS);
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press("Tab");
    // The ring's colour eases in with the element's colour transition.
    await page.waitForTimeout(250);
    const ring = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      // A card's link (a stretched link) draws its ring around the whole card.
      let element: HTMLElement = focused;
      for (let node: HTMLElement | null = focused; node; node = node.parentElement) {
        if (getComputedStyle(node).outlineStyle !== "none") {
          element = node;
          break;
        }
      }
      const style = getComputedStyle(element);
      const helpers = window as unknown as {
        __contrast: (a: string, b: string) => number;
        __background: (element: Element) => string;
      };
      return {
        name: `${focused.tagName} ${focused.textContent?.trim().slice(0, 30)}`,
        style: style.outlineStyle,
        width: Number.parseFloat(style.outlineWidth),
        contrast: helpers.__contrast(
          style.outlineColor,
          helpers.__background(element.parentElement ?? element),
        ),
      };
    });
    expect(ring.style, ring.name).not.toBe("none");
    expect(ring.width, ring.name).toBeGreaterThanOrEqual(2);
    expect(ring.contrast, ring.name).toBeGreaterThanOrEqual(3);
  }
}

describe("keyboard", () => {
  it("reaches the skip link first, and it moves the focus to the content", async () => {
    const { page, close } = await openPage("/perspectives");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(20);
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.id === "main");
    await close();
  });

  it("shows a focus ring of at least 3:1 on the home page's first stops and its form", async () => {
    const { page, close } = await openPage("/");
    await waitForHydration(page);
    await expectFocusRings(page, 16);
    await close();
  });

  it("moves the focus into the mobile menu and back to its toggle on Escape", async () => {
    const { page, close } = await openPage("/", PHONE);
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor();
    expect(await menu.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(
      await page
        .getByRole("button", { name: "Open menu" })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await close();
  });
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
    await expectAccessible(page, "login");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByRole("button", { name: "Sign in" }).click();
    await page.waitForTimeout(200);
    await expectAccessible(page, "login, submitted empty");
    await form.getByLabel("Username").fill(ADMIN.username);
    await form.getByLabel("Password").fill("not-the-password");
    await form.getByRole("button", { name: "Sign in" }).click();
    await toastText(page);
    await expectAccessible(page, "login failed toast");
    await close();
  });

  it("has none on the dashboard, filled and empty", async () => {
    const { page, close } = await signedIn("/admin");
    await page.getByRole("table", { name: "Recent Startup Ideas" }).waitFor();
    await expectAccessible(page, "dashboard");
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
    await expectAccessible(page, "dashboard, empty");
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
      await expectAccessible(page, `${list.path}`);

      await page.goto(url(`${list.path}?filter=search&search=nothing-${run}`), {
        waitUntil: "networkidle",
      });
      await page.getByText(/^No .* found$/).waitFor();
      await expectAccessible(page, `${list.path}, no match`);

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
      await expectAccessible(page, `${list.path}, error`);
      await close();
    });
  }

  it("has none on both details and on the settings, with its errors", async () => {
    const { page, close } = await signedIn(`/admin/startup-ideas/${ids.idea}`);
    await page.getByRole("heading", { name: new RegExp(`Ada ${run}`) }).waitFor();
    await expectAccessible(page, "idea detail");

    await page.goto(url(`/admin/investment-interests/${ids.interest}`), {
      waitUntil: "networkidle",
    });
    await page.getByRole("heading", { name: new RegExp(`Ben ${run}`) }).waitFor();
    await expectAccessible(page, "interest detail");

    await page.goto(url("/admin/settings"), { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    await expectAccessible(page, "settings");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.waitForTimeout(200);
    await expectAccessible(page, "settings, submitted empty");
    await close();
  });

  it("has none on a detail with a comment and its delete dialog, and on the Activity screen", async () => {
    const { page, close } = await signedIn(`/admin/startup-ideas/${ids.idea}`);
    await page.getByLabel("Add a comment").fill("First call done.\nNext: site visit.");
    await page.getByRole("button", { name: "Add comment" }).click();
    await page.getByText("First call done.").waitFor();
    await expectAccessible(page, "idea detail with a comment");
    await page
      .getByRole("button", { name: /^Delete comment by/ })
      .first()
      .click();
    await page.getByRole("alertdialog").waitFor();
    await expectAccessible(page, "comment delete dialog");
    await page.keyboard.press("Escape");

    await page.goto(url("/admin/activity"), { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Activity", level: 1 }).waitFor();
    await expectAccessible(page, "activity");
    await close();
  });

  it("has none on the perspectives list, with its menu and its delete dialog open", async () => {
    const { page, close } = await signedIn("/admin/perspectives");
    const menuButton = page.getByRole("button", { name: `Actions for ${ARTICLES[0]?.title}` });
    await menuButton.first().waitFor();
    await expectAccessible(page, "perspectives list");
    await menuButton.first().click();
    await page.getByRole("menu").waitFor();
    await expectAccessible(page, "actions menu open");
    // Escape closes the menu and gives the focus back to its button.
    await page.keyboard.press("Escape");
    await page.getByRole("menu").waitFor({ state: "detached" });
    expect(await menuButton.first().evaluate((button) => button === document.activeElement)).toBe(
      true,
    );
    await menuButton.first().click();
    await page.getByRole("menu").waitFor();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog").waitFor();
    await expectAccessible(page, "delete dialog open");
    await page.keyboard.press("Escape");
    await page.getByRole("alertdialog").waitFor({ state: "detached" });
    await close();
  });

  it("has none on the perspectives list filtered to nothing and failing", async () => {
    const { page, close } = await signedIn(
      `/admin/perspectives?filter=search&search=nothing-${run}`,
    );
    await page.getByText("No perspectives found").waitFor();
    await expectAccessible(page, "perspectives list, no match");
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
    await expectAccessible(page, "perspectives list, error");
    await close();
  });

  it("has none on an unknown submission and on an unknown admin address", async () => {
    const { page, close } = await signedIn("/admin/startup-ideas/999999999");
    await page.getByRole("alert").first().waitFor();
    await expectAccessible(page, "unknown idea");
    await page.goto(url(`/admin/no-such-screen-${run}`), { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await expectAccessible(page, "admin not found");
    await close();
  });

  it("has none in the editor, new (with its errors) and editing", async () => {
    const { page, close } = await signedIn("/admin/perspectives/new");
    await page.getByRole("heading", { name: "Create New Perspective", level: 1 }).waitFor();
    await expectAccessible(page, "editor, new");
    await page.getByRole("button", { name: "Create Perspective" }).click();
    await page.getByRole("alert").first().waitFor();
    await expectAccessible(page, "editor, errors");

    await page.goto(url(`/admin/perspectives/${ids.perspective}`), { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Edit Perspective", level: 1 }).waitFor();
    await page.locator(".ProseMirror").waitFor();
    await expectAccessible(page, "editor, editing");
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
    expect(await page.locator("main table").isVisible()).toBe(false);
    const card = cards
      .getByRole("listitem")
      .filter({ hasText: `Ada ${run}` })
      .first();
    for (const label of ["Email", "Stage", "Sector", "Status", "Date", "Owner"]) {
      expect(await card.getByRole("term").allInnerTexts()).toContain(label);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectAccessible(page, "ideas list at 375 px");
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await drawer.waitFor();
    await expectAccessible(page, "drawer open");
    expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    const toggle = page.getByRole("button", { name: "Open navigation" });
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    await close();
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { strategicPerspectives } from "../../server/db/schema";
import { insertPerspectives } from "../support/perspective-seeds";
import { accessibilityArticles, expectFocusRings, PHONE } from "./support/accessibility";
import { expectAccessibleAndUnambiguous, violations } from "./support/axe";
import { connectBrowser, toastText, waitForHydration } from "./support/browser";
import { sendInvestmentInterest } from "./support/public-forms";

/**
 * axe-core (WCAG 2.1 A and AA) on every public page, in its states: empty and filled, form
 * errors, an open toast and menu, at 1280 px and at 375 px; and the keyboard's way through
 * them. axe is evaluated in the page through the DevTools protocol, which the page's
 * Content-Security-Policy does not govern (it refuses inline scripts).
 */
const openPage = connectBrowser();
const { run, ARTICLES, state, announce } = accessibilityArticles();

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
    const unpublished = await state.database.db
      .update(strategicPerspectives)
      .set({ published: false })
      .where(eq(strategicPerspectives.published, true))
      .returning({ id: strategicPerspectives.id });
    state.hidden = unpublished.map((row) => row.id);
    await announce((html) => html.includes("Check back soon"));
    const { page, close } = await openPage("/perspectives");
    await waitForHydration(page);
    await expectAccessibleAndUnambiguous(page, "/perspectives, empty");
    await close();

    const inserted = await insertPerspectives(state.database.db, ARTICLES);
    expect(inserted).toHaveLength(ARTICLES.length);
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
      await expectAccessibleAndUnambiguous(page, path);
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
      await expectAccessibleAndUnambiguous(page, `${path} at 375 px`);
      await close();
    });
  }

  it("has none with the mobile menu open", async () => {
    const { page, close } = await openPage("/", PHONE);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).waitFor();
    await expectAccessibleAndUnambiguous(page, "mobile menu open");
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
      await expectAccessibleAndUnambiguous(page, `${path} form errors`);
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
    await sendInvestmentInterest(page, {
      name: "Ivy Investor",
      email: "ivy@example.com",
    });
    await toastText(page);
    await expectAccessibleAndUnambiguous(page, "toast open");
    await close();
  });
});

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

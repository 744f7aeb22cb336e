import { describe, expect, it } from "vitest";
import { connectBrowser, waitForHydration } from "./support/browser";

const openPage = connectBrowser();
const PHONE = { viewport: { width: 375, height: 740 } };

describe("mobile navigation at 375 px", () => {
  it("opens the menu with Home and the section links, and closes it when a link is chosen", async () => {
    const { page, problems, close } = await openPage("/startup-ideas", PHONE);
    await waitForHydration(page);
    const menu = page.getByRole("navigation", { name: "Mobile" });
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    expect(await menu.isVisible()).toBe(false);

    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await menu.isVisible()).toBe(true);
    expect(
      await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded"),
    ).toBe("true");
    for (const name of [
      "Home",
      "About",
      "Services",
      "Perspectives",
      "Contact",
      "Have a Startup Idea?",
    ]) {
      expect(await menu.getByRole("link", { name, exact: true }).isVisible()).toBe(true);
    }

    await menu.getByRole("link", { name: "Services" }).click();
    await page.waitForURL(/\/#services$/);
    await menu.waitFor({ state: "hidden" });
    expect(problems).toEqual([]);
    await close();
  });

  it("toggles closed again and closes on Escape, returning focus to the toggle", async () => {
    const { page, close } = await openPage("/", PHONE);
    await waitForHydration(page);
    const menu = page.getByRole("navigation", { name: "Mobile" });

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    expect(await menu.isVisible()).toBe(false);

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "About" }).focus();
    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);
    const toggleFocused = await page
      .getByRole("button", { name: "Open menu" })
      .evaluate((element) => element === document.activeElement);
    expect(toggleFocused).toBe(true);
    await close();
  });

  it("fits the phone's width without sideways scrolling", async () => {
    for (const path of ["/", "/startup-ideas", "/investment-interest", "/privacy-policy"]) {
      const { page, close } = await openPage(path, PHONE);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
      await close();
    }
  });
});

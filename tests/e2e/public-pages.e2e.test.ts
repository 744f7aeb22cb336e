import { describe, expect, it } from "vitest";
import { connectBrowser, waitForHydration } from "./support/browser";

const openPage = connectBrowser();

/** Every public page with the texts the spec gives it. */
const PAGES = [
  {
    path: "/",
    title: "Rootstock Ventures",
    texts: [
      "Skip to content",
      "Innovation Accelerator",
      "Strategic Investment",
      "Industry Connections",
      "Sustainable Solutions",
      "Startup Incubation",
      "Business Development",
      "Technology Commercialization",
      "Monday - Friday, 9:00 AM - 5:00 PM EST",
      "Have a Startup Idea?",
      "Need a Startup Idea?",
      "Contact Us",
    ],
  },
  {
    path: "/startup-ideas",
    title: "Startup Ideas | Rootstock Ventures",
    texts: [
      "Precision Agriculture",
      "Ag Biotech",
      "Submit Your Idea",
      "Back to Home",
      "Contact Us",
    ],
  },
  {
    path: "/investment-interest",
    title: "Invest With Us | Rootstock Ventures",
    texts: ["Invest With Us", "Register Interest", "$100-500 (Micro Startup)"],
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy | Rootstock Ventures",
    texts: ["Last Updated: May 1, 2025", "Michigan", "Wexford County"],
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service | Rootstock Ventures",
    texts: ["Last Updated: May 1, 2025", "Michigan", "Wexford County"],
  },
  {
    path: "/accessibility",
    title: "Accessibility Statement | Rootstock Ventures",
    texts: ["Last Updated: May 1, 2025", "WCAG 2.1", "5 business days"],
  },
] as const;

describe("public pages", () => {
  for (const { path, title, texts } of PAGES) {
    it(`${path} renders its texts, title and canonical link without console errors`, async () => {
      const { page, response, problems, close } = await openPage(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.title()).toBe(title);
      const body = await page.locator("body").innerText();
      for (const text of texts) expect(body).toContain(text);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
        new RegExp(`${path === "/" ? "/" : path}$`),
      );
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
      expect(await page.locator("h1").count()).toBe(1);
      expect(problems).toEqual([]);
      await close();
    });
  }

  it("serves each page's text in the HTML itself, before any script runs", async () => {
    const { page, close } = await openPage("/", { javaScriptEnabled: false });
    const body = await page.locator("body").innerText();
    expect(body).toContain("Innovation Accelerator");
    expect(body).toContain("Have a Startup Idea?");
    await close();
  });

  it("answers an unknown path with HTTP 404 and the not-found page", async () => {
    const { page, response, problems, close } = await openPage("/no/such/page");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    const body = await page.locator("body").innerText();
    expect(body).toContain("404 Page Not Found");
    expect(body).toContain("Did you forget to add the page to the router?");
    // Chromium reports the document's own 404 status; nothing else may go wrong.
    expect(problems).toEqual([
      "Failed to load resource: the server responded with a status of 404 (Not Found)",
    ]);
    await close();
  });

  it("shows the current year and the legal and contact links in the footer", async () => {
    const { page, close } = await openPage("/startup-ideas");
    const footer = page.locator("footer");
    expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()}`);
    for (const name of [
      "Home",
      "About",
      "Services",
      "Contact",
      "Privacy Policy",
      "Terms of Service",
      "Accessibility",
    ]) {
      expect(await footer.getByRole("link", { name, exact: true }).count()).toBe(1);
    }
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    await close();
  });

  it("opens the two product sites in new tabs", async () => {
    const { page, close } = await openPage("/");
    const productLinks = page.getByRole("link", { name: /^Visit / });
    expect(await productLinks.count()).toBe(2);
    for (const link of await productLinks.all()) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
    }
    await close();
  });

  it("lets a keyboard user skip straight to the content", async () => {
    const { page, close } = await openPage("/investment-interest");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.id === "main");
    await close();
  });

  it("takes the hero's buttons where the spec says", async () => {
    const { page, close } = await openPage("/");
    const hero = page.locator("section").first();
    expect(
      await hero.getByRole("link", { name: "Have a Startup Idea?" }).getAttribute("href"),
    ).toBe("#idea");
    expect(
      await hero.getByRole("link", { name: "Need a Startup Idea?" }).getAttribute("href"),
    ).toBe("/investment-interest");
    expect(await hero.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe(
      "#contact",
    );
    await close();
  });
});

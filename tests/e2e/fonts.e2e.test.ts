import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { connectBrowser } from "./support/browser";

/**
 * The brand fonts on a first visit (ADR 041): the first view fetches only the two small
 * `core` files; other Latin text still gets the brand fonts; and until they arrive, the
 * system fonts sized by scripts/fonts/subset.mjs take their room, so the swap moves nothing.
 */
const openPage = connectBrowser();
const PHONE = { viewport: { width: 375, height: 812 } };

/** The font files the page has fetched, by their name without the build's hash. */
function fontsFetched(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith(".woff2"))
      .map((pathname) => (pathname.split("/").pop() ?? "").replace(/-[\w-]{8}\.woff2$/, ""))
      .sort(),
  );
}

/** The brand font faces the page has loaded (the fallback faces are local fonts). */
function brandFacesLoaded(page: Page) {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === "loaded" && face.family.endsWith(" Variable"))
      .map((face) => face.family)
      .sort(),
  );
}

/**
 * How wide the home page's one-line texts are set: the wordmark (Fraunces, semibold), the
 * hero's badge (Inter) and its three buttons (Inter, semibold). A fallback that did not take
 * the brand font's room would change every one of them.
 */
function textWidths(page: Page) {
  return page.evaluate(() => {
    const hero = document.querySelector("main section");
    const elements = [
      document.querySelector("header .font-display"),
      hero?.querySelector("p"),
      ...(hero?.querySelectorAll(".flex-wrap a") ?? []),
    ];
    return elements.map((element) => {
      if (!element) return { text: "", width: 0 };
      const range = document.createRange();
      range.selectNodeContents(element);
      return {
        text: element.textContent?.trim() ?? "",
        width: range.getBoundingClientRect().width,
      };
    });
  });
}

describe("brand fonts", () => {
  it("fetches only the two core files for a public page's first view", async () => {
    // Pages whose text is fixed: the home page and the journal also show articles, which other
    // test files write (an accented title there rightly fetches a Latin file).
    for (const path of ["/startup-ideas", "/investment-interest", "/privacy-policy"]) {
      const { page, close } = await openPage(path, PHONE);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await fontsFetched(page), path).toEqual(["fraunces-core", "inter-core"]);
      expect(await brandFacesLoaded(page), path).toEqual(["Fraunces Variable", "Inter Variable"]);
      await close();
    }
  });

  it("sets a name with accents in the brand fonts too, from their Latin Extended files", async () => {
    const { page, close } = await openPage("/", PHONE);
    const covered = await page.evaluate(async () => {
      await document.fonts.load('16px "Inter Variable"', "Łódź Dvořák");
      await document.fonts.load('600 16px "Fraunces Variable"', "Łódź Dvořák");
      return [
        document.fonts.check('16px "Inter Variable"', "Łódź Dvořák"),
        document.fonts.check('600 16px "Fraunces Variable"', "Łódź Dvořák"),
      ];
    });
    expect(covered).toEqual([true, true]);
    expect(await fontsFetched(page)).toEqual(
      expect.arrayContaining(["inter-latin-ext", "fraunces-latin-ext"]),
    );
    await close();
  });

  it("keeps the layout when the brand fonts arrive: the fallbacks take their room", async () => {
    const { page, close } = await openPage("/", PHONE);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const branded = await textWidths(page);

    // The same page for a visitor whose fonts have not come: the fallback faces only.
    await page.route(/\.woff2(\?|$)/, (route) => route.abort());
    await page.goto(page.url());
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await brandFacesLoaded(page)).toEqual([]);
    const fallback = await textWidths(page);

    expect(branded.map(({ text }) => text)).toEqual([
      "Rootstock Ventures",
      "Agricultural-technology venture builder",
      "Have a Startup Idea?",
      "Need a Startup Idea?",
      "Contact Us",
    ]);
    branded.forEach(({ text, width }, index) => {
      const stand = fallback[index]?.width ?? 0;
      expect(Math.abs(stand - width) / width, `${text}: ${stand} vs ${width} px`).toBeLessThan(
        0.04,
      );
    });
    await close();
  });
});

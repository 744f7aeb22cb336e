import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SEARCH_DELAY_MS } from "~/components/admin/list/list-state";
import { baseUrl } from "./support/browser";
import {
  expectRows,
  expectStateHolds,
  listStateSuite,
  params,
  searchBox,
  shownNames,
} from "./support/list-state";

/**
 * The admin lists' state (docs/decisions/010): leaving the list while a search waits, and the
 * other ways a search applies (the phone's Sort menu, Export, Enter, Back from a record).
 */

const suite = listStateSuite();
// The record's address comes some 7 s after the click: every file and API read the navigation
// needs waits SLOW_MS, and they come in a chain of seven.
const ARRIVAL = { timeout: 50_000 };

/**
 * Follows `link` off the list while a search waits, on a slow phone: the page's clock stands
 * still from the typing on; the click comes on that clock a moment before the search's pause
 * ends, with the browser's CPU slowed twentyfold, so the pause ends while React is still
 * rendering the navigation the click began (it renders it in a transition). Applied then,
 * the search went back to the list and cancelled the user's choice (seen in CI on a busy
 * machine).
 */
async function leaveWhileSearchWaits(
  page: Page,
  link: Locator,
  /** What brings the link into view once the search is typed (a menu to open). */
  reach: () => Promise<void> = async () => {},
) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await searchBox(page).fill(suite.WORD);
  await reach();
  await link.evaluate((element, at) => {
    setTimeout(() => (element as HTMLElement).click(), at);
  }, SEARCH_DELAY_MS - 1);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
  await page.clock.runFor(SEARCH_DELAY_MS + 100);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await page.clock.resume();
}

describe("leaving the list while a search waits", () => {
  it("opens a startup idea from its row and stays there", async () => {
    const { page, slow, close } = await suite.slowList("/admin/startup-ideas");
    slow.navigations = true;
    await leaveWhileSearchWaits(page, page.getByRole("link", { name: suite.ALPHA, exact: true }));

    const detail = new URL(`/admin/startup-ideas/${suite.ideaIds[suite.ALPHA]}`, baseUrl()).href;
    await page.waitForURL(detail, ARRIVAL);
    const heading = page.getByRole("heading", { name: suite.ALPHA, level: 1 });
    await heading.waitFor();
    await page.waitForTimeout(1_500);
    expect(page.url()).toBe(detail);
    expect(await heading.isVisible()).toBe(true);
    await close();
  }, 60_000);

  it("opens a perspective's editor from its actions menu and stays there", async () => {
    const { page, slow, close } = await suite.slowList("/admin/perspectives");
    slow.navigations = true;
    await leaveWhileSearchWaits(page, page.getByRole("menuitem", { name: "Edit" }), () =>
      page.getByRole("button", { name: `Actions for ${suite.MANGO_P}` }).click(),
    );

    const editor = new URL(`/admin/perspectives/${suite.perspectiveIds[suite.MANGO_P]}`, baseUrl())
      .href;
    await page.waitForURL(editor, ARRIVAL);
    const heading = page.getByRole("heading", { name: "Edit Perspective", level: 1 });
    await heading.waitFor();
    await page.waitForTimeout(1_500);
    expect(page.url()).toBe(editor);
    expect(await heading.isVisible()).toBe(true);
    await close();
  }, 60_000);
});

describe("the other ways a search applies", () => {
  it("keeps the search and the phone layout's sort together (perspectives at 375 px)", async () => {
    const { page, close } = await suite.slowList("/admin/perspectives", {
      viewport: { width: 375, height: 740 },
    });
    expect(await page.getByRole("button", { name: /^Title/ }).count()).toBe(0);
    await searchBox(page).fill(suite.WORD);
    await page.getByLabel("Sort", { exact: true }).selectOption({ label: "Title A–Z" });

    await expectRows(page, [suite.ALPHA_P, suite.MANGO_P, suite.QUINCE_P]);
    const check = async () => {
      expect(params(page).get("search")).toBe(suite.WORD);
      expect(params(page).get("sort")).toBe("title");
      expect(params(page).get("direction")).toBe("asc");
      expect(await shownNames(page)).toEqual([suite.ALPHA_P, suite.MANGO_P, suite.QUINCE_P]);
      expect(await searchBox(page).inputValue()).toBe(suite.WORD);
      expect(await page.getByLabel("Sort", { exact: true }).inputValue()).toBe("title:asc");
    };
    await expectStateHolds(page, check);
    await close();
  });

  it("exports what was typed when Export CSV is clicked before the search applied", async () => {
    const { page, close } = await suite.slowList("/admin/startup-ideas");
    await searchBox(page).fill(suite.WORD);
    const [exported] = await Promise.all([
      page
        .context()
        .waitForEvent("request", (request) => request.url().includes("/api/admin/export/")),
      page.getByRole("link", { name: /Export CSV/ }).click(),
    ]);
    const url = new URL(exported.url());
    expect(url.pathname).toBe("/api/admin/export/startup-ideas");
    expect(url.searchParams.get("filter")).toBe("search");
    expect(url.searchParams.get("search")).toBe(suite.WORD);

    const csv = await page.request.get(url.href);
    const body = await csv.text();
    for (const name of [suite.MANGO, suite.ALPHA, suite.QUINCE]) expect(body).toContain(name);
    expect(body).not.toContain(suite.PAGER_WORD);
    // The list applied the same search.
    await page.waitForURL((address) => address.searchParams.get("search") === suite.WORD);
    await expectRows(page, [suite.QUINCE, suite.ALPHA, suite.MANGO]);
    await close();
  });

  it("applies the search at once on Enter", async () => {
    const { page, close } = await suite.slowList("/admin/startup-ideas");
    // The page's clock stands still: the pause-in-typing timer cannot fire, only Enter applies.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await searchBox(page).fill(suite.WORD);
    await searchBox(page).press("Enter");
    await page.waitForURL((url) => url.searchParams.get("search") === suite.WORD, {
      timeout: 5_000,
    });
    await page.clock.resume();
    await expectRows(page, [suite.QUINCE, suite.ALPHA, suite.MANGO]);
    await close();
  });

  // List changes replace the address (docs/decisions: admin list state), so Back from a
  // record returns to the list as it was left: search, sort and the box showing the search.
  it("returns from a record with Back to the searched, sorted list", async () => {
    const { page, close } = await suite.slowList("/admin/startup-ideas");
    await searchBox(page).fill(suite.WORD);
    await page.getByRole("button", { name: /^Name/ }).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "name");
    await expectRows(page, [suite.QUINCE, suite.MANGO, suite.ALPHA]);
    await page.getByRole("link", { name: suite.ALPHA, exact: true }).click();
    await page.getByRole("heading", { name: suite.ALPHA, level: 1 }).waitFor();

    await page.goBack();
    const shown = () => {
      const url = new URL(page.url());
      return {
        path: url.pathname,
        search: params(page).get("search"),
        sort: params(page).get("sort"),
      };
    };
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual({ path: "/admin/startup-ideas", search: suite.WORD, sort: "name" });
    await expectRows(page, [suite.QUINCE, suite.MANGO, suite.ALPHA]);
    expect(await searchBox(page).inputValue()).toBe(suite.WORD);
    await close();
  });
});

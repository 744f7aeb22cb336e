import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { signInThroughForm } from "./support/admin";
import { baseUrl, holdScripts, waitForHydration } from "./support/browser";
import {
  column,
  expectRows,
  expectStateHolds,
  listStateSuite,
  params,
  searchBox,
  settled,
  shownNames,
} from "./support/list-state";
import { SLOW_MS } from "./support/slow-api";

/**
 * The admin lists' state (docs/decisions/010): a search still waiting (typed, its 300 ms not
 * yet over) when a sort, a filter or a page is chosen. support/list-state.ts has the records.
 */

const suite = listStateSuite();

describe("a search still waiting when another control is used", () => {
  it("keeps the search and the Name sort together (startup ideas)", async () => {
    const { page, close } = await suite.slowList("/admin/startup-ideas");
    await searchBox(page).fill(suite.WORD);
    await page.getByRole("button", { name: /^Name/ }).click();

    await expectRows(page, [suite.QUINCE, suite.MANGO, suite.ALPHA]);
    const check = async () => {
      expect(params(page).get("search")).toBe(suite.WORD);
      expect(params(page).get("filter")).toBe("search");
      expect(params(page).get("sort")).toBe("name");
      expect(params(page).get("direction")).toBe("desc");
      expect(await shownNames(page)).toEqual([suite.QUINCE, suite.MANGO, suite.ALPHA]);
      expect(await searchBox(page).inputValue()).toBe(suite.WORD);
    };
    await expectStateHolds(page, check);
    await close();
  });

  it("keeps the search and the Title sort together (perspectives)", async () => {
    const { page, close } = await suite.slowList("/admin/perspectives");
    await searchBox(page).fill(suite.WORD);
    await page.getByRole("button", { name: /^Title/ }).click();

    await expectRows(page, [suite.QUINCE_P, suite.MANGO_P, suite.ALPHA_P]);
    const check = async () => {
      expect(params(page).get("search")).toBe(suite.WORD);
      expect(params(page).get("sort")).toBe("title");
      expect(params(page).get("direction")).toBe("desc");
      expect(await shownNames(page)).toEqual([suite.QUINCE_P, suite.MANGO_P, suite.ALPHA_P]);
      expect(await searchBox(page).inputValue()).toBe(suite.WORD);
    };
    await expectStateHolds(page, check);
    await close();
  });

  /** Types, then at once chooses `value` in the `label` menu: only that filter remains. */
  async function chooseFilterWhileTyping(
    path: string,
    label: string,
    name: string,
    value: string,
    rowsMatch: (page: Page) => Promise<void>,
  ) {
    const { page, close } = await suite.slowList(path);
    await searchBox(page).fill(suite.WORD);
    await page.getByLabel(label, { exact: true }).selectOption(value);

    await page.waitForURL((url) => url.searchParams.get("filter") === name);
    const check = async () => {
      expect(params(page).get("filter")).toBe(name);
      expect(params(page).get("search")).toBe(value);
      expect(await searchBox(page).inputValue()).toBe("");
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(value);
      await settled(page);
      await rowsMatch(page);
    };
    await expect.poll(async () => (await searchBox(page).inputValue()) === "").toBe(true);
    await settled(page);
    await expectStateHolds(page, check);
    await close();
  }

  it("drops the search when a Status is chosen (startup ideas)", async () => {
    await chooseFilterWhileTyping(
      "/admin/startup-ideas",
      "Status",
      "status",
      "reviewing",
      async (page) => {
        const names = await shownNames(page);
        expect(names).toContain(suite.MANGO);
        expect(names).not.toContain(suite.ALPHA);
        expect(names).not.toContain(suite.QUINCE);
        // The Status cell: the status, then how long the record has held it.
        const statuses = await column(page, "Status");
        expect(statuses.map((text) => text.trim().split("\n")[0]?.toLowerCase())).toEqual(
          names.map(() => "reviewing"),
        );
      },
    );
  });

  it("drops the search when a Sector is chosen (startup ideas)", async () => {
    await chooseFilterWhileTyping(
      "/admin/startup-ideas",
      "Sector",
      "sector",
      "forestry technology",
      async (page) => {
        const names = await shownNames(page);
        expect(names).toContain(suite.ALPHA);
        expect(names).not.toContain(suite.MANGO);
        expect(names).not.toContain(suite.QUINCE);
        const sectors = await column(page, "Sector");
        expect(sectors).toEqual(names.map(() => "Forestry Technology"));
      },
    );
  });

  it("drops the search when an Amount is chosen (investment interests)", async () => {
    await chooseFilterWhileTyping(
      "/admin/investment-interests",
      "Amount",
      "investmentAmount",
      "$1-500",
      async (page) => {
        const names = await shownNames(page);
        expect(names).toContain(suite.INTERESTS[0].name);
        expect(names).not.toContain(suite.INTERESTS[1].name);
        for (const amount of await column(page, "Investment Amount"))
          expect(["$100-500", "$1-500"]).toContain(amount);
      },
    );
  });

  it("drops the search when a Category is chosen (perspectives)", async () => {
    await chooseFilterWhileTyping(
      "/admin/perspectives",
      "Category",
      "category",
      "market_analysis",
      async (page) => {
        const names = await shownNames(page);
        expect(names).toContain(suite.ALPHA_P);
        expect(names).not.toContain(suite.MANGO_P);
        expect(names).not.toContain(suite.QUINCE_P);
        const categories = await column(page, "Category");
        expect(categories).toEqual(names.map(() => "Market Analysis"));
      },
    );
  });

  /**
   * Next clicked while the search still waits (`waitForSearch` false), or once it is applied
   * but its rows are still on their way: the rows on screen are the list before the search,
   * and the second page is the search's, not the rows after the old list's last one.
   */
  async function pageThroughSearch(waitForSearch: boolean) {
    const { page, close } = await suite.slowList("/admin/startup-ideas");
    const next = page.getByRole("button", { name: "Next" });
    expect(await next.isEnabled()).toBe(true);
    await searchBox(page).fill(suite.PAGER_WORD);
    if (waitForSearch) {
      await page.waitForURL((url) => url.searchParams.get("search") === suite.PAGER_WORD);
      // Still the list before the search, dimmed: its answer waits SLOW_MS on the network.
      await page.locator("tbody.opacity-60").waitFor({ timeout: SLOW_MS / 2 });
    }
    await next.click();

    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    const pager = page.getByRole("navigation", { name: "Pages" });
    const check = async () => {
      expect(params(page).get("search")).toBe(suite.PAGER_WORD);
      expect(params(page).get("page")).toBe("2");
      await settled(page);
      const names = await shownNames(page);
      expect(names).toHaveLength(suite.PAGER_COUNT - 50);
      for (const name of names) expect(name).toContain(suite.PAGER_WORD);
      expect(await pager.innerText()).toContain(
        `Showing 51–${suite.PAGER_COUNT} of ${suite.PAGER_COUNT}`,
      );
      expect(await searchBox(page).inputValue()).toBe(suite.PAGER_WORD);
    };
    await expect
      .poll(() => pager.innerText(), { timeout: 10_000 })
      .toContain(`–${suite.PAGER_COUNT} of ${suite.PAGER_COUNT}`);
    await expectStateHolds(page, check);
    await close();
  }

  it("pages through the search's results when Next is clicked (startup ideas)", () =>
    pageThroughSearch(false));

  it("pages through the search's results when Next is clicked before they arrive", () =>
    pageThroughSearch(true));
});

describe("a control used on the server's page before its code arrived", () => {
  /** Signs in, then opens the ideas list with its scripts held until `release` is called. */
  async function listWithScriptsHeld(options?: Parameters<typeof suite.openPage>[1]) {
    const opened = await suite.openPage("/admin/login", options);
    await signInThroughForm(opened.page, "admin", inject("e2eAdminPassword"));
    const release = await holdScripts(opened.page, "**/assets/*.js");
    await opened.page.goto(new URL("/admin/startup-ideas", baseUrl()).href, {
      waitUntil: "domcontentloaded",
    });
    return { ...opened, release };
  }

  it("searches for what was typed in the search box", async () => {
    const { page, release, close } = await listWithScriptsHeld();
    await searchBox(page).fill(suite.WORD);
    release();
    await waitForHydration(page);

    await page.waitForURL((url) => url.searchParams.get("search") === suite.WORD, {
      timeout: 10_000,
    });
    await expectRows(page, [suite.QUINCE, suite.ALPHA, suite.MANGO]);
    expect(await searchBox(page).inputValue()).toBe(suite.WORD);
    await close();
  });

  it("filters by the Status picked, and on a phone sorts by the Sort picked", async () => {
    const { page, release, close } = await listWithScriptsHeld({
      viewport: { width: 375, height: 812 },
    });
    await page.getByLabel("Status", { exact: true }).selectOption("reviewing");
    await page.getByLabel("Sort", { exact: true }).selectOption("name:asc");
    release();
    await waitForHydration(page);

    // One filter at a time: the Status is the list's filter, and the sort goes with it.
    await page.waitForURL((url) => url.searchParams.get("filter") === "status", {
      timeout: 10_000,
    });
    expect(params(page).get("search")).toBe("reviewing");
    expect(params(page).get("sort")).toBe("name");
    expect(params(page).get("direction")).toBe("asc");
    expect(await page.getByLabel("Status", { exact: true }).inputValue()).toBe("reviewing");
    expect(await page.getByLabel("Sort", { exact: true }).inputValue()).toBe("name:asc");
    await settled(page);
    await close();
  });
});

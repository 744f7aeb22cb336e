import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signInThroughForm, submit } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { baseUrl, connectBrowser } from "./support/browser";
import { slowAdminApi } from "./support/slow-api";

/**
 * The admin lists' state (app/components/admin/list/list-state.ts): the search box applies
 * its text 300 ms after typing stops. Every test here acts inside those 300 ms, on a slow
 * admin API (support/slow-api.ts), and then checks that the end state is the one the user
 * asked for, and that nothing arriving later undoes it.
 */

const openPage = connectBrowser();
const run = Date.now().toString(36);
/** A word only this run's records carry, searched for by the tests. */
const WORD = `lst${run}`;
/** Another, carried by more than a page (50) of ideas. */
const PAGER_WORD = `pgr${run}`;
const PAGER_COUNT = 55;
/** Proves that nothing arriving later undoes the end state. */
const SETTLE_MS = 2_000;

/** Created in this order, so "newest first" and "by name" differ. */
const IDEAS = [
  { name: `Mango ${WORD}`, sector: "Biotech" },
  { name: `Alpha ${WORD}`, sector: "Forestry Technology" },
  { name: `Quince ${WORD}`, sector: "Biotech" },
] as const;
const [MANGO, ALPHA, QUINCE] = IDEAS.map((idea) => idea.name) as [string, string, string];
const INTERESTS = [
  { name: `Plum ${WORD}`, investmentAmount: "$100-500" },
  { name: `Fig ${WORD}`, investmentAmount: "$25,000+" },
] as const;
const PERSPECTIVES = [
  { title: `Mango orchards ${WORD}`, category: "case_study" },
  { title: `Alpha irrigation ${WORD}`, category: "market_analysis" },
  { title: `Quince storage ${WORD}`, category: "case_study" },
] as const;
const [MANGO_P, ALPHA_P, QUINCE_P] = PERSPECTIVES.map((p) => p.title) as [string, string, string];

const ideaIds: Record<string, number> = {};
const perspectiveIds: Record<string, number> = {};
let cookie = "";

beforeAll(async () => {
  // The pager's ideas first: this run's three ideas are then the newest, on the first page.
  for (let index = 0; index < PAGER_COUNT; index += 1) {
    await submit("/api/ideas", {
      name: `Pager ${String(index).padStart(2, "0")} ${PAGER_WORD}`,
      email: `pager-${index}-${run}@example.com`,
      idea: `Idea number ${index} of a long list, to fill more than one page.`,
      sector: "Other",
      stage: "Concept/Idea stage",
    });
  }
  for (const idea of IDEAS) {
    const { id } = await submit("/api/ideas", {
      name: idea.name,
      email: `${idea.name.split(" ")[0]?.toLowerCase()}-${run}@example.com`,
      idea: `An idea from ${idea.name} in the ${idea.sector} sector.`,
      sector: idea.sector,
      stage: "Concept/Idea stage",
    });
    ideaIds[idea.name] = id;
  }
  for (const interest of INTERESTS) {
    await submit("/api/investment-interests", {
      name: interest.name,
      email: `${interest.name.split(" ")[0]?.toLowerCase()}-${run}@example.com`,
      sectors: ["robotics"],
      investmentAmount: interest.investmentAmount,
      termsAgreed: true,
    });
  }

  cookie = await apiSession();
  // One idea moves on in the workflow, so a status filter has something to tell apart.
  const patched = await adminApi(
    cookie,
    "PATCH",
    `/api/admin/startup-ideas/${ideaIds[MANGO]}/status`,
    {
      status: "reviewing",
    },
  );
  if (!patched.ok) throw new Error(`status update answered ${patched.status}`);
  for (const perspective of PERSPECTIVES) {
    const response = await adminApi(cookie, "POST", "/api/admin/perspectives", {
      title: perspective.title,
      summary: "A short summary of this article, for the list.",
      content: "<p>Enough words of content to pass the editor's minimum length for an article.</p>",
      category: perspective.category,
      authorName: "Lee Tester",
      authorTitle: "Analyst",
      featured: false,
      published: true,
    });
    if (response.status !== 201) throw new Error(`create answered ${response.status}`);
    perspectiveIds[perspective.title] = ((await response.json()) as { id: number }).id;
  }
}, 120_000);

afterAll(async () => {
  for (const id of Object.values(perspectiveIds)) {
    await adminApi(cookie, "DELETE", `/api/admin/perspectives/${id}`);
  }
});

/** Signs in, slows the admin API down and opens `path`, waiting for its first rows. */
async function slowList(path: string, options?: Parameters<typeof openPage>[1]) {
  const opened = await openPage("/admin/login", options);
  await signInThroughForm(opened.page, "admin", inject("e2eAdminPassword"));
  const slow = await slowAdminApi(opened.page);
  await opened.page.goto(new URL(path, baseUrl()).href);
  await settled(opened.page);
  return { ...opened, slow };
}

/** The perspectives' phone layout: one card per perspective. */
const CARDS = 'ul[aria-label="Strategic Perspectives"]';

/** The list has data for the URL it shows (no dimmed placeholder rows, no spinner). */
async function settled(page: Page) {
  await page.waitForFunction(
    (CARDS) =>
      document.querySelector("tbody.opacity-60, ul.opacity-60") === null &&
      document.querySelector("main .animate-spin") === null &&
      document.querySelector(`tbody tr, ${CARDS} > li, main p`) !== null,
    CARDS,
  );
}

/** The first cell's text of every row shown (a submission's name, a perspective's title). */
async function shownNames(page: Page) {
  await settled(page);
  return page.locator(`tbody tr td:first-child a:visible, ${CARDS} > li a:visible`).allInnerTexts();
}

/** The text of column `n` (1-based) in every row. */
function column(page: Page, n: number) {
  return page.locator(`tbody tr td:nth-child(${n})`).allInnerTexts();
}

const params = (page: Page) => new URL(page.url()).searchParams;
const searchBox = (page: Page) => page.getByLabel("Search", { exact: true });

/** Waits until the list shows exactly `names`, in that order, for the URL it is at. */
async function expectRows(page: Page, names: string[]) {
  await expect.poll(() => shownNames(page), { timeout: 10_000 }).toEqual(names);
}

describe("a search still waiting when another control is used", () => {
  it("keeps the search and the Name sort together (startup ideas)", async () => {
    const { page, close } = await slowList("/admin/startup-ideas");
    await searchBox(page).fill(WORD);
    await page.getByRole("button", { name: /^Name/ }).click();

    await expectRows(page, [QUINCE, MANGO, ALPHA]);
    const check = async () => {
      expect(params(page).get("search")).toBe(WORD);
      expect(params(page).get("filter")).toBe("search");
      expect(params(page).get("sort")).toBe("name");
      expect(params(page).get("direction")).toBe("desc");
      expect(await shownNames(page)).toEqual([QUINCE, MANGO, ALPHA]);
      expect(await searchBox(page).inputValue()).toBe(WORD);
    };
    await check();
    await page.waitForTimeout(SETTLE_MS);
    await check();
    await close();
  });

  it("keeps the search and the Title sort together (perspectives)", async () => {
    const { page, close } = await slowList("/admin/perspectives");
    await searchBox(page).fill(WORD);
    await page.getByRole("button", { name: /^Title/ }).click();

    await expectRows(page, [QUINCE_P, MANGO_P, ALPHA_P]);
    const check = async () => {
      expect(params(page).get("search")).toBe(WORD);
      expect(params(page).get("sort")).toBe("title");
      expect(params(page).get("direction")).toBe("desc");
      expect(await shownNames(page)).toEqual([QUINCE_P, MANGO_P, ALPHA_P]);
      expect(await searchBox(page).inputValue()).toBe(WORD);
    };
    await check();
    await page.waitForTimeout(SETTLE_MS);
    await check();
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
    const { page, close } = await slowList(path);
    await searchBox(page).fill(WORD);
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
    await check();
    await page.waitForTimeout(SETTLE_MS);
    await check();
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
        expect(names).toContain(MANGO);
        expect(names).not.toContain(ALPHA);
        expect(names).not.toContain(QUINCE);
        const statuses = await column(page, 5);
        expect(statuses.map((text) => text.trim().toLowerCase())).toEqual(
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
        expect(names).toContain(ALPHA);
        expect(names).not.toContain(MANGO);
        expect(names).not.toContain(QUINCE);
        const sectors = await column(page, 4);
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
        expect(names).toContain(INTERESTS[0].name);
        expect(names).not.toContain(INTERESTS[1].name);
        for (const amount of await column(page, 4))
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
        expect(names).toContain(ALPHA_P);
        expect(names).not.toContain(MANGO_P);
        expect(names).not.toContain(QUINCE_P);
        const categories = await column(page, 2);
        expect(categories).toEqual(names.map(() => "Market Analysis"));
      },
    );
  });

  it("pages through the search's results when Next is clicked (startup ideas)", async () => {
    const { page, close } = await slowList("/admin/startup-ideas");
    const next = page.getByRole("button", { name: "Next" });
    expect(await next.isEnabled()).toBe(true);
    await searchBox(page).fill(PAGER_WORD);
    await next.click();

    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    const pager = page.getByRole("navigation", { name: "Pages" });
    const check = async () => {
      expect(params(page).get("search")).toBe(PAGER_WORD);
      expect(params(page).get("page")).toBe("2");
      await settled(page);
      const names = await shownNames(page);
      expect(names).toHaveLength(PAGER_COUNT - 50);
      for (const name of names) expect(name).toContain(PAGER_WORD);
      expect(await pager.innerText()).toContain(`Showing 51–${PAGER_COUNT} of ${PAGER_COUNT}`);
      expect(await searchBox(page).inputValue()).toBe(PAGER_WORD);
    };
    await expect.poll(() => pager.innerText(), { timeout: 10_000 }).toContain(`of ${PAGER_COUNT}`);
    await check();
    await page.waitForTimeout(SETTLE_MS);
    await check();
    await close();
  });
});

describe("leaving the list while a search waits", () => {
  it("opens a startup idea from its row and stays there", async () => {
    const { page, slow, close } = await slowList("/admin/startup-ideas");
    slow.navigations = true;
    await searchBox(page).fill(WORD);
    await page.getByRole("link", { name: ALPHA, exact: true }).click();

    const detail = new URL(`/admin/startup-ideas/${ideaIds[ALPHA]}`, baseUrl()).href;
    await page.waitForURL(detail);
    const heading = page.getByRole("heading", { name: ALPHA, level: 1 });
    await heading.waitFor();
    await page.waitForTimeout(1_500);
    expect(page.url()).toBe(detail);
    expect(await heading.isVisible()).toBe(true);
    await close();
  });

  it("opens a perspective's editor from its actions menu and stays there", async () => {
    const { page, slow, close } = await slowList("/admin/perspectives");
    slow.navigations = true;
    await searchBox(page).fill(WORD);
    await page.getByRole("button", { name: `Actions for ${MANGO_P}` }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();

    const editor = new URL(`/admin/perspectives/${perspectiveIds[MANGO_P]}`, baseUrl()).href;
    await page.waitForURL(editor);
    const heading = page.getByRole("heading", { name: "Edit Perspective", level: 1 });
    await heading.waitFor();
    await page.waitForTimeout(1_500);
    expect(page.url()).toBe(editor);
    expect(await heading.isVisible()).toBe(true);
    await close();
  });
});

describe("the other ways a search applies", () => {
  it("keeps the search and the phone layout's sort together (perspectives at 375 px)", async () => {
    const { page, close } = await slowList("/admin/perspectives", {
      viewport: { width: 375, height: 740 },
    });
    expect(await page.getByRole("button", { name: /^Title/ }).count()).toBe(0);
    await searchBox(page).fill(WORD);
    await page.getByLabel("Sort", { exact: true }).selectOption({ label: "Title A–Z" });

    await expectRows(page, [ALPHA_P, MANGO_P, QUINCE_P]);
    const check = async () => {
      expect(params(page).get("search")).toBe(WORD);
      expect(params(page).get("sort")).toBe("title");
      expect(params(page).get("direction")).toBe("asc");
      expect(await shownNames(page)).toEqual([ALPHA_P, MANGO_P, QUINCE_P]);
      expect(await searchBox(page).inputValue()).toBe(WORD);
      expect(await page.getByLabel("Sort", { exact: true }).inputValue()).toBe("title:asc");
    };
    await check();
    await page.waitForTimeout(SETTLE_MS);
    await check();
    await close();
  });

  it("exports what was typed when Export CSV is clicked before the search applied", async () => {
    const { page, close } = await slowList("/admin/startup-ideas");
    await searchBox(page).fill(WORD);
    const [exported] = await Promise.all([
      page
        .context()
        .waitForEvent("request", (request) => request.url().includes("/api/admin/export/")),
      page.getByRole("link", { name: /Export CSV/ }).click(),
    ]);
    const url = new URL(exported.url());
    expect(url.pathname).toBe("/api/admin/export/startup-ideas");
    expect(url.searchParams.get("filter")).toBe("search");
    expect(url.searchParams.get("search")).toBe(WORD);

    const csv = await page.request.get(url.href);
    const body = await csv.text();
    for (const name of [MANGO, ALPHA, QUINCE]) expect(body).toContain(name);
    expect(body).not.toContain(PAGER_WORD);
    // The list applied the same search.
    await page.waitForURL((address) => address.searchParams.get("search") === WORD);
    await expectRows(page, [QUINCE, ALPHA, MANGO]);
    await close();
  });

  it("applies the search at once on Enter", async () => {
    const { page, close } = await slowList("/admin/startup-ideas");
    // The page's clock stands still: the pause-in-typing timer cannot fire, only Enter applies.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await searchBox(page).fill(WORD);
    await searchBox(page).press("Enter");
    await page.waitForURL((url) => url.searchParams.get("search") === WORD, { timeout: 5_000 });
    await page.clock.resume();
    await expectRows(page, [QUINCE, ALPHA, MANGO]);
    await close();
  });

  // List changes replace the address (docs/decisions: admin list state), so Back from a
  // record returns to the list as it was left: search, sort and the box showing the search.
  it("returns from a record with Back to the searched, sorted list", async () => {
    const { page, close } = await slowList("/admin/startup-ideas");
    await searchBox(page).fill(WORD);
    await page.getByRole("button", { name: /^Name/ }).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "name");
    await expectRows(page, [QUINCE, MANGO, ALPHA]);
    await page.getByRole("link", { name: ALPHA, exact: true }).click();
    await page.getByRole("heading", { name: ALPHA, level: 1 }).waitFor();

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
      .toEqual({ path: "/admin/startup-ideas", search: WORD, sort: "name" });
    await expectRows(page, [QUINCE, MANGO, ALPHA]);
    expect(await searchBox(page).inputValue()).toBe(WORD);
    await close();
  });
});

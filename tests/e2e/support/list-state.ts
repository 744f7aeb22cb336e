import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { signInThroughForm, submit } from "./admin";
import { adminApi, apiSession } from "./admin-api";
import { baseUrl, connectBrowser } from "./browser";
import { slowAdminApi } from "./slow-api";

/**
 * What the admin list state's browser tests share (admin-list-state-*.e2e.test.ts): this
 * run's records, and the helpers that open a list on a slow admin API and read its rows.
 * app/components/admin/list/list-state.ts applies the search box's text 300 ms after typing
 * stops; every test acts inside those 300 ms and then checks that the end state is the one
 * the user asked for, and that nothing arriving later undoes it.
 */

/** Proves that nothing arriving later undoes the end state. */
export const SETTLE_MS = 2_000;

/**
 * Submits this run's ideas, interests and perspectives before the file's tests (and deletes
 * the perspectives after them); what it returns names them.
 */
export function listStateRecords() {
  const run = Date.now().toString(36);
  /** A word only this run's records carry, searched for by the tests. */
  const WORD = `lst${run}`;
  /** Another, carried by more than a page (50) of ideas. */
  const PAGER_WORD = `pgr${run}`;
  const PAGER_COUNT = 55;

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
        content:
          "<p>Enough words of content to pass the editor's minimum length for an article.</p>",
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

  return {
    WORD,
    PAGER_WORD,
    PAGER_COUNT,
    MANGO,
    ALPHA,
    QUINCE,
    INTERESTS,
    MANGO_P,
    ALPHA_P,
    QUINCE_P,
    ideaIds,
    perspectiveIds,
  };
}

/**
 * What a list state test file starts with: its browser (`openPage`), this run's records
 * (listStateRecords) and `slowList(path)`, which opens a list on a slow admin API in that browser.
 */
export function listStateSuite() {
  const openPage = connectBrowser();
  const records = listStateRecords();
  return {
    ...records,
    openPage,
    slowList: (path: string, options?: Parameters<typeof openPage>[1]) =>
      slowList(openPage, path, options),
  };
}

/**
 * Checks the end state now and again after SETTLE_MS: nothing arriving later (a waiting
 * search's timer, a slow answer) may undo it.
 */
export async function expectStateHolds(page: Page, check: () => Promise<void>) {
  await check();
  await page.waitForTimeout(SETTLE_MS);
  await check();
}

/** Signs in, slows the admin API down and opens `path`, waiting for its first rows. */
export async function slowList(
  openPage: ReturnType<typeof connectBrowser>,
  path: string,
  options?: Parameters<ReturnType<typeof connectBrowser>>[1],
) {
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
export async function settled(page: Page) {
  await page.waitForFunction(
    (CARDS) =>
      document.querySelector("tbody.opacity-60, ul.opacity-60") === null &&
      document.querySelector("main .animate-spin") === null &&
      document.querySelector(`tbody tr, ${CARDS} > li, main p`) !== null,
    CARDS,
  );
}

/** The first cell's text of every row shown (a submission's name, a perspective's title). */
export async function shownNames(page: Page) {
  await settled(page);
  return page.locator(`tbody tr td:first-child a:visible, ${CARDS} > li a:visible`).allInnerTexts();
}

/**
 * The text of the column headed `header` in every row: found by its heading, so a column added
 * before it (the ideas' Deck, §17) does not make a test read its neighbour.
 */
export async function column(page: Page, header: string) {
  const headings = (await page.locator("thead th").allTextContents()).map((text) => text.trim());
  const n = headings.findIndex((text) => text.startsWith(header)) + 1;
  if (n === 0) throw new Error(`No column headed ${header}: ${headings.join(", ")}`);
  return page.locator(`tbody tr td:nth-child(${n})`).allInnerTexts();
}

export const params = (page: Page) => new URL(page.url()).searchParams;
export const searchBox = (page: Page) => page.getByLabel("Search", { exact: true });

/** Waits until the list shows exactly `names`, in that order, for the URL it is at. */
export async function expectRows(page: Page, names: string[]) {
  await expect.poll(() => shownNames(page), { timeout: 10_000 }).toEqual(names);
}

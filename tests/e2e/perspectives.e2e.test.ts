import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { strategicPerspectives } from "../../server/db/schema";
import { notifyPerspectivesChanged } from "../../server/features/perspectives/perspective-events";
import { insertPerspectives, perspectiveSeed } from "../support/perspective-seeds";
import { migrationsFolder } from "../support/test-app";
import { announcePerspectiveChange } from "./support/announce";
import { baseUrl, connectBrowser, waitForHydration } from "./support/browser";

const openPage = connectBrowser();
const run = Date.now().toString(36);
const url = (path: string) => new URL(path, baseUrl()).href;

/** Words only these articles contain, so other test files' data cannot match them. */
const TOKEN = `quince${run}`;
const ARTICLES = {
  orchard: perspectiveSeed(`orchard-${run}`, {
    title: `Orchard Water Budgets ${run}`,
    summary: "How a cherry grower cut water use by a third with soil moisture probes.",
    content:
      '<p>Every spring the orchard makes the same bet.</p><h2>What the numbers say</h2><blockquote><p>"We farm the field we have."</p></blockquote><ul><li>Water use fell by a third.</li></ul>',
    category: "case_study",
    authorName: "Dev Okafor",
    authorTitle: "Agronomist in Residence",
    publishedAt: new Date("2026-03-14T12:00:00Z"),
  }),
  drones: perspectiveSeed(`drones-${run}`, {
    title: `Drone Scouting After the Hype ${run}`,
    summary: `Where aerial imagery earns its keep (${TOKEN}).`,
    category: "technology_trend",
    authorName: "Ben Harrow",
    publishedAt: new Date("2026-02-03T12:00:00Z"),
  }),
  draft: perspectiveSeed(`draft-${run}`, {
    title: `An Unpublished Draft ${run}`,
    category: "case_study",
    featured: true,
    published: false,
    publishedAt: null,
  }),
};
const articlePath = (key: keyof typeof ARTICLES) => `/perspectives/${ARTICLES[key].slug}`;

let database: DatabaseHandle;
/** Featured flags other test files left, put back afterwards. */
let featuredBefore: number[] = [];

const announce = (path: string, ready: (html: string) => boolean) =>
  announcePerspectiveChange(database.db, path, ready);

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: inject("e2eDatabaseUrl"), migrationsFolder });
  const unfeatured = await database.db
    .update(strategicPerspectives)
    .set({ featured: false })
    .returning({ id: strategicPerspectives.id });
  featuredBefore = unfeatured.map((row) => row.id);
  await insertPerspectives(database.db, [
    { ...ARTICLES.orchard, coverImage: url("/favicon.svg") },
    ARTICLES.drones,
    ARTICLES.draft,
  ]);
  await announce("/perspectives", (html) => html.includes(ARTICLES.drones.title));
});

afterAll(async () => {
  if (featuredBefore.length > 0) {
    await database.db
      .update(strategicPerspectives)
      .set({ featured: true })
      .where(inArray(strategicPerspectives.id, featuredBefore));
  }
  await notifyPerspectivesChanged(database.db);
  await database.close();
});

describe("the home page's Strategic Perspectives block", () => {
  const block = (page: Awaited<ReturnType<typeof openPage>>["page"]) =>
    page.getByRole("region", { name: "Strategic Perspectives" });

  it("is absent while no published perspective is featured", async () => {
    // Only the unpublished draft is featured.
    const { page, problems, close } = await openPage("/");
    expect(await block(page).count()).toBe(0);
    expect(await page.locator("body").innerText()).not.toContain(ARTICLES.draft.title);
    expect(problems).toEqual([]);
    await close();
  });

  it("shows the featured published ones, linking to them and to the list", async () => {
    await database.db
      .update(strategicPerspectives)
      .set({ featured: true })
      .where(eq(strategicPerspectives.slug, ARTICLES.orchard.slug));
    await announce("/", (html) => html.includes(ARTICLES.orchard.title));

    const { page, problems, close } = await openPage("/");
    await waitForHydration(page);
    const section = block(page);
    expect(await section.getByRole("heading", { level: 2 }).innerText()).toBe(
      "Strategic Perspectives",
    );
    const card = section.getByRole("link", { name: ARTICLES.orchard.title });
    expect(await card.getAttribute("href")).toBe(articlePath("orchard"));
    expect(await section.innerText()).not.toContain(ARTICLES.draft.title);
    expect(
      await section.getByRole("link", { name: "Read all perspectives" }).getAttribute("href"),
    ).toBe("/perspectives");
    await card.click();
    await page.waitForURL(url(articlePath("orchard")));
    await page.getByRole("heading", { level: 1, name: ARTICLES.orchard.title }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});

describe("/perspectives", () => {
  it("lists the published perspectives as cards, cached for every visitor", async () => {
    const { page, response, problems, close } = await openPage("/perspectives");
    expect(response?.status()).toBe(200);
    // Browsers revalidate every load (a 304 when nothing changed); shared caches keep it a while.
    expect(response?.headers()["cache-control"]).toMatch(/^public, no-cache, s-maxage=\d+/);
    expect(response?.headers().etag).toMatch(/^W\//);
    await waitForHydration(page);
    expect(await page.title()).toBe("Strategic Perspectives | Rootstock Ventures");
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      url("/perspectives"),
    );

    const card = page.locator("article", { hasText: ARTICLES.orchard.title });
    const text = await card.innerText();
    expect(text).toContain("Case Studies");
    expect(text).toContain(ARTICLES.orchard.summary);
    expect(text).toContain("Dev Okafor");
    expect(text).toContain("Mar 14, 2026");
    expect(await card.getByRole("link").getAttribute("href")).toBe(articlePath("orchard"));
    expect(await page.locator("body").innerText()).not.toContain(ARTICLES.draft.title);
    expect(problems).toEqual([]);
    await close();
  });

  it("filters by category and searches in place, keeping the filters in the URL", async () => {
    const { page, problems, close } = await openPage("/perspectives");
    await waitForHydration(page);
    // Set on this document: it survives only if the search does not reload the page.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    const body = page.locator("body");

    // A chosen category applies at once: no need to press Search.
    await page.getByLabel("Category").selectOption("case_study");
    await page.waitForURL(url("/perspectives?category=case_study"));
    await page
      .getByRole("status")
      .filter({ hasText: /match(es)? your search/ })
      .waitFor();
    expect(await body.innerText()).toContain(ARTICLES.orchard.title);
    expect(await body.innerText()).not.toContain(ARTICLES.drones.title);

    await page.getByLabel("Category").selectOption("all");
    await page.waitForURL(url("/perspectives"));
    await page.getByLabel("Search", { exact: true }).fill(TOKEN.toUpperCase());
    await page.getByLabel("Search", { exact: true }).press("Enter");
    await page.waitForURL(url(`/perspectives?search=${TOKEN.toUpperCase()}`));
    await page.getByRole("status").filter({ hasText: "1 perspective matches" }).waitFor();
    expect(await body.innerText()).toContain(ARTICLES.drones.title);
    expect(await body.innerText()).not.toContain(ARTICLES.orchard.title);

    expect(await page.evaluate(() => "stillHere" in window)).toBe(true);
    // The browser's back button brings the earlier filters and their fields back.
    await page.goBack();
    await page.waitForURL(url("/perspectives"));
    await page.goBack();
    await page.waitForURL(url("/perspectives?category=case_study"));
    await expect.poll(() => page.getByLabel("Category").inputValue()).toBe("case_study");
    expect(await page.getByLabel("Search", { exact: true }).inputValue()).toBe("");
    expect(problems).toEqual([]);
    await close();
  });

  it("filters and searches with JavaScript disabled, rendered by the server", async () => {
    const { page, close } = await openPage("/perspectives", { javaScriptEnabled: false });
    await page.getByLabel("Category").selectOption("technology_trend");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/perspectives\?search=&category=technology_trend$/);
    let body = await page.locator("body").innerText();
    expect(body).toContain(ARTICLES.drones.title);
    expect(body).not.toContain(ARTICLES.orchard.title);
    expect(await page.getByLabel("Category").inputValue()).toBe("technology_trend");

    await page.getByLabel("Category").selectOption("all");
    await page.getByLabel("Search", { exact: true }).fill("okafor");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/perspectives\?search=okafor&category=all$/);
    body = await page.locator("body").innerText();
    expect(body).toContain(ARTICLES.orchard.title);
    expect(body).not.toContain(ARTICLES.drones.title);
    await close();
  });

  it("says when a search finds nothing", async () => {
    const { page, problems, close } = await openPage(`/perspectives?search=nothing-${run}`);
    const body = await page.locator("body").innerText();
    expect(body).toContain("No perspectives found");
    expect(body).toContain("Try adjusting your search or filter criteria.");
    expect(body).not.toContain("Check back soon");
    expect(problems).toEqual([]);
    await close();
  });

  it("says when nothing is published yet", async () => {
    const hidden = await database.db
      .update(strategicPerspectives)
      .set({ published: false })
      .where(eq(strategicPerspectives.published, true))
      .returning({ id: strategicPerspectives.id });
    try {
      await announce("/perspectives", (html) => html.includes("No perspectives found"));
      const { page, close } = await openPage("/perspectives");
      const body = await page.locator("body").innerText();
      expect(body).toContain("No perspectives found");
      expect(body).toContain("Check back soon for strategic insights from our team.");
      expect(body).not.toContain("Try adjusting");
      await close();
    } finally {
      await database.db
        .update(strategicPerspectives)
        .set({ published: true })
        .where(
          inArray(
            strategicPerspectives.id,
            hidden.map((row) => row.id),
          ),
        );
      await announce("/perspectives", (html) => html.includes(ARTICLES.orchard.title));
    }
  });
});

describe("an article page", () => {
  it("shows the article with its author, date, content and sharing tags", async () => {
    const { page, response, problems, close } = await openPage(articlePath("orchard"));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.title()).toBe(`${ARTICLES.orchard.title} | Rootstock Ventures`);
    const h1 = page.locator("h1");
    expect(await h1.count()).toBe(1);
    expect(await h1.innerText()).toBe(ARTICLES.orchard.title);

    const article = page.locator("article");
    const text = await article.innerText();
    expect(text).toContain("Case Studies");
    expect(text).toContain("Dev Okafor");
    expect(text).toContain("Agronomist in Residence");
    expect(text).toContain("March 14, 2026");
    const content = article.locator(".prose-site");
    expect(await content.locator("h2").innerText()).toBe("What the numbers say");
    expect(await content.locator("blockquote").innerText()).toContain("We farm the field we have.");
    expect(await content.locator("li").innerText()).toBe("Water use fell by a third.");

    const cover = article.getByRole("img", { name: ARTICLES.orchard.title });
    expect(await cover.getAttribute("loading")).toBe("eager");
    expect(await cover.getAttribute("width")).toBe("1200");

    const meta = async (property: string) =>
      page
        .locator(`meta[property="${property}"], meta[name="${property}"]`)
        .getAttribute("content");
    expect(await meta("og:type")).toBe("article");
    expect(await meta("og:title")).toBe(ARTICLES.orchard.title);
    expect(await meta("og:description")).toBe(ARTICLES.orchard.summary);
    expect(await meta("og:image")).toBe(url("/favicon.svg"));
    expect(await meta("article:published_time")).toBe("2026-03-14T12:00:00.000Z");
    expect(await meta("twitter:card")).toBe("summary_large_image");
    expect(await meta("description")).toBe(ARTICLES.orchard.summary);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      url(articlePath("orchard")),
    );

    await page.getByRole("link", { name: "All perspectives" }).first().click();
    await page.waitForURL(url("/perspectives"));
    expect(problems).toEqual([]);
    await close();
  });

  it("renders completely with JavaScript disabled", async () => {
    const { page, close } = await openPage(articlePath("drones"), { javaScriptEnabled: false });
    const body = await page.locator("body").innerText();
    expect(body).toContain(ARTICLES.drones.title);
    expect(body).toContain("February 3, 2026");
    expect(body).toContain("The body of perspective");
    // No cover: initials stand in for the author's photo, and no image is broken.
    expect(await page.locator("article img").count()).toBe(0);
    await close();
  });

  for (const [what, slug] of [
    ["an unknown", `no-such-article-${run}`],
    ["an unpublished", ARTICLES.draft.slug],
  ] as const) {
    it(`answers ${what} slug with HTTP 404 and 'Article Not Found'`, async () => {
      const { page, response, problems, close } = await openPage(`/perspectives/${slug}`);
      expect(response?.status()).toBe(404);
      expect(response?.headers()["cache-control"]).toBeUndefined();
      await waitForHydration(page);
      const body = await page.locator("body").innerText();
      expect(body).toContain("Article Not Found");
      expect(body).toContain(
        "The perspective you're looking for doesn't exist or may have been removed.",
      );
      expect(body).not.toContain(ARTICLES.draft.title);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      await page.getByRole("link", { name: "Back to Perspectives" }).click();
      await page.waitForURL(url("/perspectives"));
      expect(problems).toEqual([
        "Failed to load resource: the server responded with a status of 404 (Not Found)",
      ]);
      await close();
    });
  }

  it("sends /perspectives/{slug}/anything to the list with a 302", async () => {
    const direct = await fetch(url(`${articlePath("orchard")}/comments`), { redirect: "manual" });
    expect(direct.status).toBe(302);
    expect(direct.headers.get("location")).toBe("/perspectives");

    const { page, close } = await openPage("/perspectives/x/y");
    expect(page.url()).toBe(url("/perspectives"));
    expect(await page.locator("h1").innerText()).toBe("Strategic Perspectives");
    await close();
  });
});

describe("on a 375 px phone", () => {
  for (const path of ["/perspectives", articlePath("orchard"), "/"]) {
    it(`${path} does not scroll sideways`, async () => {
      const { page, close } = await openPage(path, { viewport: { width: 375, height: 740 } });
      await waitForHydration(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await close();
    });
  }
});

describe("the feed and the sitemap on the running site", () => {
  it("name the published article by its absolute URL, and never the draft", async () => {
    for (const path of ["/sitemap.xml", "/perspectives/rss.xml"]) {
      const body = await (await fetch(url(path))).text();
      expect(body).toContain(url(articlePath("orchard")));
      expect(body).not.toContain(ARTICLES.draft.slug);
    }
    const robots = await (await fetch(url("/robots.txt"))).text();
    expect(robots).toContain(`Sitemap: ${url("/sitemap.xml")}`);
  });
});

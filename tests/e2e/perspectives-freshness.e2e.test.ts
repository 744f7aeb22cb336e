import type { CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signInThroughForm } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { baseUrl, connectBrowser, waitForHydration } from "./support/browser";

const openPage = connectBrowser();
const run = Date.now().toString(36);
const WORD = `frs${run}`;
const CASE = `Case notes from the field ${WORD}`;
const TREND = `Trend notes on sensors ${WORD}`;
const FEATURED = `Featured the moment it is saved ${WORD}`;

let cookie = "";
const created: number[] = [];

async function createPerspective(title: string, category: string, featured = false) {
  const response = await adminApi(cookie, "POST", "/api/admin/perspectives", {
    title,
    summary: "A short summary of this article, for the cards.",
    content: "<p>Enough words of content to pass the editor's minimum length for an article.</p>",
    category,
    authorName: "Robin Tester",
    authorTitle: "Editor",
    featured,
    published: true,
  });
  if (response.status !== 201) throw new Error(`create answered ${response.status}`);
  const { id } = (await response.json()) as { id: number };
  created.push(id);
  return id;
}

beforeAll(async () => {
  cookie = await apiSession();
  await createPerspective(CASE, "case_study");
  await createPerspective(TREND, "technology_trend");
});

afterAll(async () => {
  for (const id of created) await adminApi(cookie, "DELETE", `/api/admin/perspectives/${id}`);
});

const statusLine = (page: Page) => page.locator('main p[role="status"]');

describe("/perspectives category filter", () => {
  it("applies a chosen category at once with JavaScript, in place, without Search", async () => {
    const { page, problems, close } = await openPage(`/perspectives?search=${WORD}`);
    await waitForHydration(page);
    expect(await statusLine(page).innerText()).toBe("2 perspectives match your search");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });

    await page.getByLabel("Category").selectOption("case_study");
    await page.waitForURL(
      (url) =>
        url.pathname === "/perspectives" &&
        url.searchParams.get("category") === "case_study" &&
        url.searchParams.get("search") === WORD,
    );
    await expect.poll(() => statusLine(page).innerText()).toBe("1 perspective matches your search");
    expect(await page.getByRole("heading", { name: CASE }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: TREND }).count()).toBe(0);
    // Applied in place by the app, not by a form submission reloading the page.
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it("filters by category with the Search button without JavaScript", async () => {
    const { page, close } = await openPage(`/perspectives?search=${WORD}`, {
      javaScriptEnabled: false,
    });
    expect(await statusLine(page).innerText()).toBe("2 perspectives match your search");
    await page.getByLabel("Category").selectOption("technology_trend");
    // Nothing happens without JavaScript until the form is sent.
    expect(new URL(page.url()).searchParams.has("category")).toBe(false);

    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().resourceType() === "document"),
      page
        .getByRole("search", { name: "Search perspectives" })
        .getByRole("button", { name: "Search" })
        .click(),
    ]);
    expect(response.status()).toBe(200);
    await page.waitForURL((url) => url.searchParams.get("category") === "technology_trend");
    expect(new URL(page.url()).searchParams.get("search")).toBe(WORD);
    expect(await statusLine(page).innerText()).toBe("1 perspective matches your search");
    expect(await page.getByRole("heading", { name: TREND }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: CASE }).count()).toBe(0);
    await close();
  });
});

type DocumentLoad = {
  url: string;
  sent: Record<string, string>;
  status?: number;
  received: Record<string, string>;
};

/**
 * The page loads as they went over the network (Chrome DevTools Protocol): the request
 * headers the browser really sent (If-None-Match included) and the server's real status
 * (a 304 included, which Playwright's own response reports as the cached 200).
 */
async function recordDocumentLoads(session: CDPSession) {
  const loads = new Map<string, DocumentLoad>();
  const load = (id: string) => {
    let entry = loads.get(id);
    if (!entry) {
      entry = { url: "", sent: {}, received: {} };
      loads.set(id, entry);
    }
    return entry;
  };
  const documents = new Set<string>();
  const lower = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  session.on("Network.requestWillBeSent", (event) => {
    if (event.type !== "Document") return;
    documents.add(event.requestId);
    load(event.requestId).url = event.request.url;
  });
  session.on("Network.requestWillBeSentExtraInfo", (event) => {
    load(event.requestId).sent = lower(event.headers as Record<string, string>);
  });
  session.on("Network.responseReceivedExtraInfo", (event) => {
    const entry = load(event.requestId);
    entry.status = event.statusCode;
    entry.received = lower(event.headers as Record<string, string>);
  });
  await session.send("Network.enable");
  /** The loads of `path` so far that reached the server (a status came back), oldest first. */
  return (path: string) =>
    [...documents]
      .map((id) => load(id))
      .filter((entry) => entry.url && new URL(entry.url).pathname === path && entry.status);
}

describe("freshness of the public pages", () => {
  it("shows a newly featured perspective on the next load of the home page, revalidating with the ETag", async () => {
    const { page, response, close } = await openPage("/");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toContain("no-cache");
    const firstEtag = response?.headers().etag;
    expect(firstEtag).toBeTruthy();
    expect(await page.getByRole("link", { name: new RegExp(FEATURED) }).count()).toBe(0);

    const session = await page.context().newCDPSession(page);
    const loadsOf = await recordDocumentLoads(session);

    // Unchanged: the browser asks again (no-cache) and the server answers 304.
    await page.goto(new URL("/", baseUrl()).href);
    await expect.poll(() => loadsOf("/").length).toBe(1);
    const repeat = loadsOf("/")[0];
    expect(repeat?.sent["if-none-match"]).toBe(firstEtag);
    expect(repeat?.status).toBe(304);

    // An editor, signed in in the same browser, features a new article.
    await signInThroughForm(page, "admin", inject("e2eAdminPassword"));
    const saved = await page.request.post(new URL("/api/admin/perspectives", baseUrl()).href, {
      headers: { origin: new URL(baseUrl()).origin },
      data: {
        title: FEATURED,
        summary: "Featured on the home page as soon as it is saved.",
        content:
          "<p>Enough words of content to pass the editor's minimum length for an article.</p>",
        category: "expert_opinion",
        authorName: "Robin Tester",
        authorTitle: "Editor",
        featured: true,
        published: true,
      },
    });
    expect(saved.status()).toBe(201);
    created.push(((await saved.json()) as { id: number }).id);

    // At once, on the next load: the browser revalidates and gets the new page.
    const fresh = await page.goto(new URL("/", baseUrl()).href);
    expect(fresh?.status()).toBe(200);
    expect(fresh?.headers()["cache-control"]).toContain("no-cache");
    expect(await page.getByRole("link", { name: new RegExp(FEATURED) }).count()).toBeGreaterThan(0);
    await expect.poll(() => loadsOf("/").length).toBe(2);
    const changed = loadsOf("/")[1];
    expect(changed?.sent["if-none-match"]).toBe(firstEtag);
    expect(changed?.status).toBe(200);
    expect(changed?.received.etag).toBeTruthy();
    expect(changed?.received.etag).not.toBe(firstEtag);
    expect(changed?.received["cache-control"]).toContain("no-cache");

    await session.detach();
    await close();
  });
});

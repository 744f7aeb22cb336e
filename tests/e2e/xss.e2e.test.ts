import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submit } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { baseUrl, connectBrowser } from "./support/browser";

/**
 * Script a visitor types into a form, or an admin pastes into an article, never runs in
 * anyone's browser: submissions are shown as text on every admin screen, and article
 * HTML is sanitized on the way in. Each payload would set window.__pwned if it ran.
 */

const openPage = connectBrowser();
const run = Date.now().toString(36);
const PAYLOAD = `<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">`;
const EMAIL = `xss-${run}@example.com`;

const ARTICLE_TITLE = `Payloads ${run} </script><script>window.__pwned=3</script>`;
const ARTICLE_TEXT = "This article carries hostile markup between its honest sentences.";
const ARTICLE_CONTENT = [
  `<p>${ARTICLE_TEXT}</p>`,
  "<script>window.__pwned=4</script>",
  '<img src=x onerror="window.__pwned=5">',
  '<img src="javascript:window.__pwned=6" alt="js image">',
  '<p><a id="js-link" href="javascript:window.__pwned=7">a javascript link</a></p>',
  '<p><a href="data:text/html,<script>window.__pwned=8</script>">a data link</a></p>',
  '<iframe src="javascript:window.top.__pwned=9"></iframe>',
  '<iframe srcdoc="<script>window.top.__pwned=10</script>"></iframe>',
  '<svg onload="window.__pwned=11"><script>window.__pwned=12</script></svg>',
  "<style>body{display:none}</style>",
  '<p id="styled" style="background:url(javascript:window.__pwned=13)">styled</p>',
  '<p id="hover" onmouseover="window.__pwned=14">hover me</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=15"></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=16>"></p></noscript>',
  '<form action="javascript:window.__pwned=17"><button>go</button></form>',
  '<object data="javascript:window.__pwned=18"></object><embed src="javascript:window.__pwned=19">',
  '<a href="https://example.com/" onclick="window.__pwned=20" target="_blank">a fine link</a>',
].join("");

const ids = { idea: 0, interest: 0, perspective: 0 };
let slug = "";
let cookie: string;

beforeAll(async () => {
  ids.idea = (
    await submit("/api/ideas", {
      name: PAYLOAD,
      email: EMAIL,
      idea: PAYLOAD,
      sector: "Biotech",
      stage: "Prototype/MVP",
    })
  ).id;
  ids.interest = (
    await submit("/api/investment-interests", {
      name: PAYLOAD,
      email: EMAIL,
      sectors: ["forestry"],
      investmentAmount: "$25,000+",
      additionalInfo: PAYLOAD,
      termsAgreed: true,
    })
  ).id;

  cookie = await apiSession();
  const created = await adminApi(cookie, "POST", "/api/admin/perspectives", {
    title: ARTICLE_TITLE,
    summary: `A summary with a payload: ${PAYLOAD}`,
    content: ARTICLE_CONTENT,
    category: "case_study",
    authorName: PAYLOAD,
    authorTitle: "Partner",
    featured: true,
    published: true,
  });
  expect(created.status).toBe(201);
  ({ id: ids.perspective, slug } = (await created.json()) as { id: number; slug: string });
});
afterAll(async () => {
  if (ids.perspective) {
    await adminApi(cookie, "DELETE", `/api/admin/perspectives/${ids.perspective}`);
  }
});

/** Nothing ran: no flag, no element a payload would have made, no CSP report (escaping did it). */
async function expectNothingRan(page: Page, problems: string[], where: string) {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned), where).toBe(
    undefined,
  );
  expect(await page.locator('img[src="x"]').count(), where).toBe(0);
  expect(
    problems.filter((problem) => /Content Security Policy|inline/i.test(problem)),
    where,
  ).toEqual([]);
}

/** A browser already holding the admin's session cookie (signed in through the API). */
function signedIn(path: string) {
  const [name = "", value = ""] = cookie.split("=");
  return openPage(path, {
    storageState: {
      cookies: [
        {
          name,
          value,
          domain: new URL(baseUrl()).hostname,
          path: "/",
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
  });
}

/** How many times the payload is shown as literal text on the page. */
async function literalCount(page: Page) {
  const text = await page.locator("body").innerText();
  return text.split(PAYLOAD).length - 1;
}

describe("a submission carrying script, on the admin screens", () => {
  it.each([
    ["the dashboard", "/admin", 2],
    ["the startup ideas list", `/admin/startup-ideas?search=${EMAIL}`, 1],
    ["an idea's detail", "/admin/startup-ideas/{idea}", 2],
    ["the investment interests list", `/admin/investment-interests?search=${EMAIL}`, 1],
    ["an interest's detail", "/admin/investment-interests/{interest}", 2],
  ])("%s shows it as text and runs none of it", async (where, template, shown) => {
    const path = template
      .replace("{idea}", String(ids.idea))
      .replace("{interest}", String(ids.interest));
    const { page, problems, close } = await signedIn(path);
    await page.getByText(PAYLOAD).first().waitFor();
    expect(await literalCount(page), where).toBeGreaterThanOrEqual(shown);
    // Give an injected handler every chance: hover and wait a moment.
    await page.getByText(PAYLOAD).first().hover();
    await page.waitForTimeout(200);
    await expectNothingRan(page, problems, where);
    await close();
  });
});

describe("an article written with hostile markup", () => {
  it("is stored without any of it", async () => {
    const response = await fetch(new URL(`/api/perspectives/${slug}`, baseUrl()));
    const { content } = (await response.json()) as { content: string };
    expect(content).toContain(ARTICLE_TEXT);
    for (const banned of [
      /<script/i,
      /<style/i,
      /<iframe/i,
      /<svg/i,
      /<math/i,
      /<form/i,
      /<object/i,
      /<embed/i,
      /<noscript/i,
      /\son[a-z]+=/i,
      /\sstyle=/i,
      /javascript:/i,
      /data:/i,
      /srcdoc/i,
      /target=/i,
    ]) {
      expect(content).not.toMatch(banned);
    }
  });

  it("runs nothing on the public article page, which shows its title as text", async () => {
    const { page, response, problems, close } = await openPage(`/perspectives/${slug}`);
    expect(response?.status()).toBe(200);
    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.innerText()).toBe(ARTICLE_TITLE);
    const body = page.locator(".prose-article");
    expect(await body.innerText()).toContain(ARTICLE_TEXT);
    // The links are inert or harmless: clicking and hovering changes nothing.
    await body.getByText("a javascript link").click();
    await body.getByText("hover me").hover();
    await page.waitForTimeout(200);
    expect(new URL(page.url()).pathname).toBe(`/perspectives/${slug}`);
    await expectNothingRan(page, problems, "article page");
    expect(
      await body.locator("script, style, iframe, svg, math, form, object, embed").count(),
    ).toBe(0);
    const attributes = await body.evaluate((root) =>
      [...root.querySelectorAll("*")].flatMap((element) =>
        [...element.attributes].map((attribute) => attribute.name),
      ),
    );
    expect(attributes.filter((name) => /^on|^style$|^srcdoc$/i.test(name))).toEqual([]);
    await close();
  });

  it("runs nothing in the admin editor, which shows it as it reads until the editor loads", async () => {
    const { page, problems, close } = await signedIn(`/admin/perspectives/${ids.perspective}`);
    const content = page.getByRole("textbox", { name: "Content", exact: true });
    await content.getByText(ARTICLE_TEXT).waitFor();
    expect(
      await content.locator("script, style, iframe, svg, math, form, object, embed").count(),
    ).toBe(0);
    await expectNothingRan(page, problems, "the editor's stand-in");
    // A link in it is text to edit: clicking it opens the editor there, and the page stays.
    await content.getByText("a javascript link").click();
    await page.locator(".ProseMirror").waitFor();
    await page.waitForTimeout(200);
    expect(new URL(page.url()).pathname).toBe(`/admin/perspectives/${ids.perspective}`);
    await expectNothingRan(page, problems, "the article editor");
    await close();
  });

  it.each(["/", "/perspectives"])(
    "runs nothing on %s, where its title, summary and author are shown",
    async (path) => {
      const { page, problems, close } = await openPage(path);
      await page.getByText(`Payloads ${run}`).first().waitFor();
      await expectNothingRan(page, problems, path);
      await close();
    },
  );
});

import { PERSPECTIVE_MESSAGES } from "@shared/schemas/perspective";
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { signInThroughForm } from "./support/admin";
import { baseUrl, connectBrowser, toastText } from "./support/browser";

const openPage = connectBrowser();
const run = Date.now().toString(36);
const TITLE = `Soil sensors at scale ${run}`;
const EDITED_TITLE = `Soil sensors at scale, revisited ${run}`;
const SUMMARY = "Why cheap soil sensors change the economics of irrigation. Three pilots compared.";

type Stored = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  content: string;
  category: string;
  featured: boolean;
  published: boolean;
};
/** Set by the first test, used by the ones after it (the file's tests run in order). */
let created: Stored | undefined;

async function signedInPage(path: string, options?: Parameters<typeof openPage>[1]) {
  const opened = await openPage("/admin/login", options);
  await signInThroughForm(opened.page, "admin", inject("e2eAdminPassword"));
  await opened.page.goto(new URL(path, baseUrl()).href, { waitUntil: "networkidle" });
  return opened;
}

/** What the admin API holds for a perspective, read with the page's session. */
async function stored(page: Page, id: number) {
  const response = await page.request.get(new URL(`/api/admin/perspectives/${id}`, baseUrl()).href);
  return {
    status: response.status(),
    body: response.ok() ? ((await response.json()) as Stored) : null,
  };
}

function field(page: Page, name: string) {
  return page.getByRole("textbox", { name, exact: true });
}

/** Where an element is on the page, wherever it is scrolled to. */
function boxInPage(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top + window.scrollY, left: box.left, width: box.width, height: box.height };
  });
}

describe("admin perspectives", () => {
  it("writes a formatted article and publishes it as featured", async () => {
    const { page, problems, close } = await signedInPage("/admin/perspectives");
    await page.getByRole("heading", { name: "Strategic Perspectives", level: 1 }).waitFor();
    await page.getByRole("link", { name: "New Perspective", exact: true }).click();
    await page.getByRole("heading", { name: "Create New Perspective", level: 1 }).waitFor();

    // Nothing to preview before the first save.
    await page.getByRole("button", { name: "Preview" }).click();
    const previewToast = await toastText(page);
    expect(previewToast).toContain("Cannot preview");
    expect(previewToast).toContain("You must save the perspective first to preview it");

    await field(page, "Title").fill(TITLE);
    await field(page, "Summary").fill(SUMMARY);

    // The editor loads when the article is used: clicking it opens it there, ready to type.
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    await field(page, "Content").click();
    await toolbar.getByRole("button", { name: "Heading 2" }).click();
    await page.keyboard.type("What the pilots showed");
    expect(
      await toolbar.getByRole("button", { name: "Heading 2" }).getAttribute("aria-pressed"),
    ).toBe("true");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Read the ");
    await toolbar.getByRole("button", { name: "Link" }).click();
    const linkDialog = page.getByRole("dialog", { name: "Insert link" });
    await linkDialog.getByRole("textbox", { name: "URL" }).fill("javascript:alert(1)");
    await linkDialog.getByRole("button", { name: "Insert link" }).click();
    await linkDialog.getByText("Enter a web address").waitFor();
    await linkDialog.getByRole("textbox", { name: "URL" }).fill("https://example.com/report");
    await linkDialog.getByRole("textbox", { name: "Text" }).fill("full report");
    await linkDialog.getByRole("button", { name: "Insert link" }).click();
    await linkDialog.waitFor({ state: "detached" });
    await page.keyboard.type(" for the water figures.");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Bulleted list" }).click();
    await page.keyboard.type("Less water per hectare");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Higher yields in dry years");

    await page.getByLabel("Category").selectOption("case_study");
    await field(page, "Author Name").fill("Dana Fields");
    await field(page, "Author Title").fill("Venture Partner");
    const published = page.getByRole("switch", { name: "Published" });
    expect(await published.getAttribute("aria-checked")).toBe("true");
    await page.getByRole("switch", { name: "Featured" }).click();

    await page.getByRole("button", { name: "Create Perspective" }).click();
    const text = await toastText(page);
    expect(text).toContain("Perspective created");
    expect(text).toContain("Your perspective has been created successfully.");
    await page.waitForURL(/\/admin\/perspectives\/\d+$/);
    await page.getByRole("heading", { name: "Edit Perspective", level: 1 }).waitFor();
    expect(await field(page, "Title").inputValue()).toBe(TITLE);

    const id = Number(new URL(page.url()).pathname.split("/").pop());
    const { body } = await stored(page, id);
    expect(body).toMatchObject({
      title: TITLE,
      category: "case_study",
      featured: true,
      published: true,
    });
    expect(body?.content).toContain("<h2>What the pilots showed</h2>");
    expect(body?.content).toMatch(
      /<a [^>]*href="https:\/\/example\.com\/report"[^>]*>full report<\/a>/,
    );
    expect(body?.content).toMatch(/<ul><li><p>Less water per hectare<\/p><\/li>/);
    created = body ?? undefined;
    expect(problems.filter((problem) => !problem.includes("401"))).toEqual([]);
    await close();
  }, 60_000);

  it("refuses an image-only article with the server's message before sending it", async () => {
    const { page, close } = await signedInPage("/admin/perspectives/new");
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET" && request.url().includes("/api/admin/perspectives")) {
        sent.push(`${request.method()} ${request.url()}`);
      }
    });
    await field(page, "Title").fill(`Only a picture ${run}`);
    await field(page, "Summary").fill(SUMMARY);
    await field(page, "Author Name").fill("Dana Fields");
    await field(page, "Author Title").fill("Venture Partner");

    // The editor loads when the article is used: clicking it opens it there, ready to type.
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    await field(page, "Content").click();
    await toolbar.getByRole("button", { name: "Image", exact: true }).click();
    const imageDialog = page.getByRole("dialog", { name: "Insert image" });
    await imageDialog
      .getByRole("textbox", { name: "Image URL" })
      .fill("https://cdn.example.com/a-field-at-dawn-seen-from-the-north.jpg");
    await imageDialog.getByRole("textbox", { name: "Alternative text" }).fill("A field at dawn");
    await imageDialog.getByRole("button", { name: "Insert image" }).click();
    await imageDialog.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Create Perspective" }).click();
    await page.getByText(PERSPECTIVE_MESSAGES.contentMin).waitFor();
    expect(await field(page, "Content").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/admin/perspectives/new");
    await close();
  });

  it("is found by a visitor on the home page, in the filtered list and at its URL, also without JavaScript", async () => {
    if (!created) throw new Error("the first test did not create the perspective");
    for (const javaScriptEnabled of [true, false]) {
      const home = await openPage("/", { javaScriptEnabled });
      const featured = home.page.getByRole("link", { name: new RegExp(TITLE) });
      expect(await featured.count()).toBeGreaterThan(0);
      await home.close();

      const list = await openPage(`/perspectives?category=case_study&search=${run}`, {
        javaScriptEnabled,
      });
      expect(await list.page.getByRole("heading", { name: TITLE }).count()).toBe(1);
      await list.close();

      const article = await openPage(`/perspectives/${created.slug}`, { javaScriptEnabled });
      expect(article.response?.status()).toBe(200);
      expect(await article.page.getByRole("heading", { name: TITLE, level: 1 }).count()).toBe(1);
      expect(
        await article.page.locator("article h2", { hasText: "What the pilots showed" }).count(),
      ).toBe(1);
      expect(
        await article.page.locator('article a[href="https://example.com/report"]').count(),
      ).toBe(1);
      await article.close();
    }
  });

  it("lists it with its category label, and the list does not load the article editor", async () => {
    const scripts: string[] = [];
    const { page, close } = await openPage("/admin/login");
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await signInThroughForm(page, "admin", inject("e2eAdminPassword"));
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Strategic Perspectives" })
      .click();
    await page.getByRole("heading", { name: "Strategic Perspectives", level: 1 }).waitFor();
    await page.getByLabel("Search").fill(run);
    await page.waitForURL(new RegExp(`filter=search&search=${run}`));
    const row = page.locator("tbody tr", { hasText: TITLE });
    await row.waitFor();
    expect(await row.innerText()).toContain("Case Studies");
    expect(await row.innerText()).toContain("Dana Fields");
    expect(await row.getByText("Published").count()).toBe(1);

    // An empty filter result says how to get results back.
    await page.getByLabel("Category").selectOption("market_analysis");
    await page.waitForURL(/filter=category&search=market_analysis/);
    // The address changes a moment before React renders the list from it.
    await expect.poll(() => page.getByLabel("Search").inputValue()).toBe("");
    await page.getByLabel("Category").selectOption("case_study");
    await row.waitFor();
    await page.getByLabel("Search").fill(`no such title ${run}`);
    await page.getByText("No perspectives found").waitFor();
    await page.getByText("Try adjusting your search or filter criteria").waitFor();

    expect(scripts.some((url) => /rich-text-editor/.test(url))).toBe(false);
    await close();
  });

  it("previews the published article in a new tab", async () => {
    if (!created) throw new Error("the first test did not create the perspective");
    const { page, close } = await signedInPage(`/admin/perspectives/${created.id}`);
    await page.getByRole("heading", { name: "Edit Perspective", level: 1 }).waitFor();
    const [popup] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("link", { name: /Preview/ }).click(),
    ]);
    await popup.waitForLoadState("domcontentloaded");
    expect(new URL(popup.url()).pathname).toBe(`/perspectives/${created.slug}`);
    await popup.close();
    await close();
  });

  it("saves an edited title and keeps the slug; refuses a blank summary", async () => {
    if (!created) throw new Error("the first test did not create the perspective");
    const { page, problems, close } = await signedInPage(`/admin/perspectives/${created.id}`);
    await page.getByRole("heading", { name: "Edit Perspective", level: 1 }).waitFor();
    // The editor open on the article (pointing at it loads it) changes nothing by itself.
    await field(page, "Content").hover();
    await page.getByRole("toolbar", { name: "Formatting" }).waitFor();

    await field(page, "Title").fill(EDITED_TITLE);
    await page.getByRole("button", { name: "Save Changes" }).click();
    const text = await toastText(page);
    expect(text).toContain("Perspective updated");
    expect(text).toContain("Your changes have been saved successfully.");
    const afterSave = await stored(page, created.id);
    expect(afterSave.body?.title).toBe(EDITED_TITLE);
    expect(afterSave.body?.slug).toBe(created.slug);
    expect(afterSave.body?.content).toBe(created.content);

    await field(page, "Summary").fill("   ");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("All required fields must be filled").waitFor();
    const title = field(page, "Title");
    expect(await title.getAttribute("aria-invalid")).toBe("true");
    expect(await title.evaluate((input) => input === document.activeElement)).toBe(true);
    expect((await stored(page, created.id)).body?.summary).toBe(SUMMARY);

    expect(problems.filter((problem) => !problem.includes("401"))).toEqual([]);
    await close();
  }, 60_000);

  it("loads the rich-text editor when the article is used, not with the screen, and keeps what is typed at once", async () => {
    if (!created) throw new Error("the first test did not create the perspective");
    const editorPath = `/admin/perspectives/${created.id}`;
    const { page, problems, close } = await openPage("/admin/login");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const loadedEditor = () => scripts.some((url) => /rich-text-editor/.test(url));
    await signInThroughForm(page, "admin", inject("e2eAdminPassword"));
    await page.goto(new URL(editorPath, baseUrl()).href, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Edit Perspective", level: 1 }).waitFor();
    await page.waitForLoadState("networkidle");

    // Until it is used, the article reads as it is, in a box the editor then fills exactly.
    const content = field(page, "Content");
    expect(await content.locator("h2").textContent()).toBe("What the pilots showed");
    expect(await content.locator('a[href="https://example.com/report"]').count()).toBe(1);
    expect(loadedEditor()).toBe(false);
    const before = await boxInPage(content);

    // Reached by keyboard, typed into at once: the keys arrive in the editor, at the end.
    await field(page, "Summary").focus();
    await page.keyboard.press("Tab");
    await page.keyboard.type("Typed right away");
    const editor = page.locator(".ProseMirror");
    await editor.waitFor();
    expect(loadedEditor()).toBe(true);
    expect(await editor.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await editor.evaluate((element) => element.lastElementChild?.outerHTML)).toBe(
      "<p>Typed right away</p>",
    );
    await page.getByText("Unsaved changes").waitFor();
    expect(await boxInPage(editor)).toEqual(before);
    expect(problems.filter((problem) => !problem.includes("401"))).toEqual([]);
    await close();

    // Clicked: the caret goes where the article was clicked.
    const clicked = await signedInPage(editorPath);
    await field(clicked.page, "Content")
      .locator("h2")
      .click({ position: { x: 1, y: 8 } });
    await clicked.page.keyboard.type("Field notes: ");
    await clicked.page.locator(".ProseMirror h2", { hasText: "Field notes" }).waitFor();
    expect(await clicked.page.locator(".ProseMirror h2").textContent()).toBe(
      "Field notes: What the pilots showed",
    );
    await clicked.close();
  }, 60_000);

  it("deletes it from the list's actions menu after confirming", async () => {
    if (!created) throw new Error("the first test did not create the perspective");
    const { page, close } = await signedInPage(`/admin/perspectives?search=${run}`);
    const row = page.locator("tbody tr", { hasText: EDITED_TITLE });
    await row.waitFor();

    const menuButton = page.getByRole("button", { name: `Actions for ${EDITED_TITLE}` });
    await menuButton.click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Are you sure you want to delete this perspective?").waitFor();
    // Escape closes it and nothing is deleted; focus returns to the menu button.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect
      .poll(() => menuButton.evaluate((button) => button === document.activeElement))
      .toBe(true);
    expect((await stored(page, created.id)).status).toBe(200);

    await menuButton.click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    const text = await toastText(page);
    expect(text).toContain("Perspective deleted");
    expect(text).toContain("The perspective has been successfully deleted.");
    await row.waitFor({ state: "detached" });
    await page.getByText("No perspectives found").waitFor();
    expect((await stored(page, created.id)).status).toBe(404);
    await close();
  });

  it("on a phone, opens the new article's editor at its top, with Preview in view", async () => {
    const { page, problems, close } = await signedInPage("/admin/perspectives/new", {
      viewport: { width: 375, height: 740 },
    });
    await page.getByRole("heading", { name: "Create New Perspective", level: 1 }).waitFor();
    await field(page, "Title").fill(`Drafted on a phone ${run}`);
    await field(page, "Summary").fill(SUMMARY);
    await field(page, "Content").click();
    await page.keyboard.type("Notes from the field, typed between two rows of seedlings.");
    // The keys typed while the editor loads show once it has taken over, as the author waits
    // to see them: on a loaded machine that took longer than filling in the rest of the form.
    await page
      .locator(".ProseMirror")
      .getByText("Notes from the field, typed between two rows of seedlings.")
      .waitFor();
    await field(page, "Author Name").fill("Dana Fields");
    await field(page, "Author Title").fill("Venture Partner");
    // A draft: nothing a visitor or the other tests' lists would see.
    await page.getByRole("switch", { name: "Published" }).click();
    // The form is far taller than the screen: creating happens at its bottom.
    await page.getByRole("button", { name: "Create Perspective" }).click();
    expect(await toastText(page)).toContain("Perspective created");
    await page.waitForURL(/\/admin\/perspectives\/\d+$/);
    await page.getByRole("heading", { name: "Edit Perspective", level: 1 }).waitFor();
    await field(page, "Content").waitFor();
    await page.waitForLoadState("networkidle");

    const inView = (name: RegExp) =>
      page.getByRole("button", { name }).evaluate((button) => {
        const box = button.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    expect(await inView(/^Preview/)).toBe(true);
    expect(await inView(/^Share preview/)).toBe(true);

    const id = Number(new URL(page.url()).pathname.split("/").pop());
    const removed = await page.request.delete(
      new URL(`/api/admin/perspectives/${id}`, baseUrl()).href,
    );
    expect(removed.status()).toBe(204);
    expect(problems.filter((problem) => !problem.includes("401"))).toEqual([]);
    await close();
  }, 60_000);
});

import { PERSONAL_DATA_MESSAGES } from "@shared/schemas/personal-data-texts";
import type { Page, Route } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { submit } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { connectBrowser, toastText, waitForHydration } from "./support/browser";

/**
 * A form whose code loads on first use (`loadOnFirstUse`, ADR 052): the page draws the same
 * fields at once, and what a person writes before the form's code has arrived is kept — the
 * text, the focus and the caret — and checked by the real form's rules once it has. Each test
 * holds the form's script until the person has typed, as a slow phone network would.
 */
const openPage = connectBrowser();
const run = Date.now().toString(36);
let cookie: string;
let ideaId: number;
let articleId: number;
const ARTICLE_TITLE = `Written early ${run}`;

beforeAll(async () => {
  cookie = await apiSession();
  ({ id: ideaId } = await submit("/api/ideas", {
    name: `First use ${run}`,
    email: `first-use-${run}@example.com`,
    idea: "A record whose composer is used before its code has loaded.",
    sector: "Biotech",
    stage: "Concept/Idea stage",
  }));
  const created = await adminApi(cookie, "POST", "/api/admin/perspectives", {
    title: ARTICLE_TITLE,
    summary: "An article whose editor is used before its form's code has loaded.",
    content: "<p>The article's body, long enough to pass the fifty character minimum.</p>",
    category: "market_analysis",
    authorName: "Dana Fields",
    authorTitle: "Venture Partner",
    published: true,
  });
  if (created.status !== 201) throw new Error(`the article was not created: ${created.status}`);
  articleId = ((await created.json()) as { id: number }).id;
});

/** The article as the admin API has it now. */
async function storedArticle() {
  const response = await adminApi(cookie, "GET", `/api/admin/perspectives/${articleId}`);
  return (await response.json()) as {
    title: string;
    summary: string;
    content: string;
    featured: boolean;
  };
}

/** The editor's form's own script (`perspective-form.tsx`), held until the person has used it. */
const EDITOR_FORM = /\/perspective-form-[^/]+\.js$/;

/** The rich-text editor's script (TipTap), which the article's stand-in loads when used. */
const RICH_TEXT_EDITOR = /\/rich-text-editor-[^/]+\.js$/;

/** Opens `path` signed in at 375 px with the scripts matching `held` answered only on `release`. */
async function openHolding(path: string, held: RegExp, { touch = false } = {}) {
  const opened = await openPage("about:blank", {
    viewport: { width: 375, height: 812 },
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const [name, value] = cookie.split("=") as [string, string];
  await opened.page.context().addCookies([{ name, value, url: inject("e2eBaseUrl") }]);
  const waiting: Route[] = [];
  let released = false;
  await opened.page.route(
    (url) => held.test(url.pathname),
    (route) => (released ? route.continue() : void waiting.push(route)),
  );
  await opened.page.goto(new URL(path, inject("e2eBaseUrl")).href);
  await waitForHydration(opened.page);
  const release = async () => {
    released = true;
    for (const route of waiting.splice(0)) await route.continue();
  };
  const heldRequests = () => waiting.length;
  return { ...opened, release, heldRequests };
}

/**
 * Presses the editor's Preview (a link that opens the article in a new tab) with a mouse or a
 * finger, lets the form's code arrive and take the stand-in's place under the press, then lets
 * go: the one tab that opened (a second, a click doubled, fails).
 */
async function previewPressedAcrossHandOver(pointer: "mouse" | "finger") {
  const opened = await openHolding(`/admin/perspectives/${articleId}`, EDITOR_FORM, {
    touch: pointer === "finger",
  });
  const { page, release, heldRequests } = opened;
  const preview = page.getByRole("link", { name: /^Preview/ });
  const drawn = await preview.elementHandle();
  const box = await preview.boundingBox();
  if (!drawn || !box) throw new Error("Preview not on screen");
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const touchscreen = await page.context().newCDPSession(page);
  const tabs: Page[] = [];
  page.context().on("page", (tab) => tabs.push(tab));

  // The pointer over the form, or the finger on it, asks for its code, which the network holds.
  if (pointer === "mouse") {
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
  } else
    await touchscreen.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at] });
  await expect.poll(heldRequests).toBe(1);
  await release();
  // The real form took the stand-in's place under the press: a new link.
  await expect.poll(() => drawn.evaluate((link) => link.isConnected)).toBe(false);
  if (pointer === "mouse") await page.mouse.up();
  else await touchscreen.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });

  await expect.poll(() => tabs.length).toBe(1);
  await page.waitForTimeout(300);
  expect(tabs).toHaveLength(1);
  return { ...opened, tab: tabs[0] as Page };
}

/** The element with the focus: its accessible label's text and the caret in it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | HTMLTextAreaElement | null;
    return {
      label: active?.labels?.[0]?.textContent ?? null,
      caret: [active?.selectionStart ?? null, active?.selectionEnd ?? null],
    };
  });

describe("a form loaded on first use", () => {
  it("keeps the message typed in a record's composer before its code arrived, and checks it with the shared rules", async () => {
    const { page, problems, close, release, heldRequests } = await openHolding(
      `/admin/startup-ideas/${ideaId}`,
      /\/message-composer-[^/]+\.js$/,
    );
    const composer = page.getByRole("form", { name: "New message" });
    const body = composer.getByLabel("Message");
    await body.click();
    // Focusing it asked for the form's code, which the network holds.
    await expect.poll(heldRequests).toBe(1);
    await page.keyboard.type("Hello from a slow phone");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await release();

    // The real form took over: the text, the focus and the caret are where they were.
    await expect.poll(() => body.inputValue()).toBe("Hello from a slow phone");
    await expect.poll(() => focused(page)).toEqual({ label: "Message *", caret: [21, 21] });
    await page.keyboard.type("!");
    expect(await body.inputValue()).toBe("Hello from a slow pho!ne");

    // The real form's checks: a message of spaces is refused with the shared schema's words.
    await body.fill("   ");
    await composer.getByRole("button", { name: "Send message" }).click();
    await composer.getByText("Message is required").waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it("keeps the passwords typed in settings before the form's code arrived, and checks them as before", async () => {
    const { page, problems, close, release, heldRequests } = await openHolding(
      "/admin/settings/account",
      /\/change-password-form-[^/]+\.js$/,
    );
    const card = page.getByRole("region", { name: "Account Security", exact: true });
    await card.getByLabel("Current Password").focus();
    await expect.poll(heldRequests).toBe(1);
    await page.keyboard.type("not-the-password");
    // Each password field is followed by its Show password toggle.
    for (const password of ["short", "short"]) {
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.type(password);
    }
    // Sent before the code arrived: the real form sends it, with its checks.
    await page.keyboard.press("Enter");
    await release();

    await expect
      .poll(() => card.getByLabel("Current Password").inputValue())
      .toBe("not-the-password");
    expect(await card.getByLabel(/^New Password/).inputValue()).toBe("short");
    expect(await card.getByLabel("Confirm New Password").inputValue()).toBe("short");
    // Too short: told as before, the field marked and focused, nothing sent.
    expect(await toastText(page)).toMatch(/Password too short/);
    expect((await focused(page)).label).toMatch(/^New Password/);
    expect(await card.getByLabel(/^New Password/).getAttribute("aria-invalid")).toBe("true");
    expect(problems).toEqual([]);
    await close();
  });

  it("keeps the retention period typed before its form's code arrived, and checks it with the shared rules", async () => {
    const { page, problems, close, release, heldRequests } = await openHolding(
      "/admin/settings/retention",
      /\/retention-form-[^/]+\.js$/,
    );
    const form = page.getByRole("form", { name: "Retention period" });
    const months = form.getByLabel(/^Months after the last update/);
    await months.focus();
    await expect.poll(heldRequests).toBe(1);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("200");
    // Sent before the code arrived: the real form sends it, with its checks.
    await page.keyboard.press("Enter");
    await release();

    // More than the most the shared schema allows: refused with its words, the field kept and
    // focused, nothing saved.
    await form.getByText(PERSONAL_DATA_MESSAGES.retention).waitFor();
    expect(await months.inputValue()).toBe("200");
    expect((await focused(page)).label).toMatch(/^Months after the last update/);
    expect(await months.getAttribute("aria-invalid")).toBe("true");
    expect(problems).toEqual([]);
    await close();
  });

  it("replaces the selected retention period with what is typed when the form's code arrives in between", async () => {
    const { page, problems, close, release, heldRequests } = await openHolding(
      "/admin/settings/retention",
      /\/retention-form-[^/]+\.js$/,
    );
    const form = page.getByRole("form", { name: "Retention period" });
    const months = form.getByLabel(/^Months after the last update/);
    const drawn = await months.inputValue();
    await months.focus();
    await expect.poll(heldRequests).toBe(1);
    await page.keyboard.press("ControlOrMeta+A");
    // The real form takes the stand-in's place while the drawn period is selected…
    const standIn = await months.elementHandle();
    await release();
    await expect.poll(() => standIn?.evaluate((field) => field.isConnected)).toBe(false);
    // …so what is typed next replaces it, as it would have in the stand-in.
    expect((await focused(page)).caret).toEqual([0, drawn.length]);
    await page.keyboard.type("7");
    expect(await months.inputValue()).toBe("7");
    expect(problems).toEqual([]);
    await close();
  });

  it("looks up the address typed on People before the form's code arrived, after checking it with the shared rules", async () => {
    const { page, problems, close, release, heldRequests } = await openHolding(
      "/admin/people",
      /\/person-search-form-[^/]+\.js$/,
    );
    const search = page.getByRole("search", { name: "Look up a person" });
    const email = search.getByLabel(/^E-mail address/);
    await email.focus();
    await expect.poll(heldRequests).toBe(1);
    await page.keyboard.type("not-an-address");
    await page.keyboard.press("Enter");
    await release();

    // Refused with the shared schema's words, the text kept and focused, nothing looked up.
    await search.getByText(PERSONAL_DATA_MESSAGES.email).waitFor();
    expect(await email.inputValue()).toBe("not-an-address");
    expect((await focused(page)).label).toMatch(/^E-mail address/);
    expect(new URL(page.url()).search).toBe("");

    await email.fill(`nobody-${run}@example.com`);
    await page.keyboard.press("Enter");
    await page
      .getByRole("heading", { name: `Nothing is held for nobody-${run}@example.com` })
      .waitFor();
    expect(new URL(page.url()).searchParams.get("email")).toBe(`nobody-${run}@example.com`);
    expect(problems).toEqual([]);
    await close();
  });

  it("opens the settings menu pressed on a phone before the menu's code arrived", async () => {
    const { page, problems, close, release, heldRequests } = await openHolding(
      "/admin/settings/account",
      /\/settings-menu-[^/]+\.js$/,
    );
    const button = page
      .getByRole("navigation", { name: "Settings" })
      .getByRole("button", { name: /^Settings page/ });
    expect(await button.getAttribute("aria-haspopup")).toBe("menu");
    await button.click();
    await expect.poll(heldRequests).toBe(1);
    await release();

    const sessions = page.getByRole("menuitem", { name: "Sessions" });
    await sessions.waitFor();
    await sessions.click();
    await page.waitForURL((address) => address.pathname === "/admin/settings/sessions");
    expect(problems).toEqual([]);
    await close();
  });

  it("keeps what is written in the article editor's fields and a switch pressed before the form's code arrived", async () => {
    const { page, problems, close, release, heldRequests } = await openHolding(
      `/admin/perspectives/${articleId}`,
      EDITOR_FORM,
    );
    const featured = page.getByRole("switch", { name: "Featured" });
    expect(await featured.getAttribute("aria-checked")).toBe("false");
    await featured.click();
    await expect.poll(heldRequests).toBe(1);
    const summary = page.getByRole("textbox", { name: "Summary" });
    await summary.click();
    await summary.press("End");
    await page.keyboard.type(" Typed early.");
    const title = page.getByRole("textbox", { name: "Title", exact: true });
    await title.click();
    await title.press("End");
    await page.keyboard.type(" (revised)");
    await page.keyboard.press("ArrowLeft");
    await release();

    // The real form took over: the text, the focus and the caret, and the switch pressed.
    await expect.poll(() => featured.getAttribute("aria-checked")).toBe("true");
    expect(await title.inputValue()).toBe(`${ARTICLE_TITLE} (revised)`);
    expect(await summary.inputValue()).toMatch(/ Typed early\.$/);
    const caret = ARTICLE_TITLE.length + " (revised)".length - 1;
    expect(await focused(page)).toEqual({ label: "Title *", caret: [caret, caret] });
    // What was written counts as a change: the form says so, and asks before leaving.
    await page.getByText("Unsaved changes").waitFor({ state: "attached" });
    await page.keyboard.type("!");
    expect(await title.inputValue()).toBe(`${ARTICLE_TITLE} (revised!)`);
    expect(problems).toEqual([]);
    await close();
  });

  it("saves the article when Save was pressed before the editor's form code arrived", async () => {
    const { page, problems, close, release, heldRequests } = await openHolding(
      `/admin/perspectives/${articleId}`,
      EDITOR_FORM,
    );
    const title = page.getByRole("textbox", { name: "Title", exact: true });
    await title.fill(`${ARTICLE_TITLE} saved early`);
    await expect.poll(heldRequests).toBe(1);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await release();

    expect(await toastText(page)).toContain("Perspective updated");
    expect((await storedArticle()).title).toBe(`${ARTICLE_TITLE} saved early`);
    expect(problems).toEqual([]);
    await close();
  });

  it("opens History pressed before the editor's form code arrived", async () => {
    const { page, problems, close, release, heldRequests } = await openHolding(
      `/admin/perspectives/${articleId}`,
      EDITOR_FORM,
    );
    // A button outside the form: pressed again on the real one, not taken for a submit.
    await page.getByRole("button", { name: "History" }).click();
    await expect.poll(heldRequests).toBe(1);
    await release();

    await page.getByRole("dialog", { name: "History" }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it("opens Preview in one new tab when it was pressed before the editor's form code arrived and let go after", async () => {
    const { tab, problems, close } = await previewPressedAcrossHandOver("mouse");
    await tab.waitForLoadState("domcontentloaded");
    expect(new URL(tab.url()).pathname).toMatch(/^\/perspectives\/[^/]+$/);
    expect(problems).toEqual([]);
    await close();
  });

  it("opens Preview in one new tab when a finger touched it before the editor's form code arrived and lifted after", async () => {
    // The tap is aimed when the finger lifts: the browser follows the real link itself.
    const { problems, close } = await previewPressedAcrossHandOver("finger");
    expect(problems).toEqual([]);
    await close();
  });

  it("carries what is typed in the article into the rich-text editor when both load after it", async () => {
    const { page, problems, close, release, heldRequests } = await openHolding(
      `/admin/perspectives/${articleId}`,
      EDITOR_FORM,
    );
    const content = page.getByRole("textbox", { name: "Content" });
    await content.click();
    await expect.poll(heldRequests).toBe(1);
    await page.keyboard.type("Typed before any editor.");
    await release();

    // The form, then the editor, took over; the keys went into the article.
    await page.getByRole("toolbar", { name: "Formatting" }).waitFor();
    await expect.poll(() => content.textContent()).toContain("Typed before any editor.");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("role")))
      .toBe("textbox");
    expect(problems).toEqual([]);
    await close();
  });

  it("saves what was typed in the article while its editor loaded, not the article without it", async () => {
    const { page, problems, close, release, heldRequests } = await openHolding(
      `/admin/perspectives/${articleId}`,
      RICH_TEXT_EDITOR,
    );
    const content = page.getByRole("textbox", { name: "Content" });
    await content.click();
    // The form has taken over; the editor's script is on its way.
    await expect.poll(heldRequests).toBe(1);
    await page.keyboard.type(" Added on a slow phone.");
    await page.getByRole("button", { name: "Save Changes" }).click();
    // Nothing is sent before the keys are in the article.
    await page.getByRole("button", { name: /Saving/ }).waitFor();
    expect((await storedArticle()).content).not.toContain("Added on a slow phone.");
    await release();

    expect(await toastText(page)).toContain("Perspective updated");
    expect((await storedArticle()).content).toContain("Added on a slow phone.");
    expect(problems).toEqual([]);
    await close();
  });

  it("keeps the profile written before its form's code arrived, and checks it with the shared rules", async () => {
    const { page, problems, close, release, heldRequests } = await openHolding(
      "/admin/settings/profile",
      /\/notifications-form-[^/]+\.js$/,
    );
    const card = page.getByRole("region", { name: "Profile & Notifications" });
    const name = card.getByRole("textbox", { name: /^Name/ });
    const email = card.getByRole("textbox", { name: /^E-mail/ });
    const daily = card.getByRole("radio", { name: /^A daily digest/ });
    const drawnName = await name.inputValue();
    const wasDaily = await daily.isChecked();
    await email.focus();
    await expect.poll(heldRequests).toBe(1);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("not-an-address");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("End");
    await page.keyboard.type(" Early");
    await daily.click();
    await name.focus();
    // Sent before the code arrived: the real form sends it, with its checks.
    await page.keyboard.press("Enter");
    await release();

    // Not an address: refused with the shared schema's words, the field marked and focused,
    // what was written and chosen kept, nothing saved.
    await card.getByText("Please enter a valid email address").waitFor();
    expect(await email.inputValue()).toBe("not-an-address");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect((await focused(page)).label).toMatch(/^E-mail/);
    expect(await name.inputValue()).toBe(`${drawnName} Early`);
    expect(await daily.isChecked()).toBe(true);
    const saved = (await (await adminApi(cookie, "GET", "/api/admin/me")).json()) as {
      displayName: string | null;
      notify: string;
    };
    expect(saved.displayName ?? "").toBe(drawnName);
    expect(saved.notify === "daily").toBe(wasDaily);
    expect(problems).toEqual([]);
    await close();
  });

  it("keeps a scorecard's fields written before its form's code arrived, and checks them with the shared rules", async () => {
    const { page, problems, close, release, heldRequests } = await openHolding(
      "/admin/settings/scorecards",
      /\/scorecard-form-[^/]+\.js$/,
    );
    const card = page.getByRole("region", { name: "Scorecards" });
    const label = card.getByLabel(/^Label/).first();
    const drawnLabel = await label.inputValue();
    await label.focus();
    await expect.poll(heldRequests).toBe(1);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Backspace");
    // Sent before the code arrived: the real form sends it, with its checks.
    await page.keyboard.press("Enter");
    await release();

    // A criterion without a label: refused with the shared schema's words, the field kept empty,
    // marked and focused; typing goes on where it was.
    await card.getByText("A criterion needs a label").waitFor();
    expect(await label.inputValue()).toBe("");
    expect(await label.getAttribute("aria-invalid")).toBe("true");
    expect((await focused(page)).label).toMatch(/^Label/);
    await page.keyboard.type(drawnLabel);
    expect(await label.inputValue()).toBe(drawnLabel);
    expect(problems).toEqual([]);
    await close();
  });

  it("adds the criterion asked for before the scorecard form's code arrived, keeping the weight chosen", async () => {
    const { page, problems, close, release, heldRequests } = await openHolding(
      "/admin/settings/scorecards",
      /\/scorecard-form-[^/]+\.js$/,
    );
    const card = page.getByRole("region", { name: "Scorecards" });
    const labels = card.getByLabel(/^Label/);
    await labels.first().waitFor();
    const before = await labels.count();
    const weight = card.getByLabel(/^Weight/).first();
    const drawnWeight = await weight.inputValue();
    const chosen = drawnWeight === "5" ? "4" : "5";
    await weight.selectOption(chosen);
    await expect.poll(heldRequests).toBe(1);
    // A button of the form that is not its submit: pressed again on the real one.
    await card.getByRole("button", { name: "Add criterion" }).click();
    await release();

    await expect.poll(() => labels.count()).toBe(before + 1);
    expect(await labels.nth(before).inputValue()).toBe("");
    expect(await weight.inputValue()).toBe(chosen);
    // What was chosen counts as a change: Save is offered.
    expect(await card.getByRole("button", { name: "Save scorecard" }).isEnabled()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it("fetches the New token dialog's code as its button is pointed at, opens it when pressed before that code arrived, and gives the focus back on close", async () => {
    const { page, problems, close, release, heldRequests } = await openHolding(
      "/admin/settings/api-tokens",
      /\/create-token-dialog-box-[^/]+\.js$/,
    );
    const newToken = page
      .getByRole("region", { name: "Your API tokens" })
      .getByRole("button", { name: "New token" });
    // Not with the page (ADR 052: the dialog, its form library and zod load when it opens)…
    expect(heldRequests()).toBe(0);
    // …but as the pointer reaches its button, before the press.
    await newToken.hover();
    await expect.poll(heldRequests).toBe(1);
    await newToken.click();
    await release();

    const dialog = page.getByRole("dialog", { name: "New API token" });
    await dialog.waitFor();
    // The form's checks are the shared schema's, as before.
    await dialog.getByRole("button", { name: "Create token" }).click();
    await dialog.getByText("Name is required").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect
      .poll(() => newToken.evaluate((button) => button === document.activeElement))
      .toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});

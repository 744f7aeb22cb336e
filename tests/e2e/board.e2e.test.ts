import type { Page, Route } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { signInThroughForm, submit } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { violations } from "./support/axe";
import { baseUrl, connectBrowser, toastText, waitForHydration } from "./support/browser";

const openPage = connectBrowser();
const run = Date.now().toString(36);
const ADMIN = { username: "admin", password: inject("e2eAdminPassword") };
const SCREENSHOTS = process.env.BOARD_SCREENSHOTS;

/**
 * Ideas unique to this run, submitted newest last (so they head the New column, within the
 * screen's height for the tests that drag them to another column).
 */
const NAMES = {
  // Only clicked: the oldest, under the others.
  earlyClick: `Gorse Meadows ${run}`,
  keyboard: `Alpha Farms ${run}`,
  menu: `Bramble Co ${run}`,
  pointer: `Clover Labs ${run}`,
  failing: `Dune Orchards ${run}`,
  earlyKeys: `Ember Fields ${run}`,
  earlyPointer: `Fern Growers ${run}`,
};
const ids: Record<string, number> = {};
let cookie = "";

beforeAll(async () => {
  for (const name of Object.values(NAMES)) {
    const { id } = await submit("/api/ideas", {
      name,
      email: `${name.split(" ")[0]?.toLowerCase()}-${run}@example.com`,
      idea: `A board test idea from ${name}.`,
      sector: "Biotech",
      stage: "Concept/Idea stage",
    });
    ids[name] = id;
  }
  await submit("/api/investment-interests", {
    name: `Elm Capital ${run}`,
    email: `elm-${run}@example.com`,
    sectors: ["robotics"],
    investmentAmount: "$25,000+",
    termsAgreed: true,
  });
  cookie = await apiSession();
});

async function storedStatus(name: string) {
  const response = await adminApi(cookie, "GET", `/api/admin/startup-ideas/${ids[name]}`);
  return ((await response.json()) as { status: string }).status;
}

/** The board's drag and drop and menus (`draggable-board.tsx`), loaded on its first use. */
const DRAGGABLE_BOARD = /\/draggable-board-[^/]+\.js$/;

/** The ideas' board, signed in; the scripts matching `held` are answered only on `release`. */
async function openBoard(options?: Parameters<typeof openPage>[1], held?: RegExp) {
  const opened = await openPage("/admin/login", options);
  await signInThroughForm(opened.page, ADMIN.username, ADMIN.password);
  // The login page asks who is signed in first: that 401 is expected, not a problem.
  opened.problems.length = 0;
  const waiting: Route[] = [];
  let released = false;
  if (held)
    await opened.page.route(
      (url) => held.test(url.pathname),
      (route) => (released ? route.continue() : void waiting.push(route)),
    );
  await opened.page.goto(new URL("/admin/startup-ideas/board", baseUrl()).href);
  await opened.page.getByRole("heading", { name: "Startup Ideas", level: 1 }).waitFor();
  await waitForHydration(opened.page);
  const release = async () => {
    released = true;
    for (const route of waiting.splice(0)) await route.continue();
  };
  return { ...opened, release, heldRequests: () => waiting.length };
}

const column = (page: Page, status: string) =>
  page.getByRole("region", { name: new RegExp(`^${status} `) });
const card = (page: Page, status: string, name: string) =>
  column(page, status).getByRole("listitem").filter({ hasText: name });

describe("the submissions board", () => {
  it("is reachable from the list's List | Board switch and back", async () => {
    const { page, close } = await openPage("/admin/login");
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    await page.goto(new URL("/admin/startup-ideas", baseUrl()).href);
    const views = page.getByRole("navigation", { name: "View" });
    await views.getByRole("link", { name: "Board" }).click();
    await page.waitForURL(/\/admin\/startup-ideas\/board$/);
    await card(page, "New", NAMES.keyboard).waitFor();
    expect(await views.getByRole("link", { name: "Board" }).getAttribute("aria-current")).toBe(
      "page",
    );
    await views.getByRole("link", { name: "List" }).click();
    await page.waitForURL(/\/admin\/startup-ideas$/);
    await page.getByRole("table").waitFor();
    await close();
  });

  it("moves a card with the keyboard, announces it and stores the new status", async () => {
    const { page, problems, close } = await openBoard();
    const handle = card(page, "New", NAMES.keyboard).getByRole("button", {
      name: `Drag ${NAMES.keyboard}`,
    });
    // dnd-kit's live region: each step is awaited there, as a listener would hear it.
    const live = page.locator('[id^="DndLiveRegion"]');
    await handle.focus();
    // The focus loads the drag and drop (ADR 052); a key pressed before it arrives has its own
    // test below: this one moves a card on a board that is ready.
    await page.locator('[id^="DndDescribedBy"]').waitFor({ state: "attached" });
    await page.keyboard.press("Space");
    await expect.poll(() => live.innerText()).toContain(`${NAMES.keyboard} is over New.`);
    // dnd-kit measures the columns just after the pick-up; a person is never faster.
    await page.waitForTimeout(300);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => live.innerText()).toContain(`${NAMES.keyboard} is over Reviewing.`);
    await page.keyboard.press("Space");
    await expect.poll(() => live.innerText()).toContain(`${NAMES.keyboard} moved to Reviewing.`);
    await card(page, "Reviewing", NAMES.keyboard).waitFor();
    // The focus stays on the card's handle, now in its new column, to carry on from there.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe(`Drag ${NAMES.keyboard}`);
    await expect.poll(() => storedStatus(NAMES.keyboard)).toBe("reviewing");
    expect(await toastText(page)).toContain("Status updated");
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/board-1280.png`, fullPage: true });
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it("moves a card with its Move to… menu, and its title opens it, from the keyboard", async () => {
    const { page, problems, close } = await openBoard();
    // A wait that fails names its step, well before the test's own timeout.
    page.setDefaultTimeout(15_000);
    // The card listens for key presses (a drag starts from its grip only): the menu's and
    // the link's own keys must still reach them.
    const moveTo = card(page, "New", NAMES.menu).getByRole("button", {
      name: `Move ${NAMES.menu} to…`,
    });
    await moveTo.focus();
    // The key goes where the focus is: press only once the trigger really holds it (the
    // board may still be settling its columns on a slow machine).
    await expect
      .poll(() => moveTo.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Reviewing" }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Reviewing");
    await page.keyboard.press("ArrowDown");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Contacted");
    await page.keyboard.press("Enter");
    await card(page, "Contacted", NAMES.menu)
      .waitFor()
      .catch(async (error: Error) => {
        // Where the card went instead, and what the page said: a failure tells its cause.
        const toast = await toastText(page).catch(() => "no toast");
        const stored = await storedStatus(NAMES.menu);
        throw new Error(`${error.message}\nstored: ${stored}; toast: ${toast}; ${problems}`);
      });
    // The focus follows the card to its new column, on its menu.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(`Move ${NAMES.menu} to…`);
    await expect.poll(() => storedStatus(NAMES.menu)).toBe("contacted");

    await card(page, "Contacted", NAMES.menu).getByRole("link", { name: NAMES.menu }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: NAMES.menu, level: 1 }).waitFor();
    await close();
  });

  it("moves a card dragged by its title, and a click on the title still opens it", async () => {
    const { page, problems, close } = await openBoard();
    const newCard = card(page, "New", NAMES.pointer);
    const title = newCard.getByRole("link", { name: NAMES.pointer });
    // The whole card shows it can be grabbed; its title still reads as a link.
    expect(await newCard.evaluate((element) => getComputedStyle(element).cursor)).toBe("grab");
    expect(await title.evaluate((element) => getComputedStyle(element).cursor)).toBe("pointer");
    const from = await title.boundingBox();
    const to = await column(page, "Archived").boundingBox();
    if (!from || !to) throw new Error("title or column not on screen");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    // The pointer loads the drag and drop (ADR 052); a card pressed before it arrives has its own
    // test below: this one drags on a board that is ready.
    await page.locator('[id^="DndDescribedBy"]').waitFor({ state: "attached" });
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, to.y + 60, { steps: 6 });
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/board-dragging.png` });
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 6 });
    await page.mouse.up();
    await card(page, "Archived", NAMES.pointer).waitFor();
    // The drop did not open the card: the board is still there.
    expect(new URL(page.url()).pathname).toBe("/admin/startup-ideas/board");
    await expect.poll(() => storedStatus(NAMES.pointer)).toBe("archived");

    await page.reload();
    const archived = card(page, "Archived", NAMES.pointer);
    await archived.waitFor();
    expect(await card(page, "New", NAMES.pointer).count()).toBe(0);
    await archived.getByRole("link", { name: NAMES.pointer }).click();
    await page.waitForURL(new RegExp(`/admin/startup-ideas/${ids[NAMES.pointer]}$`));
    await page.getByRole("heading", { name: NAMES.pointer, level: 1 }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it("leaves a card where it was on Escape, and puts it back when the server refuses the move", async () => {
    const { page, close } = await openBoard();
    const live = page.locator('[id^="DndLiveRegion"]');
    const handle = card(page, "New", NAMES.failing).getByRole("button", {
      name: `Drag ${NAMES.failing}`,
    });
    await handle.focus();
    await page.locator('[id^="DndDescribedBy"]').waitFor({ state: "attached" });
    await page.keyboard.press("Enter");
    await expect.poll(() => live.innerText()).toContain(`${NAMES.failing} is over New.`);
    // dnd-kit measures the columns just after the pick-up; a person is never faster.
    await page.waitForTimeout(300);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => live.innerText()).toContain(`${NAMES.failing} is over Reviewing.`);
    await page.keyboard.press("Escape");
    await expect
      .poll(() => live.innerText())
      .toContain(`Moving ${NAMES.failing} was cancelled. It stays in New.`);
    await card(page, "New", NAMES.failing).waitFor();

    await page.route("**/api/admin/startup-ideas/*/status", (route) =>
      route.fulfill({ status: 500, body: "{}", contentType: "application/json" }),
    );
    await card(page, "New", NAMES.failing)
      .getByRole("button", { name: `Move ${NAMES.failing} to…` })
      .click();
    await page.getByRole("menuitem", { name: "Archived" }).click();
    const text = await toastText(page);
    expect(text).toContain("Update failed");
    expect(text).toContain(`${NAMES.failing} stays in New`);
    await card(page, "New", NAMES.failing).waitFor();
    expect(await card(page, "Archived", NAMES.failing).count()).toBe(0);
    expect(await storedStatus(NAMES.failing)).toBe("new");
    await close();
  });

  it("shows the investment interests the same way, each card with its amount", async () => {
    const { page, problems, close } = await openPage("/admin/login");
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    problems.length = 0;
    await page.goto(new URL("/admin/investment-interests", baseUrl()).href);
    await page
      .getByRole("navigation", { name: "View" })
      .getByRole("link", { name: "Board" })
      .click();
    await page.waitForURL(/\/admin\/investment-interests\/board$/);
    const interest = card(page, "New", `Elm Capital ${run}`);
    await interest.waitFor();
    expect(await interest.innerText()).toContain("$25,000+");
    await interest.getByRole("link", { name: `Elm Capital ${run}` }).click();
    await page.getByRole("heading", { name: `Elm Capital ${run}`, level: 1 }).waitFor();
    await close();
  });

  it("works on a phone: columns side by side to swipe, Move to… at hand, no axe findings", async () => {
    const { page, problems, close } = await openBoard({ viewport: { width: 375, height: 740 } });
    // The cards' menus are there (the main way to move a card on a phone).
    await page
      .getByRole("button", { name: new RegExp(`^Move .* ${run} to…$`) })
      .first()
      .waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/board-375.png`, fullPage: true });
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it("picks a card up, and opens its menu, by a key pressed before the board's code arrived", async () => {
    const { page, problems, close, release, heldRequests } = await openBoard(
      undefined,
      DRAGGABLE_BOARD,
    );
    const live = page.locator('[id^="DndLiveRegion"]');
    const early = card(page, "New", NAMES.earlyKeys);
    await early.getByRole("button", { name: `Drag ${NAMES.earlyKeys}` }).focus();
    // Focusing the grip asked for the drag and drop's code, which the network holds.
    await expect.poll(heldRequests).toBe(1);
    await page.keyboard.press("Space");
    await release();
    await expect.poll(() => live.innerText()).toContain(`${NAMES.earlyKeys} is over New.`);
    // dnd-kit listens for the drag's keys just after the pick-up (a timer); a person is never
    // faster (the CI pressed Escape before it once).
    await page.waitForTimeout(300);
    await page.keyboard.press("Escape");
    await expect.poll(() => live.innerText()).toContain(`Moving ${NAMES.earlyKeys} was cancelled.`);
    await close();

    const again = await openBoard(undefined, DRAGGABLE_BOARD);
    await card(again.page, "New", NAMES.earlyKeys)
      .getByRole("button", { name: `Move ${NAMES.earlyKeys} to…` })
      .focus();
    await expect.poll(again.heldRequests).toBe(1);
    await again.page.keyboard.press("Enter");
    await again.release();
    // Opened as by a key: at its first item.
    await again.page.getByRole("menuitem", { name: "Reviewing" }).waitFor();
    await expect
      .poll(() => again.page.evaluate(() => document.activeElement?.textContent))
      .toBe("Reviewing");
    expect([...problems, ...again.problems]).toEqual([]);
    await again.close();
  });

  it("opens a card whose title was pressed before the board's code arrived and let go after", async () => {
    const { page, problems, close, release, heldRequests } = await openBoard(
      undefined,
      DRAGGABLE_BOARD,
    );
    const title = card(page, "New", NAMES.earlyClick).getByRole("link", { name: NAMES.earlyClick });
    // Scrolled to without the pointer, whose passing over the board would load the code.
    await title.scrollIntoViewIfNeeded();
    const box = await title.boundingBox();
    if (!box) throw new Error("title not on screen");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(heldRequests).toBe(1);
    await page.mouse.down();
    await release();
    await page.locator('[id^="DndDescribedBy"]').waitFor({ state: "attached" });
    await page.mouse.up();
    await page.getByRole("heading", { name: NAMES.earlyClick, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/startup-ideas/${ids[NAMES.earlyClick]}`);
    expect(problems).toEqual([]);
    await close();
  });

  it("opens a card's menu whose button was pressed before the board's code arrived and let go after", async () => {
    const { page, problems, close, release, heldRequests } = await openBoard(
      undefined,
      DRAGGABLE_BOARD,
    );
    const button = card(page, "New", NAMES.earlyClick).getByRole("button", {
      name: `Move ${NAMES.earlyClick} to…`,
    });
    await button.hover();
    await expect.poll(heldRequests).toBe(1);
    await page.mouse.down();
    await release();
    await page.locator('[id^="DndDescribedBy"]').waitFor({ state: "attached" });
    await page.mouse.up();
    // Opened once, and left open: not opened and closed again by the press handed to the board.
    const menu = page.getByRole("menu");
    await menu.getByRole("menuitem", { name: "Reviewing" }).waitFor();
    await page.waitForTimeout(300);
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await storedStatus(NAMES.earlyClick)).toBe("new");
    expect(problems).toEqual([]);
    await close();
  });

  it("drags a card pressed before the board's code arrived", async () => {
    const { page, problems, close, release, heldRequests } = await openBoard(
      undefined,
      DRAGGABLE_BOARD,
    );
    const title = card(page, "New", NAMES.earlyPointer).getByRole("link", {
      name: NAMES.earlyPointer,
    });
    const from = await title.boundingBox();
    const to = await column(page, "Archived").boundingBox();
    if (!from || !to) throw new Error("title or column not on screen");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await expect.poll(heldRequests).toBe(1);
    await page.mouse.down();
    await release();
    // The drag and drop is there once its instructions are.
    await page.locator('[id^="DndDescribedBy"]').waitFor({ state: "attached" });
    await page.mouse.move((from.x + to.x) / 2, to.y + 60, { steps: 6 });
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 6 });
    await page.mouse.up();
    await card(page, "Archived", NAMES.earlyPointer).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/startup-ideas/board");
    await expect.poll(() => storedStatus(NAMES.earlyPointer)).toBe("archived");
    expect(problems).toEqual([]);
    await close();
  });
});

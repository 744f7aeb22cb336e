import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { HELD_ROUTER_SCRIPT } from "~/lib/scripts-after-paint";
import { type OpenPage, reportFailures } from "./failure-report";

/** The site under test, started once for the whole run by the e2e global setup. */
export const baseUrl = () => inject("e2eBaseUrl");

/** How long one step (a wait, a click, a navigation) may take unless the test says otherwise. */
const STEP_TIMEOUT_MS = 20_000;

/**
 * Connects this test file to the Chromium started once by the global setup and
 * closes the connection after the file's tests. A failing test reports its open pages.
 */
export function connectBrowser() {
  let browser: Browser | undefined;
  const openPages = new Set<OpenPage>();
  reportFailures(openPages);
  beforeAll(async () => {
    browser = await chromium.connect(inject("e2eBrowserWsEndpoint"));
  });
  afterAll(async () => {
    await browser?.close();
  });

  /**
   * A fresh page (own cookies and storage) that records console errors and uncaught
   * exceptions, so a test can assert that a screen ran cleanly.
   */
  return async function openPage(path: string, options: BrowserContextOptions = {}) {
    if (!browser) throw new Error("browser not connected");
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      ...options,
    });
    // Shorter than a test's own limit (30 s): a step that hangs fails with its own name.
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(String(error)));
    const opened = { page, problems };
    openPages.add(opened);
    context.on("close", () => openPages.delete(opened));
    if (options.javaScriptEnabled !== false) waitForScriptsOnArrival(page);
    const response = await page.goto(new URL(path, baseUrl()).href, { waitUntil: "networkidle" });
    return { page, response, problems, close: () => context.close() };
  };
}

/**
 * A back-office page asks for its scripts only once it has painted (ADR 052), which can be after
 * its `load` event: `goto` and `reload` waiting for `load` on this page also wait until its code
 * has hydrated it, as
 * a person's first tap comes after the screen has shown, so that a test's first step is not
 * taken on the server's drawing alone (a form sent then is held and sent again, but a button
 * pressed does nothing).
 */
function waitForScriptsOnArrival(page: Page) {
  const whenStarted = async () => {
    if (await page.locator(`script[type="${HELD_ROUTER_SCRIPT}"]`).count()) {
      await waitForHydration(page);
    }
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // Asked for an earlier moment ("commit", "domcontentloaded"), the test watches what comes
    // next itself; once the network is idle, the scripts have come.
    if ((args[1]?.waitUntil ?? "load") === "load") await whenStarted();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    if ((args[0]?.waitUntil ?? "load") === "load") await whenStarted();
    return response;
  };
}

/** Waits until the page's client-side code has taken over the server-rendered HTML. */
export async function waitForHydration(page: Page) {
  // A public page says when its islands are live (ADR 043); in the back office React tags every
  // element it has hydrated with a `__reactFiber$…` property.
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.islands === "live") return true;
    const main = document.getElementById("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/**
 * The text of the notification on screen (Radix toast), once one appears; `timeout` for one
 * that waits on slow work of the server's (Playwright's default otherwise).
 */
export async function toastText(page: Page, { timeout }: { timeout?: number } = {}) {
  const toast = page
    .getByRole("region", { name: /Notifications/ })
    .locator("li")
    .first();
  await toast.waitFor({ state: "visible", timeout });
  return toast.innerText();
}

/**
 * Holds back the page's requests for `assets` (a glob) until the function returned is called,
 * as a slow network would: the page is there, that code not yet.
 */
export async function holdScripts(page: Page, assets: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(assets, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

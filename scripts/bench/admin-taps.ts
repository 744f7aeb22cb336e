// How fast a tap moves between admin screens once the back office is loaded (issue 38): starts
// the production build on a small seeded PGlite site, signs in with a session cookie made here,
// opens the ideas list in the machine's Chromium as a phone (375 px, touch), slows the CPU 4×
// and times two taps from the press to the next screen drawn: a row to its record, and the
// record's "Back to" link to the list. A finger touches ~100 ms before the press lands, which is
// when the intent's prefetch starts. Each tap is timed in the page itself (no round trip to the
// browser), five times in fresh contexts; the worst run is judged against 300 ms. Exits 1 on a
// miss. `npm run bench -- --admin-taps` runs this alone.
import { fileURLToPath } from "node:url";
import { paths } from "@shared/config/paths";
import { chromium, type Locator, type Page } from "playwright-core";
import { CPU_SLOWDOWN, renderAdminTaps, type TapTiming, tapsOverBudget } from "./admin-taps-report";
import { adminCookie, ensureBuild, startSite } from "./site";

const RUNS = 5;
/** From a finger touching the screen to the press landing. */
const TOUCH_MS = 100;
/** The ideas list's phone layout: one card per idea. */
const LIST_CARDS = 'ul[aria-label="Startup Ideas"] > li';

/** What the next screen shows once it is there: an element, holding `text` if given. */
type Ready = { selector: string; text?: string };

/** Touches `link`, lets the finger rest, presses it and times until `ready` is drawn. */
async function timeTap(page: Page, link: Locator, ready: Ready): Promise<number> {
  await link.dispatchEvent("touchstart");
  await page.waitForTimeout(TOUCH_MS);
  return link.evaluate(
    (element, ready) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const shown = () =>
          [...document.querySelectorAll(ready.selector)].some(
            (found) =>
              (!ready.text || found.textContent?.includes(ready.text)) &&
              // Rows still dimmed are the screen before's, not this one's.
              found.closest(".opacity-60") === null,
          );
        const check = () => {
          if (!shown()) return;
          observer.disconnect();
          // Drawn: the frame after the change.
          requestAnimationFrame(() => resolve(performance.now() - start));
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
        (element as HTMLElement).click();
        check();
      }),
    ready,
  );
}

/** Times each tap RUNS times, each run in a fresh context holding `cookie`. */
export async function measureAdminTaps(baseUrl: string, cookie: string): Promise<TapTiming[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  });
  const [name, value] = cookie.split("=") as [string, string];
  const toRecord: number[] = [];
  const toList: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: true,
      });
      await context.addCookies([{ name, value, url: baseUrl }]);
      // tsx compiles this file keeping function names, through a helper the page lacks.
      await context.addInitScript("globalThis.__name = (target) => target;");
      const page = await context.newPage();
      await page.goto(new URL(paths.admin.startupIdeas, baseUrl).href, {
        waitUntil: "networkidle",
      });
      if (new URL(page.url()).pathname === paths.admin.login)
        throw new Error("sent to the login page; the cookie did not sign in");
      const link = page.locator(`${LIST_CARDS} a`).first();
      const recordName = (await link.textContent())?.trim() ?? "";
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

      toRecord.push(await timeTap(page, link, { selector: "h1", text: recordName }));
      // The record's panels load as it settles; a person reads before going back.
      await page.waitForLoadState("networkidle");
      const back = page.getByRole("link", { name: "Back to Startup Ideas" });
      toList.push(await timeTap(page, back, { selector: LIST_CARDS }));
      await context.close();
    }
    return [
      { tap: "ideas list → a record (its row)", runs: toRecord },
      { tap: "a record → ideas list (Back to)", runs: toList },
    ];
  } finally {
    await browser.close();
  }
}

/** Builds unless told not to, measures on a seeded site, prints, and fails on a miss. */
export async function runAdminTapsCheck(build: boolean) {
  if (build) ensureBuild();
  const site = await startSite("pglite", { ideas: 30, interests: 30, perspectives: 3 });
  try {
    const taps = await measureAdminTaps(site.url, await adminCookie(site.url));
    console.log(`\nTaps between admin screens, a phone, the CPU slowed ${CPU_SLOWDOWN}×:`);
    for (const line of renderAdminTaps(taps)) console.log(line);
    if (tapsOverBudget(taps).length > 0) process.exitCode = 1;
    return taps;
  } finally {
    await site.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await runAdminTapsCheck(!process.argv.includes("--no-build"));

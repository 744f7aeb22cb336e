// A first visit on a slow phone, seen: the home page at 375 px wide, on Lighthouse's slow 4G
// (150 ms round trip, 1.6 Mbit/s) with the CPU slowed 4×, in a browser with nothing cached.
// The brand fonts are held back until the first paint is on screen, so the first screenshot
// shows what such a visitor sees before they arrive (the metric-matched fallbacks, ADR 041);
// the second, the page once they have. The layout shift measured between the two is what the
// swap moved (0 when the fallbacks take the brand fonts' room). Used by `npm run lighthouse`.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { type CDPSession, chromium } from "playwright-core";

const VIEWPORT = { width: 375, height: 812 };
/** Lighthouse's mobile preset (simulated slow 4G): round trip and throughputs. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

export type ColdVisit = {
  firstPaint: string;
  loaded: string;
  /** Layout shift caused by the fonts' arrival (the CLS scale, 0 is none). */
  fontSwapShift: number;
};

declare global {
  interface Window {
    layoutShift?: number;
  }
}

export async function screenshotColdVisit(url: string, dir: string): Promise<ColdVisit> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    let releaseFonts = () => {};
    const fontsReleased = new Promise<void>((resolve) => {
      releaseFonts = resolve;
    });
    await page.route(/\.woff2(\?|$)/, async (route) => {
      await fontsReleased;
      await route.continue();
    });
    await page.addInitScript(() => {
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          window.layoutShift = (window.layoutShift ?? 0) + entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });

    await page.goto(url, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(
      () => performance.getEntriesByName("first-contentful-paint").length > 0,
    );
    const firstPaint = path.join(dir, "home-375-first-paint.png");
    await capture(cdp, firstPaint);
    const shiftBefore = await page.evaluate(() => window.layoutShift ?? 0);

    releaseFonts();
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // Two frames, so that a shift the fonts caused has been painted and observed.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const loaded = path.join(dir, "home-375-loaded.png");
    await capture(cdp, loaded);
    const shiftAfter = await page.evaluate(() => window.layoutShift ?? 0);
    return { firstPaint, loaded, fontSwapShift: shiftAfter - shiftBefore };
  } finally {
    await browser.close();
  }
}

/**
 * The viewport as it is now, through the DevTools protocol: Playwright's own screenshot waits
 * for the fonts, which are held back for the first one.
 */
async function capture(cdp: CDPSession, file: string) {
  const { data } = await cdp.send("Page.captureScreenshot", { format: "png" });
  await writeFile(file, Buffer.from(data, "base64"));
}

// Full-page screenshots of the public pages at desktop and phone widths, for a
// human to look at. Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
// With SCREENSHOT_ADMIN=username:password it signs in first, so admin paths can be shot too.
import { mkdir } from "node:fs/promises";
import { chromium } from "playwright-core";

const [baseUrl = "http://localhost:3000", outDir = "screenshots", ...paths] = process.argv.slice(2);
const pages = paths.length
  ? paths
  : [
      "/",
      "/startup-ideas",
      "/investment-interest",
      "/privacy-policy",
      "/terms-of-service",
      "/accessibility",
      "/no-such-page",
    ];
const widths = [1280, 375];

/** Signs the page's browser context in, as the login form would (same origin, JSON). */
async function signIn(page, credentials) {
  const separator = credentials.indexOf(":");
  const response = await page.request.post(new URL("/api/admin/login", baseUrl).href, {
    headers: { origin: new URL(baseUrl).origin },
    data: {
      username: credentials.slice(0, separator),
      password: credentials.slice(separator + 1),
    },
  });
  if (!response.ok()) throw new Error(`Signing in failed: ${response.status()}`);
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    if (process.env.SCREENSHOT_ADMIN) await signIn(page, process.env.SCREENSHOT_ADMIN);
    for (const path of pages) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: "networkidle" });
      // Admin screens fetch on the client: give their data a moment after the network settles.
      if (path.startsWith("/admin")) await page.waitForTimeout(500);
      const name = path === "/" ? "home" : path.replace(/^\//, "").replaceAll(/[/?&=]/g, "_");
      // Long pages are cut into screen-sized parts so each stays readable when viewed.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const partHeight = width * 2;
      for (let part = 0; part * partHeight < height; part++) {
        const file = `${outDir}/${name}-${width}-${part + 1}.png`;
        const y = part * partHeight;
        await page.screenshot({
          path: file,
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(partHeight, height - y) },
        });
        console.log(file);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}

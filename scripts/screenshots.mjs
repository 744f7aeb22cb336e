// Full-page screenshots of the public pages at desktop and phone widths, for a
// human to look at. Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
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
    for (const path of pages) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: "networkidle" });
      const name = path === "/" ? "home" : path.replace(/^\//, "").replaceAll("/", "_");
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

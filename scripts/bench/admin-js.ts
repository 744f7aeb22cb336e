// The JavaScript each admin screen loads on first view, signed in, against its budget (issue 38):
// starts the production build on a small seeded PGlite site, signs in with a session cookie made
// here (`adminCookie`), opens each screen in the machine's Chromium at 375 px and sums the
// scripts as they went over the wire (encoded body and response headers, what the browser's
// network panel and Lighthouse call "transferred") until the network is idle. Exits 1 when a
// screen is over 150 KB or 12 scripts. `npm run bench -- --admin-js` runs this alone.
//
//   npx tsx scripts/bench/admin-js.ts            builds first (`npm run build`), then measures
//   npx tsx scripts/bench/admin-js.ts --no-build  measures the build already in build/
import { fileURLToPath } from "node:url";
import { paths } from "@shared/config/paths";
import { chromium, type Request } from "playwright-core";
import { renderAdminJs, screensOverBudget } from "./admin-js-report";
import type { PageWeight } from "./public-js-report";
import { adminCookie, ensureBuild, startSite } from "./site";

/**
 * Every signed-in admin screen the budget holds, with the seeded record and article they open (ids
 * from 1): the lists and boards, both kinds of record, the articles, every settings page, the
 * studio's screens and the API reference.
 */
export const ADMIN_SCREENS = [
  { name: "dashboard", path: paths.admin.dashboard },
  { name: "ideas list", path: paths.admin.startupIdeas },
  { name: "ideas board", path: paths.admin.startupIdeasBoard },
  { name: "interests list", path: paths.admin.investmentInterests },
  { name: "interests board", path: paths.admin.investmentInterestsBoard },
  { name: "a record", path: paths.admin.startupIdea(1) },
  { name: "an interest", path: paths.admin.investmentInterest(1) },
  { name: "articles", path: paths.admin.perspectives },
  { name: "editor", path: paths.admin.perspective(1) },
  { name: "new article", path: paths.admin.perspective("new") },
  ...Object.entries(paths.admin.settingsPages).map(([page, path]) => ({
    name: `settings ${page}`,
    path,
  })),
  { name: "staff", path: paths.admin.staff },
  { name: "activity", path: paths.admin.activity },
  { name: "outbox", path: paths.admin.outbox },
  { name: "people", path: paths.admin.people },
  { name: "media", path: paths.admin.media },
  { name: "API reference", path: paths.admin.api },
] as const;

const isScript = (request: Request) =>
  request.resourceType() === "script" || new URL(request.url()).pathname.endsWith(".js");

/** Opens each screen in a fresh browser context holding `cookie` and weighs its scripts. */
export async function measureAdminJs(
  baseUrl: string,
  cookie: string,
  screens: readonly { name: string; path: string }[] = ADMIN_SCREENS,
): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  });
  const [name, value] = cookie.split("=") as [string, string];
  try {
    const weights: PageWeight[] = [];
    for (const screen of screens) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      await context.addCookies([{ name, value, url: baseUrl }]);
      const page = await context.newPage();
      const sized: Promise<{ file: string; bytes: number }>[] = [];
      page.on("requestfinished", (request) => {
        if (!isScript(request)) return;
        sized.push(
          request.sizes().then((sizes) => ({
            file: new URL(request.url()).pathname,
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          })),
        );
      });
      await page.goto(new URL(screen.path, baseUrl).href, { waitUntil: "networkidle" });
      if (new URL(page.url()).pathname === paths.admin.login)
        throw new Error(`${screen.path}: sent to the login page; the cookie did not sign in`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.waitForLoadState("networkidle");
      const scripts = (await Promise.all(sized)).sort((a, b) => b.bytes - a.bytes);
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
      weights.push({ page: `${screen.name} ${screen.path}`, scripts, total });
      await context.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}

/** Starts the built site on a small seeded PGlite, signs in and weighs every admin screen. */
export async function measureAdminFirstLoadJs(): Promise<PageWeight[]> {
  const site = await startSite("pglite", { ideas: 30, interests: 30, perspectives: 3 });
  try {
    return await measureAdminJs(site.url, await adminCookie(site.url));
  } finally {
    await site.stop();
  }
}

/** Builds unless told not to, measures, prints, and fails on a miss. */
export async function runAdminJsCheck(build: boolean) {
  if (build) ensureBuild();
  const weights = await measureAdminFirstLoadJs();
  console.log("\nJavaScript per admin screen, first load, signed in:");
  for (const line of renderAdminJs(weights)) console.log(line);
  if (screensOverBudget(weights).length > 0) process.exitCode = 1;
  return weights;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await runAdminJsCheck(!process.argv.includes("--no-build"));

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { paths } from "@shared/config/paths";
import { eq } from "drizzle-orm";
import type { Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { strategicPerspectives } from "../../server/db/schema";
import { insertPerspectives, perspectiveSeed } from "../support/perspective-seeds";
import { migrationsFolder } from "../support/test-app";
import { submit } from "./support/admin";
import { apiSession } from "./support/admin-api";
import { connectBrowser, waitForHydration } from "./support/browser";

/**
 * The JavaScript budget of the public pages (docs/performance.md): what a page loads
 * until its islands are live and the network is idle stays under 90 KB as it goes over the wire
 * (issue 26; React DOM and the islands, never React Router: ADR 043).
 * Measured in the browser, so code that should wait (the forms, the notification area, the
 * static islands) counts as soon as it loads with the page.
 *
 * "Over the wire" is each script response as Chromium received it: its body as encoded
 * (Brotli, which Chromium asks for, from the build's precompressed .br files or compressed by
 * the server for the smallest files) plus its response headers — the "transferred" size of the
 * browser's network panel and Lighthouse, which is how the budget is checked from outside.
 * Chromium reports both (Playwright's `request.sizes()`); where the build has a .br copy of a
 * script, the body must be exactly that file, so a response sent uncompressed or re-encoded
 * fails here rather than passing unmeasured.
 */
const BUDGET_BYTES = 90 * 1024;
const CLIENT_BUILD = path.resolve("build/client");

const openPage = connectBrowser();
const run = Date.now().toString(36);
const ARTICLE = perspectiveSeed(`budget-${run}`, { title: `Budget check ${run}` });
let database: DatabaseHandle;
let articleId: number;
let ideaId: number;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: inject("e2eDatabaseUrl"), migrationsFolder });
  const [article] = await insertPerspectives(database.db, [ARTICLE]);
  if (!article) throw new Error("the article was not inserted");
  articleId = article.id;
  ({ id: ideaId } = await submit("/api/ideas", {
    name: `Budget ${run}`,
    email: `budget-${run}@example.com`,
    idea: "An idea whose page weighs what a record's page loads.",
    sector: "Biotech",
    stage: "Concept/Idea stage",
  }));
});

afterAll(async () => {
  await database.db
    .delete(strategicPerspectives)
    .where(eq(strategicPerspectives.slug, ARTICLE.slug));
  await database.close();
});

/** The build's route manifest: each route's id and module. */
function routeManifest(): Record<string, { module: string }> {
  const assets = path.join(CLIENT_BUILD, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("no route manifest in build/client/assets");
  const source = readFileSync(path.join(assets, file), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{")).replace(/;\s*$/, "")) as {
    routes: Record<string, { module: string }>;
  };
  return manifest.routes;
}

/** The modules of the admin routes. */
function adminRouteModules(): string[] {
  return Object.entries(routeManifest())
    .filter(([id]) => id.startsWith("routes/admin/"))
    .map(([, route]) => route.module);
}
const adminModules = adminRouteModules();

type Transfer = { file: string; encoding: string; body: number; headers: number };

/** What one script response cost on the wire, as Chromium received it. */
async function transferOf(request: Request): Promise<Transfer> {
  const file = new URL(request.url()).pathname;
  const response = await request.response();
  if (!response) throw new Error(`${file}: no response`);
  expect(response.status(), file).toBe(200);
  const encoding = (await response.headerValue("content-encoding")) ?? "identity";
  const sizes = await request.sizes();
  const precompressed = path.join(CLIENT_BUILD, `${file}.br`);
  if (existsSync(precompressed)) {
    expect(encoding, `${file}: sent as the build's Brotli copy`).toBe("br");
    expect(sizes.responseBodySize, `${file}: the .br file's bytes`).toBe(
      statSync(precompressed).size,
    );
  }
  const length = await response.headerValue("content-length");
  if (length !== null)
    expect(sizes.responseBodySize, `${file}: content-length`).toBe(Number(length));
  // Every script has a body: 0 would mean a size the browser did not report (a cached answer).
  expect(sizes.responseBodySize, `${file}: body bytes received`).toBeGreaterThan(0);
  expect(sizes.responseHeadersSize, `${file}: header bytes received`).toBeGreaterThan(0);
  return { file, encoding, body: sizes.responseBodySize, headers: sizes.responseHeadersSize };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe("JavaScript a public page loads", () => {
  const pages = [
    "/",
    "/startup-ideas",
    "/investment-interest",
    "/perspectives",
    `/perspectives/${ARTICLE.slug}`,
    "/privacy-policy",
    "/terms-of-service",
    "/accessibility",
    "/no-such-page",
  ];
  for (const pagePath of pages) {
    it(`stays under 90 KB on the wire, with nothing of the admin or React Router, on ${pagePath}`, async () => {
      const transfers: Promise<Transfer>[] = [];
      const failed: string[] = [];
      const { page, close } = await openPage("about:blank");
      const isScript = (request: Request) =>
        request.resourceType() === "script" || new URL(request.url()).pathname.endsWith(".js");
      page.on("requestfinished", (request) => {
        if (isScript(request)) transfers.push(transferOf(request));
      });
      page.on("requestfailed", (request) => {
        if (isScript(request)) failed.push(`${request.url()}: ${request.failure()?.errorText}`);
      });
      await page.goto(new URL(pagePath, inject("e2eBaseUrl")).href, { waitUntil: "networkidle" });
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      const scripts = await Promise.all(transfers);
      await close();
      expect(failed).toEqual([]);

      // The admin screens, the rich-text editor and React Router (its `router` chunk, vite.config.ts)
      // are never part of a public page.
      expect(
        scripts.map(({ file }) => file).filter((file) => /\/router-[^/]+\.js$/.test(file)),
      ).toEqual([]);
      expect(adminModules.length).toBeGreaterThan(3);
      for (const { file } of scripts) {
        expect(adminModules, file).not.toContain(file);
        expect(readFileSync(path.join(CLIENT_BUILD, file), "utf8"), file).not.toContain(
          "ProseMirror",
        );
      }

      const body = scripts.reduce((sum, script) => sum + script.body, 0);
      const headers = scripts.reduce((sum, script) => sum + script.headers, 0);
      const total = body + headers;
      const detail = [...scripts]
        .sort((a, b) => b.body + b.headers - (a.body + a.headers))
        .map(({ file, encoding, body, headers }) => `${file} ${encoding} ${body} + ${headers} B`)
        .join(", ");
      expect(scripts.length).toBeGreaterThan(0);
      expect(
        total,
        `${kB(total)} (${kB(body)} of bodies, ${kB(headers)} of headers, ${scripts.length} scripts): ${detail}`,
      ).toBeLessThan(BUDGET_BYTES);
      console.log(
        `${pagePath}: ${kB(total)} on the wire (${kB(body)} bodies + ${kB(headers)} headers, ${scripts.length} scripts)`,
      );
    });
  }
});

/**
 * The back office's first load, signed in, on a phone's screen: JavaScript on the wire and script
 * files per screen. Issue 38's target is 150 KB in 12 scripts (`npm run bench -- --admin-js`
 * holds it; every screen meets it since ADR 052's fifteenth step); this test holds the ceiling
 * reached (ADR 052: from 239–388 KB in 82–103 scripts), so that a new dependency or an eager import cannot quietly undo it. Lower
 * these figures as the remaining work of ADR 052 lands. A feature that adds to every screen's
 * first load raises them only with its cost and the way back written in ADR 052 (backer shares,
 * §18: +0.3 to +0.9 KB, the shared share states and messages and the public islands' loaders;
 * a record's data fetched on intent from a list row: +0.2 KB; a link pressed across a form's
 * hand-over followed, and a board's menu not pressed twice: +0.2 KB; forms sent before the
 * scripts, which start after the first paint, sent again once hydrated: +0.1 KB). The fifth step raised the file
 * ceilings of the screens with a form, a menu or a dialog at first paint (a record, the editor,
 * settings) by two or three, for 2–6 KB less on each; the sixth brought the dashboard and the
 * lists within issue 38's target; the seventh drew a record's and settings' forms, menus and
 * dialogs without their code until used, and a record's lower panels when near; the eighth the
 * editor's whole form; the ninth measures every settings page and took zod off those that
 * validate nothing at first paint; the tenth took tailwind-merge off every screen and one layout
 * file off every signed-in one; the thirteenth measures the articles list, staff and the boards,
 * whose menus, dialogs and drag and drop load on use (ADR 052).
 */
describe("JavaScript an admin screen loads", () => {
  /**
   * Each screen's ceiling (ADR 052). The form library, zod and the admin's schemas, and the
   * menus' and dialogs' Radix parts are chunks of their own, which the lists and the dashboard do
   * not load: the screens with a form, a menu or a dialog at first paint load up to three files
   * more for fewer bytes.
   */
  const budget = (kilobytes: number, scripts: number) => ({ bytes: kilobytes * 1024, scripts });
  /**
   * Each settings page's (ADR 052, ninth step). The forms of account, retention and the phone's
   * menu load on first use; account, sessions, webhooks, retention and the sign-in policy load no
   * zod. The others still draw their forms with React Hook Form and zod as they load. Second
   * factors also draws the setup a role can require, so its cards are that one page's code.
   */
  const settingsBudgets = {
    account: budget(142, 12),
    profile: budget(142, 12),
    secondFactors: budget(144.5, 12),
    sessions: budget(142, 12),
    // Their dialogs load when opened; templates and tags are one route module (ADR 052).
    apiTokens: budget(142.5, 12),
    templates: budget(142.5, 12),
    tags: budget(142.5, 12),
    scorecards: budget(142, 12),
    signInPolicy: budget(141.5, 12),
    retention: budget(142, 12),
    webhooks: budget(143.5, 12),
  } satisfies Record<keyof typeof paths.admin.settingsPages, ReturnType<typeof budget>>;
  let cookie: string;
  beforeAll(async () => {
    cookie = await apiSession();
  });
  const screens = [
    {
      name: "the dashboard",
      path: () => "/admin",
      heading: /^Dashboard$/,
      budget: budget(142, 11),
      validatesNothingAtOnce: true,
    },
    {
      name: "the ideas list",
      path: () => "/admin/startup-ideas",
      heading: /^Startup Ideas$/,
      budget: budget(138.5, 11),
      validatesNothingAtOnce: true,
    },
    {
      name: "the interests list",
      path: () => "/admin/investment-interests",
      heading: /^Investment Interests$/,
      budget: budget(138.5, 11),
      validatesNothingAtOnce: true,
    },
    {
      name: "a record",
      path: () => `/admin/startup-ideas/${ideaId}`,
      heading: /Budget/,
      budget: budget(145, 12),
    },
    {
      name: "the editor",
      path: () => `/admin/perspectives/${articleId}`,
      heading: /Edit/,
      // The rich-text editor (TipTap, ProseMirror) loads when the article is used, the form's
      // library, zod and Radix when the form is (ADR 052).
      budget: budget(149.5, 12),
    },
    // The studio's screens: lists and a look-up that validate nothing as they load (ADR 052,
    // fourteenth step: their values come from modules without zod, People's form loads on use).
    {
      name: "the activity log",
      path: () => "/admin/activity",
      heading: /^Activity$/,
      budget: budget(142, 12),
      validatesNothingAtOnce: true,
    },
    {
      name: "the outbox",
      path: () => "/admin/outbox",
      heading: /^Outbox$/,
      budget: budget(140, 11),
      validatesNothingAtOnce: true,
    },
    {
      name: "People",
      path: () => "/admin/people",
      heading: /^People$/,
      budget: budget(141, 11),
      validatesNothingAtOnce: true,
    },
    {
      name: "the media library",
      path: () => "/admin/media",
      heading: /^Media/,
      budget: budget(150, 12),
      validatesNothingAtOnce: true,
    },
    {
      name: "the articles list",
      path: () => "/admin/perspectives",
      heading: /^Strategic Perspectives$/,
      // A row's menu loads on first use (ADR 052, thirteenth step); the editor's kit loads for
      // what the list shares with it (the API, the publication status). 149.5 KB until the
      // lists' controls kept what was used before the code arrived (ADR 054): 149.55 KB.
      budget: budget(150, 12),
      validatesNothingAtOnce: true,
    },
    {
      name: "staff",
      path: () => "/admin/staff",
      heading: /^Staff$/,
      // A row's menu loads on first use, Invite's form with its dialog when opened.
      budget: budget(140.5, 11),
      validatesNothingAtOnce: true,
    },
    {
      name: "the ideas board",
      path: () => "/admin/startup-ideas/board",
      heading: /^Startup Ideas$/,
      // Drag and drop (dnd-kit) and the cards' menus load on the board's first use.
      budget: budget(143, 12),
      validatesNothingAtOnce: true,
    },
    {
      name: "the interests board",
      path: () => "/admin/investment-interests/board",
      heading: /^Investment Interests$/,
      budget: budget(143, 12),
      validatesNothingAtOnce: true,
    },
    ...Object.entries(settingsBudgets).map(([page, pageBudget]) => ({
      name: `settings (${page})`,
      path: () => paths.admin.settingsPages[page as keyof typeof settingsBudgets],
      heading: /^Settings$/,
      budget: pageBudget,
    })),
  ];
  for (const screen of screens) {
    it(`stays within ${screen.budget.scripts} scripts and ${kB(screen.budget.bytes)} on the wire on ${screen.name}`, async () => {
      const transfers: Promise<Transfer>[] = [];
      const { page, problems, close } = await openPage("about:blank", {
        viewport: { width: 375, height: 812 },
      });
      const [name, value] = cookie.split("=") as [string, string];
      await page.context().addCookies([{ name, value, url: inject("e2eBaseUrl") }]);
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script") transfers.push(transferOf(request));
      });
      await page.goto(new URL(screen.path(), inject("e2eBaseUrl")).href, {
        waitUntil: "networkidle",
      });
      await page.getByRole("heading", { level: 1, name: screen.heading }).waitFor();
      await page.waitForLoadState("networkidle");
      const scripts = await Promise.all(transfers);
      await close();
      expect(problems).toEqual([]);

      // What loads on use stays out: the charts, drag and drop, the editor, the navigation
      // drawer; zod and the Radix parts where nothing validates or opens at once.
      for (const { file } of scripts) {
        expect(file).not.toMatch(/\/(dashboard-charts|pipeline-chart|navigation-drawer)-/);

        const source = readFileSync(path.join(CLIENT_BUILD, file), "utf8");
        expect(source, file).not.toContain("recharts");
        expect(source, file).not.toContain("ProseMirror");
        if (screen.validatesNothingAtOnce) {
          // zod's errors, Radix's layers and menus: the schema library and the Radix parts.
          expect(source, file).not.toContain("ZodError");
          expect(source, file).not.toContain("DismissableLayer");
          expect(source, file).not.toContain("MenuContent");
        }
      }
      const total = scripts.reduce((sum, script) => sum + script.body + script.headers, 0);
      const detail = [...scripts]
        .sort((a, b) => b.body - a.body)
        .map(({ file, body, headers }) => `${file} ${body} + ${headers} B`)
        .join(", ");
      expect(scripts.length, detail).toBeLessThanOrEqual(screen.budget.scripts);
      expect(total, `${kB(total)} in ${scripts.length} scripts: ${detail}`).toBeLessThanOrEqual(
        screen.budget.bytes,
      );
      console.log(`${screen.path()}: ${kB(total)} on the wire, ${scripts.length} scripts`);
    });
  }

  it("fetches the next screen's code when the pointer reaches its link, before the tap", async () => {
    const { page, close } = await openPage("about:blank");
    const [name, value] = cookie.split("=") as [string, string];
    await page.context().addCookies([{ name, value, url: inject("e2eBaseUrl") }]);
    const perspectives = routeManifest()["routes/admin/perspectives"]?.module;
    if (!perspectives) throw new Error("no perspectives route in the manifest");
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(new URL("/admin/startup-ideas", inject("e2eBaseUrl")).href, {
      waitUntil: "networkidle",
    });
    await page.getByRole("heading", { level: 1, name: "Startup Ideas" }).waitFor();
    await page.waitForLoadState("networkidle");
    // Not with the list's own load…
    expect(fetched).not.toContain(perspectives);
    const link = page.getByRole("navigation", { name: "Admin" }).getByRole("link", {
      name: "Strategic Perspectives",
    });
    // …but as the pointer arrives, before any click.
    await link.hover();
    await expect.poll(() => fetched.includes(perspectives)).toBe(true);
    await close();
  });
});

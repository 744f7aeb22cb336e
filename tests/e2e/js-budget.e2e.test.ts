import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { strategicPerspectives } from "../../server/db/schema";
import { insertPerspectives, perspectiveSeed } from "../support/perspective-seeds";
import { migrationsFolder } from "../support/test-app";
import { connectBrowser, waitForHydration } from "./support/browser";

/**
 * The JavaScript budget of the public pages (README, "Performance budgets"): what a page loads
 * until it is hydrated and the network is idle, gzipped, stays under 120 KB. Measured in the
 * browser, so code that should wait (the forms, the notification area, the static islands)
 * counts as soon as it loads with the page. Each file is gzipped from build/client at zlib's
 * default level, as the server compresses it.
 */
const BUDGET_BYTES = 120 * 1024;
const CLIENT_BUILD = path.resolve("build/client");

const openPage = connectBrowser();
const run = Date.now().toString(36);
const ARTICLE = perspectiveSeed(`budget-${run}`, { title: `Budget check ${run}` });
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: inject("e2eDatabaseUrl"), migrationsFolder });
  await insertPerspectives(database.db, [ARTICLE]);
});

afterAll(async () => {
  await database.db
    .delete(strategicPerspectives)
    .where(eq(strategicPerspectives.slug, ARTICLE.slug));
  await database.close();
});

/** The modules of the admin routes, from the build's route manifest. */
function adminRouteModules(): string[] {
  const assets = path.join(CLIENT_BUILD, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("no route manifest in build/client/assets");
  const source = readFileSync(path.join(assets, file), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{")).replace(/;\s*$/, "")) as {
    routes: Record<string, { module: string }>;
  };
  return Object.entries(manifest.routes)
    .filter(([id]) => id.startsWith("routes/admin/"))
    .map(([, route]) => route.module);
}
const adminModules = adminRouteModules();

const gzipped = new Map<string, number>();
function gzippedSize(pathname: string) {
  let size = gzipped.get(pathname);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(CLIENT_BUILD, pathname))).length;
    gzipped.set(pathname, size);
  }
  return size;
}

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
    it(`stays under 120 KB gzipped, with nothing of the admin, on ${pagePath}`, async () => {
      const scripts = new Set<string>();
      const { page, close } = await openPage("about:blank");
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === "script" || url.pathname.endsWith(".js")) {
          scripts.add(url.pathname);
        }
      });
      await page.goto(new URL(pagePath, inject("e2eBaseUrl")).href, { waitUntil: "networkidle" });
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      await close();

      // The admin screens and the rich-text editor are never part of a public page.
      expect(adminModules.length).toBeGreaterThan(3);
      for (const file of scripts) {
        expect(adminModules, file).not.toContain(file);
        expect(readFileSync(path.join(CLIENT_BUILD, file), "utf8"), file).not.toContain(
          "ProseMirror",
        );
      }

      const sizes = [...scripts].map((file) => ({ file, bytes: gzippedSize(file) }));
      const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
      const detail = sizes
        .sort((a, b) => b.bytes - a.bytes)
        .map(({ file, bytes }) => `${file} ${(bytes / 1024).toFixed(1)} KB`)
        .join(", ");
      expect(scripts.size).toBeGreaterThan(0);
      expect(total, `${(total / 1024).toFixed(1)} KB: ${detail}`).toBeLessThan(BUDGET_BYTES);
    });
  }
});

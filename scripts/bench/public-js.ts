// The JavaScript each public page loads on first view, as served, against its budget
// (issue 26; docs/performance.md): starts the production build on a small seeded PGlite site,
// reads each page's HTML for the scripts it loads (scripts/bench/public-js-report.ts) and sums
// their Brotli sizes from the build (and, for reference, their gzip sizes). Exits 1 when a page is over the budget.
//
//   npx tsx scripts/bench/public-js.ts            builds first (`npm run build`), then measures
//   npx tsx scripts/bench/public-js.ts --no-build  measures the build already in build/
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { paths } from "../../shared/config/paths";
import {
  type PageWeight,
  pagesOverBudget,
  renderPublicJs,
  scriptsOfPage,
  weighPage,
} from "./public-js-report";
import { ensureBuild, startSite } from "./site";

const CLIENT_BUILD = path.resolve(import.meta.dirname, "../../build/client");

/** The public pages a visitor can reach without a token (contract §1–§6, §10–§12). */
export function publicPages(articleSlug: string): string[] {
  return [
    "/",
    paths.startupIdeas,
    paths.investmentInterest,
    paths.perspectives,
    `${paths.perspectives}/${articleSlug}`,
    paths.privacyPolicy,
    paths.termsOfService,
    paths.accessibility,
    paths.statusWithdrawn,
    "/no-such-page",
  ];
}

/**
 * What a built script costs as served: its precompressed Brotli copy, or, for the files too
 * small to have one, the Brotli the server makes of them on the fly (at most what is counted).
 */
function servedBytes(file: string): number {
  const built = path.join(CLIENT_BUILD, file);
  if (existsSync(`${built}.br`)) return statSync(`${built}.br`).size;
  const source = readFileSync(built);
  const brotli = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
  return Math.min(brotli, source.length);
}

/** What a built script costs as gzip: its precompressed copy, or gzip made here for a small one. */
function gzipBytes(file: string): number {
  const built = path.join(CLIENT_BUILD, file);
  if (existsSync(`${built}.gz`)) return statSync(`${built}.gz`).size;
  const source = readFileSync(built);
  return Math.min(gzipSync(source, { level: 9 }).length, source.length);
}

/** Weighs each page's first-view scripts on a running site. */
export async function measurePublicJs(baseUrl: string, pages: string[]): Promise<PageWeight[]> {
  const weights: PageWeight[] = [];
  for (const page of pages) {
    const response = await fetch(new URL(page, baseUrl));
    if (!response.headers.get("content-type")?.includes("text/html"))
      throw new Error(`${page}: answered ${response.status} without HTML`);
    const files = scriptsOfPage(await response.text());
    if (files.length === 0) throw new Error(`${page}: the HTML loads no script`);
    weights.push(weighPage(page, files, servedBytes, gzipBytes));
  }
  return weights;
}

/** Starts the built site on a small seeded PGlite and weighs every public page's first view. */
export async function measureFirstViewJs(): Promise<PageWeight[]> {
  const site = await startSite("pglite", { ideas: 0, interests: 0, perspectives: 3 });
  try {
    const slug = site.seeded.articleSlugs[0];
    if (!slug) throw new Error("the seed published no perspective");
    return await measurePublicJs(site.url, publicPages(slug));
  } finally {
    await site.stop();
  }
}

async function main() {
  if (!process.argv.includes("--no-build")) ensureBuild();
  const weights = await measureFirstViewJs();
  for (const line of renderPublicJs(weights)) console.log(line);
  if (pagesOverBudget(weights).length > 0) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

// `npm run lighthouse`: Lighthouse 12 (mobile preset, simulated throttling) on the public pages
// of the production build, started here on PGlite with the benchmark's seeded data and driven
// through the machine's Chromium. Prints a table and writes .bench/lighthouse-<date>.json, and
// each page's whole Lighthouse report in .bench/lighthouse-<date>/.
// Targets: performance ≥ 95, accessibility, best practices and SEO 100.
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { FULL_VOLUME } from "./bench/seed";
import { ensureBuild, startSite } from "./bench/site";

const ROOT = path.resolve(import.meta.dirname, "..");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGET: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
] as const;

async function main() {
  ensureBuild();
  console.log(
    `load average: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")}`,
  );
  console.log("seeding and starting the site on PGlite…");
  const site = await startSite("pglite", FULL_VOLUME);
  const article = site.seeded.articleSlugs[Math.floor(site.seeded.articleSlugs.length / 2)];
  const pages = ["/", "/perspectives", `/perspectives/${article}`, "/investment-interest"];
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-default-apps",
      "--disable-extensions",
      "--disable-sync",
      "--no-first-run",
      "--metrics-recording-only",
    ],
  });
  const date = new Date().toISOString();
  // Each page's whole report too, to find what a score lost (network, critical chain, LCP).
  const reportsDir = path.join(ROOT, ".bench", `lighthouse-${date.replace(/[:.]/g, "-")}`);
  await mkdir(reportsDir, { recursive: true });
  const results = [];
  try {
    for (const page of pages) {
      process.stdout.write(`${page}… `);
      const lhr = await audit(site.url + page, chrome.port);
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ) as Record<(typeof CATEGORIES)[number], number>;
      const metrics = Object.fromEntries(
        METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? ""]),
      );
      // What kept a category below 100: its audits that did not pass.
      const shortfalls = CATEGORIES.filter((id) => scores[id] < 100).map((id) => ({
        category: id,
        audits: (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 1)
          .map((audit) => ({
            id: audit?.id,
            title: audit?.title,
            score: audit?.score,
            value: audit?.displayValue,
          })),
      }));
      results.push({ page, scores, metrics, shortfalls });
      const reportName = `${page.replace(/^\/$/, "home").replace(/^\//, "").replaceAll("/", "_")}.json`;
      await writeFile(path.join(reportsDir, reportName), JSON.stringify(lhr));
      console.log(CATEGORIES.map((id) => `${id} ${scores[id]}`).join(", "));
    }
  } finally {
    chrome.kill();
    await site.stop();
  }

  const loadAfter = os.loadavg();
  console.log(`\nLighthouse ${lighthouseVersion()} — mobile preset, simulated throttling`);
  const header = `${"page".padEnd(58)}${"perf".padStart(6)}${"a11y".padStart(6)}${"b.p.".padStart(6)}${"seo".padStart(6)}   LCP, TBT, CLS`;
  console.log(header);
  console.log("-".repeat(header.length + 12));
  for (const result of results) {
    const page = result.page.length > 56 ? `${result.page.slice(0, 53)}…` : result.page;
    console.log(
      `${page.padEnd(58)}${CATEGORIES.map((id) => String(result.scores[id]).padStart(6)).join("")}   ${result.metrics["largest-contentful-paint"]}, ${result.metrics["total-blocking-time"]}, ${result.metrics["cumulative-layout-shift"]}`,
    );
    for (const shortfall of result.shortfalls) {
      for (const audit of shortfall.audits) {
        console.log(`    ${shortfall.category}: ${audit.id} (${audit.value ?? audit.score})`);
      }
    }
  }
  console.log(`load average at the end: ${loadAfter.map((value) => value.toFixed(2)).join(" ")}`);

  const file = `${reportsDir}.json`;
  await writeFile(file, `${JSON.stringify({ date, loadAverage: loadAfter, results }, null, 2)}\n`);
  console.log(
    `report: ${path.relative(ROOT, file)}, each page's: ${path.relative(ROOT, reportsDir)}/`,
  );
  const missed = results.some((result) => CATEGORIES.some((id) => result.scores[id] < TARGET[id]));
  if (missed) process.exitCode = 1;
}

/** One Lighthouse run; Chromium's trace occasionally comes back unusable (NO_NAVSTART): again. */
async function audit(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const runnerResult = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    const lhr = runnerResult?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    const reason = lhr?.runtimeError?.message ?? "no result";
    if (attempt >= attempts) throw new Error(`${url}: ${reason}`);
    process.stdout.write(`(${reason.slice(0, 60)}; again) `);
  }
}

function lighthouseVersion() {
  try {
    return (process.env.npm_package_devDependencies_lighthouse ?? "12").replace(/^[~^]/, "");
  } catch {
    return "12";
  }
}

await main();

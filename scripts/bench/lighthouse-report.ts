// The figures of one `npm run lighthouse`: their shape and docs/benchmarks-lighthouse.md
// rendered from them.
import { banner, type MachineFacts, machineLine, table, verdict } from "./markdown";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;
export const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
] as const;
export type Metrics = Record<(typeof METRICS)[number], string>;

/** The scores each category must reach and the largest contentful paint, on the medians. */
export type LighthouseTargets = Scores & { lcpMs: number };

export type LighthousePageResult = {
  page: string;
  /** Each category's median over the runs. */
  scores: Scores;
  /** The median of the runs' largest contentful paint, in milliseconds. */
  lcpMs: number;
  met: boolean;
  performanceRuns: number[];
  /** The metrics of the run whose performance score is the median. */
  metrics: Metrics;
};
export type LighthouseReport = {
  date: string;
  lighthouseVersion: string;
  runs: number;
  machine: MachineFacts;
  loadAverage: { start: number[]; end: number[] };
  targets: LighthouseTargets;
  results: LighthousePageResult[];
};

/** docs/benchmarks-lighthouse.md: the targets, each page's medians and runs, how to run it. */
export function renderLighthouseMarkdown(report: LighthouseReport) {
  const { targets } = report;
  const rows = report.results.map((result) => [
    `\`${result.page}\``,
    `${result.scores.performance} (${result.performanceRuns.join(", ")})`,
    String(result.scores.accessibility),
    String(result.scores["best-practices"]),
    String(result.scores.seo),
    `${(result.lcpMs / 1000).toFixed(2)} s`,
    [
      result.metrics["largest-contentful-paint"],
      result.metrics["total-blocking-time"],
      result.metrics["cumulative-layout-shift"],
    ].join(", "),
    verdict(result.met),
  ]);
  return [
    banner("Benchmarks: Lighthouse", "npm run lighthouse", report.date),
    `Lighthouse ${report.lighthouseVersion}, mobile preset, simulated throttling (slow 4G, a 4× slower CPU), headless Chromium; each page audited ${report.runs} time${report.runs === 1 ? "" : "s"} in rounds over all the pages, each category's score the median of its runs.`,
    "",
    machineLine(report.machine, report.loadAverage),
    "",
    "## Targets",
    "",
    `On the medians: performance ≥ ${targets.performance}, accessibility ≥ ${targets.accessibility}, best practices ≥ ${targets["best-practices"]}, SEO ≥ ${targets.seo}; largest contentful paint ≤ ${(targets.lcpMs / 1000).toFixed(1)} s.`,
    "",
    "## Scores",
    "",
    table(
      [
        "page",
        "performance (runs)",
        "accessibility",
        "best practices",
        "SEO",
        "LCP (median)",
        "LCP, TBT, CLS (median run)",
        "targets",
      ],
      rows,
      ["left", "right", "right", "right", "right", "right", "left", "left"],
    ),
    "",
    HOW_TO_RUN,
  ].join("\n");
}

const HOW_TO_RUN = `## How to run it

\`npm run lighthouse\` (\`scripts/lighthouse.ts\`) starts the built site on PGlite seeded as \`npm run bench\` seeds it, and audits \`/\`, \`/startup-ideas\`, \`/investment-interest\`, \`/perspectives\`, an article and \`/privacy-policy\` (standing for the three legal pages, which share one layout; the not-found page is not audited: Lighthouse refuses a 404) through the machine's Chromium (\`CHROMIUM_PATH\`, default \`/usr/bin/chromium\`). \`LIGHTHOUSE_RUNS\` sets the runs per page (3). It prints the table with what kept a score below 100, writes \`.bench/lighthouse-<date>.json\`, every run's whole report in \`.bench/lighthouse-<date>/\` and this file, and exits non-zero when a target is missed. A busy machine paints later and costs points: compare runs made under similar load.
`;

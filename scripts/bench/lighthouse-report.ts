// The figures of one `npm run lighthouse` (the public pages) or `npm run lighthouse -- --admin`
// (the back office, signed in): their shape, their judgement and the docs rendered from them.
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

/**
 * What a page must reach: a score per category that has a target, the largest contentful
 * paint, and (the back office's) total blocking time and layout shift; judged on the medians of
 * its runs (the public pages, issue 26) or on each figure's worst run (the back office, issue 38).
 */
export type LighthouseTargets = {
  judgedOn: "median" | "worst";
  scores: Partial<Scores>;
  lcpMs: number;
  tbtMs?: number;
  cls?: number;
};

/** A page's figures over its runs (each the median or the worst), as the targets judge them. */
export type PageFigures = { scores: Scores; lcpMs: number; tbtMs: number; cls: number };

export type LighthousePageResult = PageFigures & {
  page: string;
  met: boolean;
  performanceRuns: number[];
  /** The metrics of the run whose performance score is the median (or the lowest). */
  metrics: Metrics;
};

/** Which pages a run audits: the public site, or the back office signed in. */
export type LighthouseSuite = "public" | "admin";

export type LighthouseReport = {
  suite: LighthouseSuite;
  date: string;
  lighthouseVersion: string;
  runs: number;
  machine: MachineFacts;
  loadAverage: { start: number[]; end: number[] };
  targets: LighthouseTargets;
  results: LighthousePageResult[];
};

/**
 * A page's figures over its runs, as `judgedOn` asks: each one's median (the lower middle one
 * of an even count), or its worst run (the lowest score, the highest LCP, TBT and CLS).
 */
export function pageFigures(runs: PageFigures[], judgedOn: LighthouseTargets["judgedOn"]) {
  const pick = (values: number[], worse: "lower" | "higher") => {
    const sorted = [...values].sort((a, b) => a - b);
    if (judgedOn === "median") return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
    return (worse === "lower" ? sorted[0] : sorted.at(-1)) ?? 0;
  };
  const each = (read: (run: PageFigures) => number, worse: "lower" | "higher") =>
    pick(runs.map(read), worse);
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, each((run) => run.scores[id], "lower")]),
    ) as Scores,
    lcpMs: each((run) => run.lcpMs, "higher"),
    tbtMs: each((run) => run.tbtMs, "higher"),
    cls: each((run) => run.cls, "higher"),
  };
}

/** Whether a page's figures reach every target. */
export function meetsTargets(targets: LighthouseTargets, figures: PageFigures) {
  const scoresMet = CATEGORIES.every(
    (id) => targets.scores[id] === undefined || figures.scores[id] >= targets.scores[id],
  );
  return (
    scoresMet &&
    figures.lcpMs <= targets.lcpMs &&
    (targets.tbtMs === undefined || figures.tbtMs <= targets.tbtMs) &&
    (targets.cls === undefined || figures.cls <= targets.cls)
  );
}

const CATEGORY_NAMES: Record<Category, string> = {
  performance: "performance",
  accessibility: "accessibility",
  "best-practices": "best practices",
  seo: "SEO",
};

/** The targets in words: "performance ≥ 90; largest contentful paint ≤ 2.5 s, …". */
export function targetsInWords(targets: LighthouseTargets) {
  const scores = CATEGORIES.filter((id) => targets.scores[id] !== undefined).map(
    (id) => `${CATEGORY_NAMES[id]} ≥ ${targets.scores[id]}`,
  );
  const metrics = [
    `largest contentful paint ≤ ${(targets.lcpMs / 1000).toFixed(1)} s`,
    ...(targets.tbtMs === undefined ? [] : [`total blocking time ≤ ${targets.tbtMs} ms`]),
    ...(targets.cls === undefined ? [] : [`cumulative layout shift ≤ ${targets.cls}`]),
  ];
  return `${scores.join(", ")}; ${metrics.join(", ")}`;
}

/** The file each suite's figures go to, under docs/. */
export const LIGHTHOUSE_DOCS: Record<LighthouseSuite, string> = {
  public: "benchmarks-lighthouse.md",
  admin: "benchmarks-lighthouse-admin.md",
};

/** docs/benchmarks-lighthouse(-admin).md: the targets, each page's figures and runs, how to run it. */
export function renderLighthouseMarkdown(report: LighthouseReport) {
  const admin = report.suite === "admin";
  const worst = report.targets.judgedOn === "worst";
  const on = worst ? "worst" : "median";
  const rows = report.results.map((result) => [
    `\`${result.page}\``,
    `${result.scores.performance} (${result.performanceRuns.join(", ")})`,
    String(result.scores.accessibility),
    String(result.scores["best-practices"]),
    String(result.scores.seo),
    `${(result.lcpMs / 1000).toFixed(2)} s`,
    ...(admin ? [`${Math.round(result.tbtMs)} ms`, String(Number(result.cls.toFixed(3)))] : []),
    [
      result.metrics["largest-contentful-paint"],
      result.metrics["total-blocking-time"],
      result.metrics["cumulative-layout-shift"],
    ].join(", "),
    verdict(result.met),
  ]);
  const headings = [
    "page",
    "performance (runs)",
    "accessibility",
    "best practices",
    "SEO",
    `LCP (${on})`,
    ...(admin ? [`TBT (${on})`, `CLS (${on})`] : []),
    `LCP, TBT, CLS (${worst ? "lowest-scoring" : "median"} run)`,
    "targets",
  ];
  return [
    banner(
      admin ? "Benchmarks: Lighthouse, the back office" : "Benchmarks: Lighthouse",
      admin ? "npm run lighthouse -- --admin" : "npm run lighthouse",
      report.date,
    ),
    `Lighthouse ${report.lighthouseVersion}, mobile preset, simulated throttling (slow 4G, a 4× slower CPU), headless Chromium${admin ? ", signed in as an admin" : ""}; each page audited ${report.runs} time${report.runs === 1 ? "" : "s"} in rounds over all the pages, each category's score and each metric ${worst ? "the worst of its runs (the lowest score, the highest LCP, TBT and CLS)" : "the median of its runs"}.`,
    "",
    machineLine(report.machine, report.loadAverage),
    "",
    "## Targets",
    "",
    `${worst ? "On each page's worst run of each figure" : "On the medians"}: ${targetsInWords(report.targets)}.`,
    "",
    "## Scores",
    "",
    table(headings, rows, [
      "left",
      ...headings.slice(1, -2).map(() => "right" as const),
      "left",
      "left",
    ]),
    "",
    admin ? HOW_TO_RUN_ADMIN : HOW_TO_RUN,
  ].join("\n");
}

const HOW_TO_RUN = `## How to run it

\`npm run lighthouse\` (\`scripts/lighthouse.ts\`) starts the built site on PGlite seeded as \`npm run bench\` seeds it, and audits \`/\`, \`/startup-ideas\`, \`/investment-interest\`, \`/perspectives\`, an article and \`/privacy-policy\` (standing for the three legal pages, which share one layout; the not-found page is not audited: Lighthouse refuses a 404) through the machine's Chromium (\`CHROMIUM_PATH\`, default \`/usr/bin/chromium\`). \`LIGHTHOUSE_RUNS\` sets the runs per page (3). It prints the table with what kept a score below 100, writes \`.bench/lighthouse-<date>.json\`, every run's whole report in \`.bench/lighthouse-<date>/\` and this file, and exits non-zero when a target is missed. A busy machine paints later and costs points: compare runs made under similar load. \`npm run lighthouse -- --admin\` audits the back office (docs/benchmarks-lighthouse-admin.md).
`;

const HOW_TO_RUN_ADMIN = `## How to run it

\`npm run lighthouse -- --admin\` (\`scripts/lighthouse.ts\`) starts the built site on PGlite seeded as \`npm run bench\` seeds it, signs in as its admin through the login API (the session cookie the site sets, sent with every request of the audit: no shortcut in the product), and audits the dashboard \`/admin\`, the ideas list, an idea's record and an article in the editor, with Lighthouse's mobile settings, through the machine's Chromium (\`CHROMIUM_PATH\`). \`LIGHTHOUSE_RUNS\` sets the runs per page (3). It prints the table, writes \`.bench/lighthouse-admin-<date>.json\`, every run's whole report beside it and this file, and exits non-zero when a target is missed (issue 38). A busy machine paints later and blocks longer: compare runs made under similar load.
`;

// The figures of one `npm run bench`: their shape (also written as JSON under .bench/) and
// docs/benchmarks.md rendered from them.

import { DECK_BUDGET_LINE, type DecksRun, renderDecks } from "./decks-report";
import {
  banner,
  type MachineFacts,
  machineLine,
  megabytes,
  millis,
  narrowedRunLines,
  percent,
  table,
  thousands,
  verdict,
} from "./markdown";
import type { Measured, Target } from "./measure";
import { MEMORY_BUDGETS, type ResidentMemory, renderMemory } from "./memory-report";
import { type PageWeight, renderPublicJsMarkdown } from "./public-js-report";
import type { SeedVolume } from "./seed";
import type { DatabaseKind } from "./site";
import type { Setting, SiteComparison } from "./site-comparison";
import { renderUploads, UPLOAD_BUDGET, type UploadRun } from "./upload-report";
import { renderWebhooks, WEBHOOK_BUDGET_LINE, type WebhooksRun } from "./webhooks-report";

export type TargetResult = Omit<Target, "headers" | "body"> & {
  app: Measured;
  ceiling: Measured;
  share: number;
  budget: { share?: number; p99Ms?: number };
  pass: boolean;
};
export type ExportRun = {
  wallMs: number;
  bytes: number;
  rows: number;
  rssBeforeBytes: number;
  rssPeakBytes: number;
  growthBytes: number;
};
export type DatabaseResult = {
  kind: DatabaseKind;
  seedSeconds: number;
  targets: TargetResult[];
  export: { runs: ExportRun[]; worst: { wallMs: number; growthBytes: number }; pass: boolean };
  /** The 10 MB photo uploaded under load, when measured. */
  upload?: UploadRun;
  /** The server's RSS after start and after the load (absent from reports older than it). */
  memory?: ResidentMemory;
};
export type BenchBudgets = {
  pageShareOfCeiling: number;
  jsonShareOfCeiling: number;
  p99Ms: number;
  exportMs: number;
  exportGrowthBytes: number;
  settings: Record<Setting, number | null>;
};
export type BenchReport = {
  date: string;
  machine: MachineFacts;
  loadAverage: { start: number[]; end: number[] };
  settings: {
    roundSeconds: number;
    rounds: number;
    comparisonRounds: number;
    connections: number;
    volume: SeedVolume;
    /** BENCH_ONLY's parts, when the run measured only what they name. */
    only?: string[];
  };
  budgets: BenchBudgets;
  results: DatabaseResult[];
  comparisons: SiteComparison[];
  /** What webhooks cost, per database, when measured (`BENCH_ONLY=webhooks`). */
  webhooks?: WebhooksRun[];
  /** What a pitch deck's pages cost, per database, when measured (`BENCH_ONLY=decks`). */
  decks?: DecksRun[];
  /** Each public page's first-view JavaScript, when measured (`BENCH_ONLY=javascript`). */
  publicJs?: PageWeight[];
};

export const DATABASE_NAMES: Record<DatabaseKind, string> = {
  pglite: "PGlite",
  postgres: "PostgreSQL",
};

const SETTING_TITLES: Record<Setting, string> = {
  mail: "mail (a notification per submission to a local SMTP server)",
  limits: "the per-IP limit (a new client address per request)",
};

/** docs/benchmarks.md: budgets, every figure with its verdict, the machine, how to run it. */
export function renderBenchMarkdown(report: BenchReport) {
  const { settings } = report;
  return [
    banner("Benchmarks: throughput and latency", "npm run bench", report.date),
    `${thousands(settings.volume.ideas)} ideas, ${thousands(settings.volume.interests)} interests and ${thousands(settings.volume.perspectives)} perspectives; ${settings.connections} connections; ${rounds(settings.rounds)} of ${settings.roundSeconds} s per target, alternating the site and the ceiling (a bare Node server answering the site's own bytes). Requests per second are the rounds' mean, p50 their median, p99 their worst.`,
    "",
    ...narrowedRunLines(settings.only),
    machineLine(report.machine, report.loadAverage),
    "",
    "## Budgets",
    "",
    renderBudgets(report.budgets),
    "",
    ...renderTargets(report),
    ...renderExports(report),
    ...renderUploads(report.results, DATABASE_NAMES),
    ...renderMemory(report.results, DATABASE_NAMES),
    ...(report.publicJs ? renderPublicJsMarkdown(report.publicJs) : []),
    ...renderComparisons(report),
    ...renderWebhooks(report.webhooks ?? [], DATABASE_NAMES),
    ...renderDecks(report.decks ?? [], DATABASE_NAMES),
    HOW_TO_RUN,
  ].join("\n");
}

function renderBudgets(budgets: BenchBudgets) {
  const settingBudgets = (Object.entries(budgets.settings) as [Setting, number | null][])
    .filter(([, share]) => share !== null)
    .map(
      ([setting, share]) =>
        `- \`POST /api/ideas\` with ${SETTING_TITLES[setting]}: at least ${percent(share ?? 0)} of its throughput without it.`,
    );
  return [
    `- Public pages: at least ${percent(budgets.pageShareOfCeiling)} of the ceiling's requests per second; public JSON: at least ${percent(budgets.jsonShareOfCeiling)}; p99 under ${budgets.p99Ms} ms on PGlite.`,
    `- CSV export of every seeded idea: under ${thousands(budgets.exportMs)} ms, the server's RSS growing less than ${megabytes(budgets.exportGrowthBytes)}.`,
    `- A 10 MB photo uploaded and its variants made under load: the server's RSS rising less than ${megabytes(UPLOAD_BUDGET.rssRiseBytes)}, the other requests' p99 under ${UPLOAD_BUDGET.otherP99Ms} ms.`,
    `- The server's RSS: ${(Object.keys(MEMORY_BUDGETS) as DatabaseKind[]).map((kind) => `on ${DATABASE_NAMES[kind]} at most ${megabytes(MEMORY_BUDGETS[kind].afterStartBytes)} right after start and ${megabytes(MEMORY_BUDGETS[kind].afterLoadBytes)} after the load`).join("; ")}.`,
    ...settingBudgets,
    WEBHOOK_BUDGET_LINE,
    DECK_BUDGET_LINE,
    "- The admin search and the write are measured for information: they do real database work on every request.",
  ].join("\n");
}

function budgetText(budgets: { kind: DatabaseKind; budget: TargetResult["budget"] }[]) {
  const share = budgets.find(({ budget }) => budget.share !== undefined)?.budget.share;
  const latency = budgets.filter(({ budget }) => budget.p99Ms !== undefined);
  const p99 = latency[0]?.budget.p99Ms;
  const where =
    latency.length === budgets.length
      ? ""
      : ` (${latency.map(({ kind }) => DATABASE_NAMES[kind]).join(", ")})`;
  const parts = [
    share !== undefined ? `≥ ${percent(share)}` : "",
    p99 !== undefined ? `p99 < ${p99} ms${where}` : "",
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "none (for information)";
}

function renderTargets(report: BenchReport) {
  const databases = report.results.filter((result) => result.targets.length > 0);
  if (databases.length === 0) return [];
  const names = [...new Set(databases.flatMap((result) => result.targets.map((t) => t.name)))];
  const rows = names.map((name) => {
    const measured = databases.flatMap((result) => {
      const target = result.targets.find((t) => t.name === name);
      return target ? [{ kind: result.kind, target }] : [];
    });
    const cells = databases.flatMap((result) => {
      const target = result.targets.find((t) => t.name === name);
      if (!target) return ["—", "—"];
      const failures = target.app.errors + target.app.non2xx;
      const rate = `${thousands(target.app.requestsPerSecond)} (${millis(target.app.p50)} / ${millis(target.app.p99)})${failures ? `, ${failures} failed` : ""}`;
      return [rate, percent(target.share)];
    });
    const budgets = measured.map(({ kind, target }) => ({ kind, budget: target.budget }));
    const budgeted = measured.some(({ target }) => target.budget.share !== undefined);
    const result = measured.every(({ target }) => target.pass)
      ? budgeted
        ? "met"
        : "—"
      : measured.map(({ kind, target }) => `${DATABASE_NAMES[kind]} ${verdict(target.pass)}`);
    return [
      `\`${name}\``,
      ...cells,
      budgetText(budgets),
      Array.isArray(result) ? result.join(", ") : result,
    ];
  });
  const headers = [
    "target",
    ...databases.flatMap((result) => [`${DATABASE_NAMES[result.kind]} req/s (p50 / p99)`, "share"]),
    "budget",
    "result",
  ];
  const align = headers.map((_header, index) =>
    index > 0 && index <= databases.length * 2 ? "right" : "left",
  ) as ("left" | "right")[];
  return ["## Public pages, JSON, admin search, submission", "", table(headers, rows, align), ""];
}

function renderExports(report: BenchReport) {
  const measured = report.results.filter((result) => result.export.runs.length > 0);
  if (measured.length === 0) return [];
  const rows = measured.map((result) => {
    const { runs, worst, pass } = result.export;
    const first = runs[0];
    const times = runs.map((run) => run.wallMs);
    return [
      DATABASE_NAMES[result.kind],
      thousands(first?.rows ?? 0),
      megabytes(first?.bytes ?? 0),
      `${range(times)} ms (${runs.length} run${runs.length === 1 ? "" : "s"})`,
      megabytes(worst.growthBytes),
      verdict(pass),
    ];
  });
  return [
    "## CSV export",
    "",
    table(["database", "rows", "size", "time", "RSS growth (worst)", "result"], rows, [
      "left",
      "right",
      "right",
      "right",
      "right",
      "left",
    ]),
    "",
  ];
}

const rounds = (count: number) => `${count} round${count === 1 ? "" : "s"}`;

/** "224–265", or one figure when they are all the same. */
function range(values: number[]) {
  const [low, high] = [thousands(Math.min(...values)), thousands(Math.max(...values))];
  return low === high ? low : `${low}–${high}`;
}

function renderComparisons(report: BenchReport) {
  if (report.comparisons.length === 0) return [];
  const rate = (measured: Measured) =>
    `${thousands(measured.requestsPerSecond)} (p99 ${millis(measured.p99)})`;
  const rows = report.comparisons.map((comparison) => {
    const budget = report.budgets.settings[comparison.setting];
    return [
      comparison.setting,
      DATABASE_NAMES[comparison.kind],
      rate(comparison.off),
      rate(comparison.on),
      percent(comparison.share),
      comparison.delivered === undefined ? "—" : thousands(comparison.delivered),
      budget === null ? "none (for information)" : `≥ ${percent(budget)}`,
      budget === null && comparison.pass ? "—" : verdict(comparison.pass),
    ];
  });
  return [
    "## A submission with a setting off and on",
    "",
    `\`POST /api/ideas\` on two sites that differ only in the setting, measured in ${rounds(report.settings.comparisonRounds)} of ${report.settings.roundSeconds} s each, the two sites taking turns: ${Object.values(SETTING_TITLES).join("; ")}.`,
    "",
    table(
      ["setting", "database", "off: req/s", "on: req/s", "on / off", "mails", "budget", "result"],
      rows,
      ["left", "left", "right", "right", "right", "right", "left", "left"],
    ),
    "",
  ];
}

const HOW_TO_RUN = `## How to run it

\`npm run bench\` (\`scripts/bench/run.ts\`) needs a build (it makes one when missing) and PostgreSQL's server binaries (\`PG_BIN\` or \`PATH\`). It seeds each database, starts the built server with \`RATE_LIMITS=off\`, waits up to \`BENCH_QUIET_WAIT\` seconds (180) for a load average under 1.0, then runs autocannon against each target and its ceiling, times the CSV export three times while sampling the server's RSS, reads the server's RSS after it starts and after the load, compares the settings above (\`scripts/bench/site-comparison.ts\`) measures what webhooks cost (\`scripts/bench/webhooks.ts\`) and what a pitch deck's pages cost (\`scripts/bench/decks.ts\`). It prints each figure as it goes, writes the raw figures to \`.bench/report-<date>.json\` and this file, and exits non-zero when a budget is missed.

Knobs: \`BENCH_DURATION\` (seconds per round, 4), \`BENCH_ROUNDS\` (3), \`BENCH_COMPARISON_ROUNDS\` (6), \`BENCH_CONNECTIONS\` (50), \`BENCH_DATABASES\` (\`pglite,postgres\`), \`BENCH_ONLY\` (targets whose name contains one of these, comma-separated; \`export\`, \`upload\`, \`mail\`, \`limits\`, \`javascript\`: each public page's first-view JavaScript, \`webhooks\`, \`decks\`), \`BENCH_NODE_ARGS\` (extra Node options for the server, e.g. \`--cpu-prof\`). A run narrowed by \`BENCH_ONLY\` or \`BENCH_DATABASES\` leaves this file alone unless \`BENCH_WRITE_DOCS=1\`.
`;

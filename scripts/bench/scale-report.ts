// The figures of one `npm run bench -- --scale`: their shape (also written as JSON under
// .bench/) and docs/benchmarks-scale.md rendered from them.
import { DATABASE_NAMES } from "./bench-report";
import {
  banner,
  type MachineFacts,
  machineLine,
  megabytes,
  millis,
  narrowedRunLines,
  table,
  thousands,
  verdict,
} from "./markdown";
import type { Measured } from "./measure";
import type { ScaleVolume } from "./scale-seed";
import type { DatabaseKind } from "./site";

export type ScaleTargetResult = {
  /** Measured and shown, outside the budgets (the offset page the UI no longer asks for). */
  informational: boolean;
  name: string;
  search: boolean;
  app: Measured;
  budgetMs: number;
  pass: boolean;
};
/** One full CSV export: its size, its time and how far the server's RSS rose meanwhile. */
export type ScaleExportRun = { rows: number; bytes: number; seconds: number; growthBytes: number };
/**
 * Repeated exports on the same database (BENCH_EXPORT_RUNS): the rate of the median run (one
 * slow run on a busy machine is noise) and the RSS rise of the worst (memory must stay bounded
 * in every run: the issue saw +22, +169 and +68 MB in three runs of one build).
 */
export type ScaleExportResult = {
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  growthBytes: number;
  runs?: ScaleExportRun[];
  pass: boolean;
};

/** The runs of the export summed up and judged against the budgets (see ScaleExportResult). */
export function judgeExportRuns(
  runs: readonly ScaleExportRun[],
  budgets: Pick<ScaleBudgets, "exportRowsPerSecond" | "exportGrowthBytes">,
): ScaleExportResult {
  if (runs.length === 0) throw new Error("no export run to judge");
  const bySpeed = [...runs].sort((a, b) => a.seconds - b.seconds);
  const median = bySpeed[Math.floor((bySpeed.length - 1) / 2)] as ScaleExportRun;
  const rowsPerSecond = median.rows / Math.max(median.seconds, 0.001);
  const growthBytes = Math.max(...runs.map((run) => run.growthBytes));
  return {
    rows: median.rows,
    bytes: median.bytes,
    seconds: median.seconds,
    rowsPerSecond,
    growthBytes,
    runs: [...runs],
    pass: rowsPerSecond >= budgets.exportRowsPerSecond && growthBytes < budgets.exportGrowthBytes,
  };
}

/** The runs' RSS rises in the order run, e.g. "+2.1, +0.4, +0.3 MB". */
export const exportRunGrowths = (runs: readonly ScaleExportRun[]) =>
  `${runs.map((run) => `+${(run.growthBytes / 1024 / 1024).toFixed(1)}`).join(", ")} MB`;
/**
 * The maintained counts settling after the bulk load (issue 26): every change the load appended
 * folded into the counts and the change tables vacuumed, by the worker's own fold.
 */
export type ScaleSettleResult = {
  changes: number;
  seconds: number;
  changesPerSecond: number;
  pass: boolean;
};
export type ScaleDatabaseResult = {
  kind: DatabaseKind;
  volume: ScaleVolume;
  seedSeconds: number;
  settle?: ScaleSettleResult;
  results: ScaleTargetResult[];
  export: ScaleExportResult | undefined;
};
export type ScaleBudgets = {
  readP99Ms: number;
  searchP99Ms: number;
  exportRowsPerSecond: number;
  exportGrowthBytes: number;
  /** Changes folded a second (with the vacuum after): a million within 10 s. */
  settleChangesPerSecond: number;
};
export type ScaleReport = {
  date: string;
  machine: MachineFacts;
  loadAverage: { start: number[]; end: number[] };
  settings: {
    connections: number;
    rounds: number;
    roundSeconds: number;
    postgres: string[];
    /** BENCH_ONLY's parts, when the run measured only what they name. */
    only?: string[];
  };
  budgets: ScaleBudgets;
  results: ScaleDatabaseResult[];
};

/** The budgets hold for PostgreSQL; PGlite answers one query at a time and is not budgeted. */
export const BUDGETED_DATABASE: DatabaseKind = "postgres";

/** A latency to show; none when no request finished within a round: each took longer. */
export function scaleLatency(measured: Measured, ms: number, roundSeconds: number) {
  return measured.requests === 0 ? `> ${roundSeconds} s` : millis(ms);
}

/** docs/benchmarks-scale.md: budgets, every read and the export per database, how to run it. */
export function renderScaleMarkdown(report: ScaleReport) {
  const { settings, budgets } = report;
  return [
    banner(
      "Benchmarks: the back office at a million submissions",
      "npm run bench -- --scale",
      report.date,
    ),
    `Each admin read at ${settings.connections} connections, ${settings.rounds} round${settings.rounds === 1 ? "" : "s"} of ${settings.roundSeconds} s after a 1 s warm-up (requests per second: the rounds' mean; p50 their median; p99 their worst), then the full CSV export of the ideas while the server's RSS is sampled. PostgreSQL runs with ${settings.postgres.map((setting) => `\`${setting}\``).join(", ")}.`,
    "",
    ...narrowedRunLines(settings.only),
    machineLine(report.machine, report.loadAverage),
    "",
    "## Budgets",
    "",
    `On ${DATABASE_NAMES[BUDGETED_DATABASE]}, at the volume below: every list, filter, detail and dashboard read p99 under ${budgets.readP99Ms} ms; every search p99 under ${budgets.searchP99Ms} ms; the CSV export at least ${thousands(budgets.exportRowsPerSecond)} rows a second with the server's RSS rising less than ${megabytes(budgets.exportGrowthBytes)}; after the bulk load, the counts settled (every change folded, the change tables vacuumed) at ${thousands(budgets.settleChangesPerSecond)} changes a second or more (a million within ${thousands(1_000_000 / budgets.settleChangesPerSecond)} s); no answer other than 2xx. Other databases' figures are for information.`,
    "",
    ...report.results.flatMap((result) => renderDatabase(result, report)),
    HOW_TO_RUN,
  ].join("\n");
}

function renderDatabase(result: ScaleDatabaseResult, report: ScaleReport) {
  const budgeted = result.kind === BUDGETED_DATABASE;
  const seconds = report.settings.roundSeconds;
  const rows = result.results.map((r) => {
    const failures = r.app.errors + r.app.non2xx;
    const inBudget = budgeted && !r.informational;
    return [
      r.name,
      thousands(r.app.requestsPerSecond),
      scaleLatency(r.app, r.app.p50, seconds),
      scaleLatency(r.app, r.app.p99, seconds) + (failures ? ` (${failures} failed)` : ""),
      inBudget ? `p99 < ${r.budgetMs} ms` : "none (for information)",
      inBudget ? verdict(r.pass) : "—",
    ];
  });
  const lines = [
    `## ${DATABASE_NAMES[result.kind]}: ${thousands(result.volume.ideas)} ideas, ${thousands(result.volume.interests)} interests`,
    "",
    `Seeded and started in ${thousands(result.seedSeconds)} s.`,
    "",
    ...renderSettle(result.settle, budgeted, report.budgets),
  ];
  if (rows.length > 0) {
    lines.push(
      table(["read", "req/s", "p50", "p99", "budget", "result"], rows, [
        "left",
        "right",
        "right",
        "right",
        "left",
        "left",
      ]),
      "",
    );
  }
  const e = result.export;
  if (e) {
    const budget = budgeted
      ? ` Budget ≥ ${thousands(report.budgets.exportRowsPerSecond)} rows/s, RSS < ${megabytes(report.budgets.exportGrowthBytes)}: ${verdict(e.pass)}.`
      : "";
    const runs =
      e.runs && e.runs.length > 1
        ? ` Over ${e.runs.length} runs on the same database: the median run's rate, the worst run's RSS rise (each run: ${exportRunGrowths(e.runs)}).`
        : "";
    lines.push(
      `CSV export of ${thousands(e.rows)} ideas (${megabytes(e.bytes)}) in ${e.seconds.toFixed(1)} s: ${thousands(e.rowsPerSecond)} rows/s, RSS +${megabytes(e.growthBytes)}.${runs}${budget}`,
      "",
    );
  }
  return lines;
}

function renderSettle(
  settle: ScaleSettleResult | undefined,
  budgeted: boolean,
  budgets: ScaleBudgets,
) {
  if (!settle) return [];
  const budget = budgeted
    ? ` Budget ≥ ${thousands(budgets.settleChangesPerSecond)} changes/s: ${verdict(settle.pass)}.`
    : "";
  return [
    `Counts settled after the bulk load: ${thousands(settle.changes)} changes folded and the change tables vacuumed in ${settle.seconds.toFixed(1)} s (${thousands(settle.changesPerSecond)} changes/s).${budget}`,
    "",
  ];
}

const HOW_TO_RUN = `## How to run it

\`npm run bench -- --scale\` (\`scripts/bench/scale.ts\`) starts a PostgreSQL of its own (\`PG_BIN\` or \`PATH\`) and seeds it by SQL (\`scale-seed.ts\`: text from sentences founders write, one word in most submissions and one in about 1 in 20,000; 48 first names and 900 surnames; half the records owned by six staff), then PGlite at a tenth of the volume; seeding takes about 2 minutes per million rows on a 2-core machine. It prints the table, writes the raw figures to \`.bench/scale-<date>.json\` and this file, and exits non-zero when a PostgreSQL budget is missed.

Knobs: \`BENCH_DURATION\` (seconds per round, 4), \`BENCH_ROUNDS\` (2), \`BENCH_DATABASES\` (\`postgres,pglite\`), \`BENCH_SCALE_IDEAS\` / \`BENCH_SCALE_INTERESTS\` (PostgreSQL's volume), \`BENCH_ONLY\` (reads whose name contains one of these; \`export\`), \`BENCH_EXPORT_RUNS\` (full exports per database, 5). A run narrowed by any of these but the first two leaves this file alone unless \`BENCH_WRITE_DOCS=1\`.
`;

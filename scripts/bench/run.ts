// `npm run bench`: throughput and latency of the production build on PGlite and on PostgreSQL,
// beside a bare Node server answering the same bytes (the ceiling), plus the CSV export of
// 10,000 rows. Loopback only, every step bounded in time; prints a table and writes
// .bench/report-<date>.json.
//
// Environment: BENCH_DURATION (seconds per round, default 4), BENCH_ROUNDS (rounds per target,
// each measuring the site then the ceiling, default 3), BENCH_COMPARISON_ROUNDS (rounds per
// side of the mail and limit comparisons, default 6), BENCH_CONNECTIONS (50),
// BENCH_DATABASES ("pglite,postgres"), BENCH_QUIET_WAIT (seconds to wait for a 1-minute load
// average under 1.0 before starting, default 180).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { combine, type Measured, measure, type Target } from "./measure";
import { runScaleBench } from "./scale";
import { FULL_VOLUME } from "./seed";
import {
  adminCookie,
  type DatabaseKind,
  ensureBuild,
  residentBytes,
  type Site,
  startSite,
} from "./site";
import {
  COMPARISON_BUDGETS,
  compareLimits,
  compareMail,
  type Setting,
  type SiteComparison,
} from "./site-comparison";

const ROOT = path.resolve(import.meta.dirname, "../..");
const DURATION = Number(process.env.BENCH_DURATION ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * A comparison's share is the ratio of two figures that each spread by about ±10% from round
 * to round on this machine, so it takes twice the rounds of a target beside its ceiling.
 */
const COMPARISON_ROUNDS = Number(process.env.BENCH_COMPARISON_ROUNDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DATABASES = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",") as DatabaseKind[];
const QUIET_WAIT = Number(process.env.BENCH_QUIET_WAIT ?? 180);
/** Only the targets whose name contains one of these (comma-separated; "export" for the CSV). */
const ONLY = process.env.BENCH_ONLY?.split(",").filter(Boolean);
const selected = (name: string) => !ONLY || ONLY.some((part) => name.includes(part));
const WARMUP_SECONDS = 1;
const EXPORT_RUNS = 3;

/** The budgets (README, "Performance budgets"). */
const BUDGET = {
  pageShareOfCeiling: 0.4,
  jsonShareOfCeiling: 0.6,
  p99Ms: 50,
  exportMs: 1000,
  exportGrowthBytes: 50 * 1024 * 1024,
} as const;

type TargetResult = Target & {
  app: Measured;
  ceiling: Measured;
  share: number;
  budget: { share?: number; p99Ms?: number };
  pass: boolean;
};
type ExportRun = {
  wallMs: number;
  bytes: number;
  rows: number;
  rssBeforeBytes: number;
  rssPeakBytes: number;
  growthBytes: number;
};

/** The write measured: one startup idea, the same each time. */
function writeTarget(): Target {
  const idea = {
    name: "Bench Marker",
    email: "bench.marker@example.com",
    phone: "231-555-0100",
    idea: "Soil moisture probes reporting over LoRa, so growers can time the first pass.",
    sector: "Ag Robotics & Automation",
    stage: "Prototype/MVP",
    website: "",
  };
  return {
    name: "POST /api/ideas",
    kind: "write",
    method: "POST",
    path: "/api/ideas",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(idea),
  };
}

/** Whether BENCH_ONLY names anything of the main table (targets or the export). */
const targetsSelected = () => !ONLY || ONLY.some((part) => part !== "mail" && part !== "limits");

function targetsFor(site: Site, cookie: string): Target[] {
  const article = site.seeded.articleSlugs[Math.floor(site.seeded.articleSlugs.length / 2)];
  return [
    { name: "GET /", kind: "page", method: "GET", path: "/" },
    { name: "GET /perspectives", kind: "page", method: "GET", path: "/perspectives" },
    {
      name: "GET /perspectives/{slug}",
      kind: "page",
      method: "GET",
      path: `/perspectives/${article}`,
    },
    { name: "GET /api/perspectives", kind: "json", method: "GET", path: "/api/perspectives" },
    {
      name: "GET /api/perspectives/featured",
      kind: "json",
      method: "GET",
      path: "/api/perspectives/featured",
    },
    {
      name: `GET /api/admin/startup-ideas (search "${site.seeded.searchTerm}")`,
      kind: "admin",
      method: "GET",
      path: `/api/admin/startup-ideas?filter=search&search=${site.seeded.searchTerm}&sort=createdAt&direction=desc`,
      headers: { cookie },
    },
    writeTarget(),
  ];
}

/** Records the site's answer to each target (as autocannon asks: no Accept-Encoding). */
async function record(url: string, targets: Target[]) {
  const recorded = [];
  for (const target of targets) {
    const { status, headers, body } = await rawRequest(url + target.path, target);
    const hopByHop = new Set([
      "date",
      "connection",
      "keep-alive",
      "transfer-encoding",
      "content-length",
    ]);
    recorded.push({
      method: target.method,
      path: target.path,
      status,
      headers: Object.entries(headers)
        .filter(([name]) => !hopByHop.has(name))
        .flatMap(([name, value]) =>
          Array.isArray(value) ? value.map((v) => [name, v]) : [[name, String(value)]],
        ),
      bodyBase64: body.toString("base64"),
    });
  }
  return recorded;
}

function rawRequest(url: string, target: Pick<Target, "method" | "headers" | "body">) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(
        url,
        { method: target.method, headers: target.headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${url}`)));
      request.end(target.body);
    },
  );
}

async function startCeiling(recorded: unknown[]) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "agri-bench-ceiling-"));
  const file = path.join(dir, "responses.json");
  await writeFile(file, JSON.stringify(recorded));
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, "ceiling-server.mjs"), file],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once("exit", (code) => reject(new Error(`ceiling server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await stopChild(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Streams the CSV export of every idea, sampling the server's RSS every 5 ms meanwhile. */
async function exportOnce(site: Site, cookie: string): Promise<ExportRun> {
  const rssBeforeBytes = await residentBytes(site.pid);
  let rssPeakBytes = rssBeforeBytes;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      rssPeakBytes = Math.max(rssPeakBytes, await residentBytes(site.pid));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const started = performance.now();
  const { status, body } = await rawRequest(`${site.url}/api/admin/export/startup-ideas`, {
    method: "GET",
    headers: { cookie },
  });
  const wallMs = performance.now() - started;
  sampling = false;
  await sampler;
  if (status !== 200) throw new Error(`export answered ${status}`);
  const rows = body.toString("utf8").split("\r\n").filter(Boolean).length - 1;
  return {
    wallMs,
    bytes: body.length,
    rows,
    rssBeforeBytes,
    rssPeakBytes,
    growthBytes: rssPeakBytes - rssBeforeBytes,
  };
}

async function benchDatabase(kind: DatabaseKind) {
  console.log(
    `\n[${kind}] seeding ${FULL_VOLUME.ideas} ideas, ${FULL_VOLUME.interests} interests, ${FULL_VOLUME.perspectives} perspectives…`,
  );
  const seedStarted = performance.now();
  const site = await startSite(kind, FULL_VOLUME);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`[${kind}] site up at ${site.url} after ${seedSeconds.toFixed(1)} s`);
  try {
    const cookie = await adminCookie(site.url);
    const targets = targetsFor(site, cookie).filter((target) => selected(target.name));
    // Warm the site (its caches, the JIT) before recording what it answers. The write is
    // only recorded (one row) here: it is warmed and measured after the export (below).
    for (const target of targets) {
      if (target.kind !== "write") await measure(site.url, target, WARMUP_SECONDS, 10);
    }
    const ceiling = await startCeiling(await record(site.url, targets));
    const results: TargetResult[] = [];
    const measureTarget = async (target: Target) => {
      process.stdout.write(`[${kind}] ${target.name}: `);
      await measure(site.url, target, WARMUP_SECONDS, 10);
      await measure(ceiling.url, target, WARMUP_SECONDS, 10);
      // Site and ceiling take turns, round after round: this machine's speed drifts (it is a
      // shared virtual machine), and alternating lets a drift hit both sides alike.
      const appRounds: Measured[] = [];
      const bareRounds: Measured[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        process.stdout.write(`${round}/${ROUNDS} `);
        appRounds.push(await measure(site.url, target, DURATION, CONNECTIONS));
        bareRounds.push(await measure(ceiling.url, target, DURATION, CONNECTIONS));
      }
      const app = combine(appRounds);
      const bare = combine(bareRounds);
      const share = app.requestsPerSecond / bare.requestsPerSecond;
      // The share budgets are the public pages' and JSON reads'; the latency budget is theirs
      // too, on PGlite. The admin search and the write are measured for information.
      const budgeted = target.kind === "page" || target.kind === "json";
      const budget = {
        share:
          target.kind === "page"
            ? BUDGET.pageShareOfCeiling
            : target.kind === "json"
              ? BUDGET.jsonShareOfCeiling
              : undefined,
        p99Ms: budgeted && kind === "pglite" ? BUDGET.p99Ms : undefined,
      };
      const pass =
        (budget.share === undefined || share >= budget.share) &&
        (budget.p99Ms === undefined || app.p99 < budget.p99Ms) &&
        app.errors === 0 &&
        app.non2xx === 0;
      results.push({
        ...target,
        headers: undefined,
        body: undefined,
        app,
        ceiling: bare,
        share,
        budget,
        pass,
      });
      console.log(
        `${Math.round(app.requestsPerSecond)} req/s (${(share * 100).toFixed(0)}% of ${Math.round(bare.requestsPerSecond)})`,
      );
    };

    const exports: ExportRun[] = [];
    try {
      for (const target of targets.filter((t) => t.kind !== "write")) await measureTarget(target);
      // The export reads the seeded rows, before the write benchmark adds its own.
      const runs = selected("export") ? EXPORT_RUNS : 0;
      for (let run = 0; run < runs; run++) exports.push(await exportOnce(site, cookie));
      for (const target of targets.filter((t) => t.kind === "write")) await measureTarget(target);
    } finally {
      await ceiling.stop();
    }
    const worst = {
      wallMs: Math.max(0, ...exports.map((run) => run.wallMs)),
      growthBytes: Math.max(0, ...exports.map((run) => run.growthBytes)),
    };
    const exportPass =
      worst.wallMs < BUDGET.exportMs && worst.growthBytes < BUDGET.exportGrowthBytes;
    return {
      kind,
      seedSeconds,
      targets: results,
      export: { runs: exports, worst, pass: exportPass },
    };
  } finally {
    await site.stop();
  }
}

async function waitForQuiet() {
  const deadline = Date.now() + QUIET_WAIT * 1000;
  const oneMinute = () => os.loadavg()[0] ?? 0;
  while (oneMinute() >= 1 && Date.now() < deadline) {
    console.log(
      `load average ${oneMinute().toFixed(2)} (waiting for < 1.0, up to ${QUIET_WAIT} s)…`,
    );
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
  return os.loadavg();
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const pad = (text: string, width: number) => text.padEnd(width);
const padLeft = (text: string, width: number) => text.padStart(width);

function printTable(result: Awaited<ReturnType<typeof benchDatabase>>) {
  console.log(
    `\n${result.kind === "pglite" ? "PGlite (embedded)" : "PostgreSQL"} — ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per target and side`,
  );
  const header = `${pad("target", 52)}${padLeft("req/s", 9)}${padLeft("p50", 10)}${padLeft("p99", 10)}${padLeft("ceiling", 10)}${padLeft("ceil p99", 10)}${padLeft("share", 8)}  budget`;
  console.log(header);
  console.log("-".repeat(header.length + 16));
  for (const t of result.targets) {
    const budget = [
      t.budget.share !== undefined ? `≥${t.budget.share * 100}%` : "",
      t.budget.p99Ms !== undefined ? `p99<${t.budget.p99Ms}ms` : "",
    ]
      .filter(Boolean)
      .join(" ");
    console.log(
      `${pad(t.name, 52)}${padLeft(String(Math.round(t.app.requestsPerSecond)), 9)}${padLeft(ms(t.app.p50), 10)}${padLeft(ms(t.app.p99), 10)}${padLeft(String(Math.round(t.ceiling.requestsPerSecond)), 10)}${padLeft(ms(t.ceiling.p99), 10)}${padLeft(`${(t.share * 100).toFixed(0)}%`, 8)}  ${budget || "—"} ${t.pass ? "ok" : "MISSED"}${t.app.non2xx || t.app.errors ? ` (${t.app.non2xx} non-2xx, ${t.app.errors} errors)` : ""}`,
    );
  }
  const e = result.export;
  if (e.runs.length === 0) return;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `CSV export, ${e.runs[0]?.rows} rows (${mb(e.runs[0]?.bytes ?? 0)}): ${e.runs.map((run) => ms(run.wallMs)).join(", ")}; RSS growth ${e.runs.map((run) => mb(run.growthBytes)).join(", ")} — budget < 1 s, < 50 MB: ${e.pass ? "ok" : "MISSED"}`,
  );
}

const COMPARISONS: Record<Setting, { title: string; compare: typeof compareMail }> = {
  mail: { title: "one notification mail per submission", compare: compareMail },
  limits: { title: "the per-IP limit, a new client address per request", compare: compareLimits },
};

/**
 * POST /api/ideas with mail, then the per-IP limit, off and on, for each database
 * (BENCH_ONLY=mail or BENCH_ONLY=limits for just one).
 */
async function benchSettings(): Promise<SiteComparison[]> {
  const comparisons: SiteComparison[] = [];
  for (const setting of Object.keys(COMPARISONS) as Setting[]) {
    if (!selected(setting)) continue;
    for (const kind of DATABASES) {
      process.stdout.write(`\n[${kind}] POST /api/ideas, ${setting} off and on: `);
      const comparison = await COMPARISONS[setting].compare(kind, writeTarget(), {
        rounds: COMPARISON_ROUNDS,
        seconds: DURATION,
        connections: CONNECTIONS,
        warmupSeconds: WARMUP_SECONDS,
      });
      console.log(`${(comparison.share * 100).toFixed(0)}% of ${setting} off`);
      comparisons.push(comparison);
    }
  }
  return comparisons;
}

function verdict(comparison: SiteComparison) {
  const budget = COMPARISON_BUDGETS[comparison.setting];
  if (budget === null) return comparison.pass ? "for information" : "errors: MISSED";
  return `budget ≥ ${budget * 100}%: ${comparison.pass ? "ok" : "MISSED"}`;
}

function printComparisons(comparisons: SiteComparison[]) {
  for (const setting of Object.keys(COMPARISONS) as Setting[]) {
    const ofSetting = comparisons.filter((c) => c.setting === setting);
    if (ofSetting.length === 0) continue;
    console.log(`\n${setting} on vs off — POST /api/ideas, ${COMPARISONS[setting].title}`);
    for (const c of ofSetting) {
      const rate = (measured: SiteComparison["off"]) =>
        `${padLeft(String(Math.round(measured.requestsPerSecond)), 6)} req/s (p99 ${ms(measured.p99)})`;
      const mails = c.delivered === undefined ? "" : `, ${c.delivered} mails delivered`;
      console.log(
        `${pad(c.kind, 10)} off ${rate(c.off)}, on ${rate(c.on)}: ${(c.share * 100).toFixed(0)}%${mails} — ${verdict(c)}`,
      );
    }
  }
}

async function main() {
  ensureBuild();
  const loadBefore = await waitForQuiet();
  console.log(`load average at start: ${loadBefore.map((value) => value.toFixed(2)).join(" ")}`);
  const started = new Date();
  const results = [];
  for (const kind of DATABASES) {
    if (targetsSelected()) results.push(await benchDatabase(kind));
  }
  const comparisons = await benchSettings();
  const loadAfter = os.loadavg();

  for (const result of results) printTable(result);
  printComparisons(comparisons);
  console.log(
    `\nload average: ${loadBefore.map((v) => v.toFixed(2)).join(" ")} at start, ${loadAfter.map((v) => v.toFixed(2)).join(" ")} at the end`,
  );

  const report = {
    date: started.toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryBytes: os.totalmem(),
      node: process.version,
    },
    loadAverage: { start: loadBefore, end: loadAfter },
    settings: {
      roundSeconds: DURATION,
      rounds: ROUNDS,
      comparisonRounds: COMPARISON_ROUNDS,
      connections: CONNECTIONS,
      volume: FULL_VOLUME,
    },
    budgets: { ...BUDGET, settings: COMPARISON_BUDGETS },
    results,
    comparisons,
  };
  const dir = path.join(ROOT, ".bench");
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `report-${started.toISOString().replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`report: ${path.relative(ROOT, file)}`);
  const missed =
    results.some((result) => !result.export.pass || result.targets.some((t) => !t.pass)) ||
    comparisons.some((comparison) => !comparison.pass);
  if (missed) process.exitCode = 1;
}

if (process.argv.includes("--scale")) await runScaleBench();
else await main();

// `npm run bench`'s tables on the terminal, printed at the end of a run.
import { type BenchReport, DATABASE_NAMES, type DatabaseResult } from "./bench-report";
import type { Setting, SiteComparison } from "./site-comparison";

const ms = (value: number) => `${value.toFixed(1)} ms`;
const pad = (text: string, width: number) => text.padEnd(width);
const padLeft = (text: string, width: number) => text.padStart(width);

export function printTable(result: DatabaseResult, settings: BenchReport["settings"]) {
  console.log(
    `\n${DATABASE_NAMES[result.kind]} — ${settings.connections} connections, ${settings.rounds} rounds of ${settings.roundSeconds} s per target and side`,
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

function verdict(comparison: SiteComparison, budgets: BenchReport["budgets"]["settings"]) {
  const budget = budgets[comparison.setting];
  if (budget === null) return comparison.pass ? "for information" : "errors: MISSED";
  return `budget ≥ ${budget * 100}%: ${comparison.pass ? "ok" : "MISSED"}`;
}

export function printComparisons(
  comparisons: SiteComparison[],
  titles: Record<Setting, string>,
  budgets: BenchReport["budgets"]["settings"],
) {
  for (const setting of Object.keys(titles) as Setting[]) {
    const ofSetting = comparisons.filter((c) => c.setting === setting);
    if (ofSetting.length === 0) continue;
    console.log(`\n${setting} on vs off — POST /api/ideas, ${titles[setting]}`);
    for (const c of ofSetting) {
      const rate = (measured: SiteComparison["off"]) =>
        `${padLeft(String(Math.round(measured.requestsPerSecond)), 6)} req/s (p99 ${ms(measured.p99)})`;
      const mails = c.delivered === undefined ? "" : `, ${c.delivered} mails delivered`;
      console.log(
        `${pad(c.kind, 10)} off ${rate(c.off)}, on ${rate(c.on)}: ${(c.share * 100).toFixed(0)}%${mails} — ${verdict(c, budgets)}`,
      );
    }
  }
}

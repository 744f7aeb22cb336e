// The pure parts of the public pages' JavaScript check (scripts/bench/public-js.ts): which
// scripts a page's HTML makes the browser load on first view, what they weigh as served, and
// the verdict against the budget. Kept apart from the runner so they are unit-tested.
import { table, verdict } from "./markdown";

/** JavaScript per public page on first view, as served (Brotli bodies): issue 26. */
export const PUBLIC_JS_BUDGET_BYTES = 90 * 1024;

/** Where the built scripts are served from; anything else (JSON-LD, inline code) is not a file. */
const ASSET = String.raw`/assets/[\w.-]+\.js`;
const MODULEPRELOAD = new RegExp(
  String.raw`<link\b[^>]*\brel="modulepreload"[^>]*\bhref="(${ASSET})"`,
  "g",
);
/** A quoted script path in inline code: an import, or the islands starter's list (ADR 043). */
const QUOTED_ASSET = new RegExp(`["'](${ASSET})["']`, "g");
/** Inline scripts that run: no `src`, and no `type` or a JavaScript one (not JSON-LD data). */
const INLINE_CODE =
  /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="(?!module"|text\/javascript")[^"]*")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The scripts a page's HTML loads on first view: its modulepreload links and the scripts its
 * inline code names (React Router's imports in the back office; on a public page, the islands
 * starter's entry and the entry's imports, which it preloads), each once, in page order.
 */
export function scriptsOfPage(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(MODULEPRELOAD)) found.add(match[1] as string);
  for (const script of html.matchAll(INLINE_CODE)) {
    for (const match of (script[1] as string).matchAll(QUOTED_ASSET)) found.add(match[1] as string);
  }
  return [...found];
}

export type ScriptWeight = { file: string; bytes: number };
/** `gzipTotal`: the same scripts as gzip, for a client that does not accept Brotli. */
export type PageWeight = {
  page: string;
  scripts: ScriptWeight[];
  total: number;
  gzipTotal?: number;
};

/**
 * A page's scripts with the bytes each costs as served, largest first; with `gzipBytes`, also
 * what they cost together as gzip (reported, not held to the budget: browsers send Brotli).
 */
export function weighPage(
  page: string,
  files: readonly string[],
  servedBytes: (file: string) => number,
  gzipBytes?: (file: string) => number,
): PageWeight {
  const scripts = files
    .map((file) => ({ file, bytes: servedBytes(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  if (!gzipBytes) return { page, scripts, total };
  return { page, scripts, total, gzipTotal: files.reduce((sum, file) => sum + gzipBytes(file), 0) };
}

/** The pages over the budget (at or under it passes). */
export function pagesOverBudget(pages: readonly PageWeight[], budget = PUBLIC_JS_BUDGET_BYTES) {
  return pages.filter((page) => page.total > budget);
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The table printed by the check: one line per page, its largest scripts, and the verdict. */
export function renderPublicJs(
  pages: readonly PageWeight[],
  budget = PUBLIC_JS_BUDGET_BYTES,
): string[] {
  const width = Math.max(...pages.map((page) => page.page.length), 4);
  const lines = pages.map((page) => {
    const largest = page.scripts
      .slice(0, 3)
      .map((script) => `${script.file.replace(/^\/assets\//, "")} ${kB(script.bytes)}`)
      .join(", ");
    const verdict = page.total > budget ? "OVER" : "ok";
    const gzip = page.gzipTotal === undefined ? "" : `  gzip ${kB(page.gzipTotal).padStart(9)}`;
    return `${page.page.padEnd(width)}  ${kB(page.total).padStart(9)}${gzip}  ${String(page.scripts.length).padStart(2)} scripts  ${verdict.padEnd(4)}  ${largest}`;
  });
  const over = pagesOverBudget(pages, budget).length;
  lines.push(
    over === 0
      ? `every public page at or under ${kB(budget)} of JavaScript (Brotli, first view)`
      : `${over} of ${pages.length} public pages over ${kB(budget)} of JavaScript (Brotli, first view)`,
  );
  return lines;
}

/** The section of docs/benchmarks.md: one row per page, with its largest scripts. */
export function renderPublicJsMarkdown(
  pages: readonly PageWeight[],
  budget = PUBLIC_JS_BUDGET_BYTES,
): string[] {
  const rows = pages.map((page) => [
    `\`${page.page}\``,
    String(page.scripts.length),
    kB(page.total),
    page.gzipTotal === undefined ? "—" : kB(page.gzipTotal),
    page.scripts
      .slice(0, 3)
      .map((script) => `${script.file.replace(/^\/assets\//, "")} ${kB(script.bytes)}`)
      .join(", "),
    verdict(page.total <= budget),
  ]);
  return [
    "## JavaScript per public page, first view",
    "",
    `What each page makes the browser load before anyone uses it, as served (Brotli; gzip for a client without it), against ${kB(budget)} (\`scripts/bench/public-js.ts\`).`,
    "",
    table(["page", "scripts", "Brotli", "gzip", "largest", "≤ budget"], rows, [
      "left",
      "right",
      "right",
      "right",
      "left",
      "left",
    ]),
    "",
  ];
}

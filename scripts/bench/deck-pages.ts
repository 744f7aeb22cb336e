// `npx tsx scripts/bench/deck-pages.ts`: what the PDF library (ADR 050) costs on a deck, and
// how soon it stops a hostile one. Measures, with the production limits:
// - the upload-time facts of a 60-page 25 MiB deck and of the 30-page 20 MiB one;
// - the 30-page 20 MiB deck (a full-bleed photo on every page) made into pages: seconds to the
//   first and the last page, the child's peak RSS, and this process's RSS rise meanwhile (it
//   plays the server: it holds the file and receives the images);
// - two hostile files, a 20,000 × 20,000 image and a 2^40 form bomb: seconds until stopped,
//   by which limit, and the RSS rise here.
// Prints a Markdown table; ADR 050 keeps the figures. Environment: BENCH_ROUNDS (3).
import os from "node:os";
import { readPdfFacts } from "../../server/lib/pdf/read-pdf-facts";
import { renderPdfPages } from "../../server/lib/pdf/render-pdf-pages";
import type { PdfChildUsage } from "../../server/lib/pdf/run-pdf-child";
import { formBombPdf, heavyDeckPdf, hugeImagePdf } from "../../tests/support/pdf-fixtures";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MiB = 2 ** 20;

type Run = {
  outcome: string;
  firstPageMs: number | null;
  totalMs: number;
  pages: number;
  imageBytes: number;
  childPeakBytes: number;
  childCpuMs: number | undefined;
  parentRiseBytes: number;
};

/** Samples this process's RSS every 5 ms until stopped; answers the rise over the start. */
function watchOwnMemory() {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage.rss()) - before;
  };
}

async function render(bytes: Uint8Array): Promise<Run> {
  let usage: PdfChildUsage = { durationMs: 0, peakRssBytes: 0 };
  const stopWatching = watchOwnMemory();
  const started = performance.now();
  let firstPageMs: number | null = null;
  let pages = 0;
  let imageBytes = 0;
  let outcome = "rendered";
  try {
    for await (const page of renderPdfPages(bytes, { onUsage: (used) => (usage = used) })) {
      firstPageMs ??= performance.now() - started;
      pages++;
      imageBytes += page.image.length + page.thumbnail.length;
    }
  } catch (error) {
    outcome = (error as { reason?: string }).reason ?? String(error);
  }
  return {
    outcome,
    firstPageMs,
    totalMs: performance.now() - started,
    pages,
    imageBytes,
    childPeakBytes: usage.peakRssBytes,
    childCpuMs: usage.cpuMs,
    parentRiseBytes: stopWatching(),
  };
}

async function facts(bytes: Uint8Array) {
  let usage: PdfChildUsage = { durationMs: 0, peakRssBytes: 0 };
  const started = performance.now();
  const answer = await readPdfFacts(bytes, { onUsage: (used) => (usage = used) });
  return {
    answer,
    ms: performance.now() - started,
    childPeakBytes: usage.peakRssBytes,
    childCpuMs: usage.cpuMs,
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const mb = (bytes: number) => (bytes / MiB).toFixed(0);
/** The median of the rounds and their range; "–" when no round knew the figure. */
function spread(values: (number | null | undefined)[], format: (value: number) => string) {
  const known = values.filter((value): value is number => value != null).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)];
  if (median === undefined) return "–";
  if (known.length === 1) return format(median);
  return `${format(median)} (${format(known[0] ?? median)}–${format(known.at(-1) ?? median)})`;
}
const row = (cells: string[]) => `| ${cells.join(" | ")} |`;

console.log("Making the decks (noise photos take a second each)…");
const deck30 = await heavyDeckPdf(30, 20 * MiB);
const deck60 = await heavyDeckPdf(60, 25 * MiB);
const hostile = { "20,000² image": hugeImagePdf(20_000), "2^40 form bomb": formBombPdf(40) };
const loads = os.loadavg().map((load) => load.toFixed(1));

const lines = [
  `Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, load average at start ${loads.join(" ")}; ${ROUNDS} rounds, median (range).`,
  "",
  row([
    "what",
    "answer",
    "seconds",
    "child CPU seconds",
    "child peak RSS (MiB)",
    "RSS rise here (MiB)",
  ]),
  row(Array(6).fill("---")),
];
for (const [name, bytes] of [
  [`facts, 60 pages, ${mb(deck60.length)} MiB`, deck60],
  [`facts, 30 pages, ${mb(deck30.length)} MiB`, deck30],
] as const) {
  const runs = [];
  for (let round = 0; round < ROUNDS; round++) runs.push(await facts(bytes));
  lines.push(
    row([
      name,
      JSON.stringify(runs[0]?.answer),
      spread(
        runs.map((run) => run.ms),
        seconds,
      ),
      spread(
        runs.map((run) => run.childCpuMs),
        seconds,
      ),
      spread(
        runs.map((run) => run.childPeakBytes),
        mb,
      ),
      "–",
    ]),
  );
}

const renders: Run[] = [];
for (let round = 0; round < ROUNDS; round++) renders.push(await render(deck30));
const first = renders[0];
lines.push(
  row([
    `pages of the 30-page deck: first / all`,
    `${first?.outcome}, ${first?.pages} pages, ${mb(first?.imageBytes ?? 0)} MiB of WebP`,
    `${spread(
      renders.map((run) => run.firstPageMs),
      seconds,
    )} / ${spread(
      renders.map((run) => run.totalMs),
      seconds,
    )}`,
    spread(
      renders.map((run) => run.childCpuMs),
      seconds,
    ),
    spread(
      renders.map((run) => run.childPeakBytes),
      mb,
    ),
    spread(
      renders.map((run) => run.parentRiseBytes),
      mb,
    ),
  ]),
);

for (const [name, bytes] of Object.entries(hostile)) {
  const runs: Run[] = [];
  for (let round = 0; round < ROUNDS; round++) runs.push(await render(bytes));
  lines.push(
    row([
      `${name}: stopped after`,
      [...new Set(runs.map((run) => run.outcome))].join(", "),
      spread(
        runs.map((run) => run.totalMs),
        seconds,
      ),
      "–",
      spread(
        runs.map((run) => run.childPeakBytes),
        mb,
      ),
      spread(
        runs.map((run) => run.parentRiseBytes),
        mb,
      ),
    ]),
  );
}
lines.push(
  "",
  `Load average at the end: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")}.`,
);
console.log(lines.join("\n"));

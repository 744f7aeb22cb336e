// What a pitch deck costs the server (`decks.ts`, contract §17, ADR 050/051), as it reads in
// the console and in docs/benchmarks.md, with issue 35's budgets.
import { fixed, megabytes, millis, table, thousands, verdict } from "./markdown";
import type { DatabaseKind } from "./site";

const MB = 1024 * 1024;

export const DECK_BUDGET = {
  /** From the upload's start until every page is stored (`pagesReady`). */
  readySeconds: 20,
  /** The server process's RSS while the deck is uploaded and drawn (the child's is its own). */
  rssRiseBytes: 150 * MB,
  /** Other requests meanwhile. */
  otherP99Ms: 100,
  /** From a hostile PDF's upload until the deck is `unreadable`. */
  hostileSeconds: 30,
  /**
   * "Leaves RSS where it was": the server's RSS after the hostile deck is stopped, against
   * before its upload, within what a 10 s wait moves it by anyway (the allocator, the JIT).
   */
  hostileRssDriftBytes: 20 * MB,
} as const;

/** The other traffic while a deck is drawn: each target at a steady rate. */
/** How long the other requests run alone first (`decks.ts`), as the section says it. */
const BASELINE_TEXT = "10 s";

export type OtherRequests = {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

export type HostileRun = {
  name: string;
  bytes: number;
  /** From the upload's start until the deck read `unreadable` (null: it never did). */
  seconds: number | null;
  rssBeforeBytes: number;
  rssAfterBytes: number;
};

export type DecksRun = {
  kind: DatabaseKind;
  /** The 1-minute load average when this part started and ended. */
  load: { start: number; end: number };
  deck: {
    bytes: number;
    pages: number;
    /** From the upload's start until its answer (201): the file read and checked. */
    uploadSeconds: number;
    /** From the upload's start until `pagesReady` was every page (null: not within the wait). */
    readySeconds: number | null;
    rssBeforeBytes: number;
    rssPeakBytes: number;
  };
  /**
   * CPU time from the upload's start until its pages were ready: the server's own (the
   * other requests' included) and its PDF children's (the upload's check and the drawing);
   * and the server's CPU seconds per second under the other requests alone, before.
   */
  cpuSeconds: { server: number; children: number; baselineServer: number };
  /** The other requests' rate (each target), what they got alone and while the deck was drawn. */
  otherRate: number;
  baseline: OtherRequests;
  other: OtherRequests;
  hostile: HostileRun[];
  pass: boolean;
};

const hostilePasses = (run: HostileRun) =>
  run.seconds !== null &&
  run.seconds <= DECK_BUDGET.hostileSeconds &&
  run.rssAfterBytes - run.rssBeforeBytes <= DECK_BUDGET.hostileRssDriftBytes;

/** The budgets' verdict on what was measured. */
export function judgeDecks(run: Omit<DecksRun, "pass">): DecksRun {
  const { deck, other } = run;
  return {
    ...run,
    pass:
      deck.readySeconds !== null &&
      deck.readySeconds <= DECK_BUDGET.readySeconds &&
      deck.rssPeakBytes - deck.rssBeforeBytes <= DECK_BUDGET.rssRiseBytes &&
      other.p99 < DECK_BUDGET.otherP99Ms &&
      other.errors === 0 &&
      other.non2xx === 0 &&
      run.hostile.length > 0 &&
      run.hostile.every(hostilePasses),
  };
}

const seconds = (value: number | null) => (value === null ? "never" : `${value.toFixed(1)} s`);
const change = (bytes: number) => `${bytes < 0 ? "−" : "+"}${megabytes(Math.abs(bytes))}`;
const deckText = (run: DecksRun) => `${run.deck.pages} pages, ${megabytes(run.deck.bytes)}`;
const cpuText = ({ cpuSeconds }: DecksRun) =>
  `${cpuSeconds.children.toFixed(1)} s in PDF children, ${cpuSeconds.server.toFixed(1)} s in the server (${cpuSeconds.baselineServer.toFixed(2)} s/s before, the other requests alone)`;
const budgetText = `ready ≤ ${DECK_BUDGET.readySeconds} s, RSS rise ≤ ${megabytes(DECK_BUDGET.rssRiseBytes)}, others' p99 < ${DECK_BUDGET.otherP99Ms} ms; hostile stopped ≤ ${DECK_BUDGET.hostileSeconds} s, RSS within ${megabytes(DECK_BUDGET.hostileRssDriftBytes)}`;
const hostileText = (runs: HostileRun[]) =>
  runs
    .map(
      (run) =>
        `${run.name}: ${seconds(run.seconds)}, RSS ${change(run.rssAfterBytes - run.rssBeforeBytes)}`,
    )
    .join("; ");

/** One line for the console. */
export function describeDecks(run: DecksRun) {
  return `${deckText(run)}: answered in ${seconds(run.deck.uploadSeconds)}, pages ready in ${seconds(run.deck.readySeconds)} (CPU ${cpuText(run)}); RSS ${change(run.deck.rssPeakBytes - run.deck.rssBeforeBytes)}; other requests p99 ${millis(run.other.p99)} (${thousands(run.other.requests)} requests; ${millis(run.baseline.p99)} alone); ${hostileText(run.hostile)} — budget ${budgetText}: ${run.pass ? "ok" : "MISSED"}`;
}

/** The budgets' line in docs/benchmarks.md. */
export const DECK_BUDGET_LINE = `- Pitch decks: a 30-page, 20 MB deck's pages ready within ${DECK_BUDGET.readySeconds} s of the upload, the server's RSS rising at most ${megabytes(DECK_BUDGET.rssRiseBytes)} while it is drawn, other requests' p99 under ${DECK_BUDGET.otherP99Ms} ms meanwhile; a hostile PDF stopped at its limits within ${DECK_BUDGET.hostileSeconds} s, the server's RSS back within ${megabytes(DECK_BUDGET.hostileRssDriftBytes)} of where it was.`;

/** The section of docs/benchmarks.md; none when no database measured it. */
export function renderDecks(runs: DecksRun[], names: Record<DatabaseKind, string>) {
  const [first] = runs;
  if (!first) return [];
  const rows = runs.map((run) => [
    names[run.kind],
    deckText(run),
    seconds(run.deck.uploadSeconds),
    seconds(run.deck.readySeconds),
    cpuText(run),
    change(run.deck.rssPeakBytes - run.deck.rssBeforeBytes),
    `${millis(run.baseline.p50)} / ${millis(run.baseline.p99)} (${thousands(run.baseline.requests)})`,
    `${millis(run.other.p50)} / ${millis(run.other.p99)} (${thousands(run.other.requests)})`,
    hostileText(run.hostile),
    budgetText,
    `${fixed(run.load.start)} → ${fixed(run.load.end)}`,
    verdict(run.pass),
  ]);
  return [
    "## Pitch decks",
    "",
    `A generated deck (a full-bleed photo on every page) uploaded by \`POST /api/ideas\` as the form sends it, then the admin deck API polled until every page is stored; seconds from the upload's start. The server's RSS is sampled every 5 ms from before the upload (the drawing child's memory is its own, under its limit). Meanwhile \`GET /\` and the admin list of ideas are asked for at ${first.otherRate} requests per second each, evenly spaced, by a load generator on a thread of its own, each request timed from when it was due (so a server held up counts in full for every request that waited), as they were alone for ${BASELINE_TEXT} before the upload. The CPU time is the server's own and that of its PDF children (the upload's check and the drawing), from \`/proc\`. Then each hostile PDF is uploaded and timed until the deck reads \`unreadable\`, the server's RSS read before its upload and after it stopped. This part runs on a site of its own; the load average is its own.`,
    "",
    table(
      [
        "database",
        "deck",
        "upload answered",
        "pages ready",
        "CPU meanwhile",
        "RSS rise",
        "others alone: p50 / p99 (requests)",
        "others meanwhile",
        "hostile PDFs: stopped after, RSS change",
        "budget",
        "load average",
        "result",
      ],
      rows,
      [
        "left",
        "left",
        "right",
        "right",
        "left",
        "right",
        "right",
        "right",
        "left",
        "left",
        "right",
        "left",
      ],
    ),
    "",
  ];
}

// What webhooks cost (`webhooks.ts`), as it reads in the console and in docs/benchmarks.md,
// with issue 37's two budgets.
import { fixed, millis, percent, table, thousands, verdict } from "./markdown";
import type { Measured } from "./measure";
import type { DatabaseKind } from "./site";

export const WEBHOOK_BUDGET = {
  /** Startup ideas arrive at this rate, each an `idea.created` for an endpoint. */
  eventsPerMinute: 1_000,
  /** GET /'s throughput while they are delivered, against the same ideas with no endpoint on. */
  pageShare: 0.9,
  /** How long the sleeping endpoint holds each delivery (the site gives up after 15 s). */
  sleepMs: 20_000,
  /** How much later (p99) the fast endpoint's deliveries may arrive beside the sleeping one. */
  otherEndpointDelayMs: 1_000,
} as const;

/**
 * A page round spans two of the worker's 5 s looks, so an "on" round delivers about its own
 * events (an endpoint turned off keeps what it is owed until it is on again). In a round of
 * delays ideas are posted for 5 s: with the next look's deliveries, all within the 15 s the site
 * gives the sleeper's attempt, so beside it the fast endpoint is measured while the sleeper
 * holds its slot.
 */
export const WEBHOOK_ROUND_SECONDS = { page: 10, delays: 5 } as const;

/** A fast endpoint's delivery delays: from a submission's answer to the endpoint receiving it. */
export type DeliveryDelays = { events: number; p50: number; p99: number };

export type WebhooksRun = {
  kind: DatabaseKind;
  /** Rounds per side of each part, and GET /'s connections. */
  rounds: number;
  connections: number;
  /** The 1-minute load average when this part started and ended (it runs after the others). */
  load: { start: number; end: number };
  /** GET / with ideas arriving and their endpoint off (no event written) and on. */
  page: { off: Measured; on: Measured; share: number };
  /** The fast endpoint's deliveries with no other endpoint, and beside one that sleeps. */
  delays: { alone: DeliveryDelays; besideSleeper: DeliveryDelays; extraMs: number };
  /** Every event the fast endpoint was owed in both parts, and how many it received. */
  events: { owed: number; delivered: number };
  pass: boolean;
};

/** The budgets' verdict on what was measured. */
export function judgeWebhooks(run: Omit<WebhooksRun, "pass">): WebhooksRun {
  const failures =
    run.page.off.errors + run.page.off.non2xx + run.page.on.errors + run.page.on.non2xx;
  return {
    ...run,
    pass:
      run.page.share >= WEBHOOK_BUDGET.pageShare &&
      failures === 0 &&
      run.events.delivered >= run.events.owed &&
      run.delays.extraMs <= WEBHOOK_BUDGET.otherEndpointDelayMs,
  };
}

/** p50 and p99 (nearest rank) of delays in milliseconds. */
export function summariseDelays(delaysMs: number[]): DeliveryDelays {
  const sorted = [...delaysMs].sort((a, b) => a - b);
  const rank = (share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return { events: sorted.length, p50: rank(0.5), p99: rank(0.99) };
}

const budgetText = `GET / ≥ ${percent(WEBHOOK_BUDGET.pageShare)}, every event delivered, beside a sleeper p99 ≤ +${thousands(WEBHOOK_BUDGET.otherEndpointDelayMs)} ms`;
const delays = ({ p50, p99 }: DeliveryDelays) => `${millis(p50)} / ${millis(p99)}`;
const extra = (ms: number) => `${ms < 0 ? "−" : "+"}${millis(Math.abs(ms))}`;

/** One line for the console. */
export function describeWebhooks(run: WebhooksRun) {
  return `GET / ${thousands(run.page.off.requestsPerSecond)} req/s without events, ${thousands(run.page.on.requestsPerSecond)} with ${thousands(WEBHOOK_BUDGET.eventsPerMinute)} a minute: ${percent(run.page.share)}; events ${thousands(run.events.delivered)}/${thousands(run.events.owed)} delivered; another endpoint's delay (p50 / p99) ${delays(run.delays.alone)} alone, ${delays(run.delays.besideSleeper)} beside one sleeping ${WEBHOOK_BUDGET.sleepMs / 1000} s (${extra(run.delays.extraMs)}) — budget ${budgetText}: ${run.pass ? "ok" : "MISSED"}`;
}

/** The budgets' line in docs/benchmarks.md. */
export const WEBHOOK_BUDGET_LINE = `- Webhooks: \`GET /\` keeps at least ${percent(WEBHOOK_BUDGET.pageShare)} of its throughput while ${thousands(WEBHOOK_BUDGET.eventsPerMinute)} events a minute are delivered, every event delivered; an endpoint that sleeps ${WEBHOOK_BUDGET.sleepMs / 1000} s per delivery delays no other endpoint by more than ${thousands(WEBHOOK_BUDGET.otherEndpointDelayMs)} ms (p99).`;

/** The section of docs/benchmarks.md; none when no database measured it. */
export function renderWebhooks(runs: WebhooksRun[], names: Record<DatabaseKind, string>) {
  const [first] = runs;
  if (!first) return [];
  const rate = (measured: Measured) =>
    `${thousands(measured.requestsPerSecond)} (p99 ${millis(measured.p99)})`;
  const rows = runs.map((run) => [
    names[run.kind],
    rate(run.page.off),
    rate(run.page.on),
    percent(run.page.share),
    `${thousands(run.events.delivered)} of ${thousands(run.events.owed)}`,
    delays(run.delays.alone),
    delays(run.delays.besideSleeper),
    extra(run.delays.extraMs),
    budgetText,
    `${fixed(run.load.start)} → ${fixed(run.load.end)}`,
    verdict(run.pass),
  ]);
  return [
    "## Webhooks",
    "",
    `\`GET /\` (${first.connections} connections) while startup ideas arrive at ${thousands(WEBHOOK_BUDGET.eventsPerMinute)} a minute, each an \`idea.created\` for an endpoint on a local receiver, against the same ideas with the endpoint off (no event written): ${first.rounds} rounds of ${WEBHOOK_ROUND_SECONDS.page} s each, the two taking turns. Then that endpoint's delivery delay (from the submission's answer to the receiver), alone and beside a second endpoint that holds each delivery ${WEBHOOK_BUDGET.sleepMs / 1000} s (the site gives up after 15 s): ${first.rounds} rounds of ${WEBHOOK_ROUND_SECONDS.delays} s of ideas each, taking turns. The worker looks for new events every 5 s, which the delays include. This part runs on a site of its own after the others; the load average is its own.`,
    "",
    table(
      [
        "database",
        "off: GET / req/s",
        "on: GET / req/s",
        "on / off",
        "events delivered",
        "delay alone (p50 / p99)",
        "beside a sleeper",
        "p99 change",
        "budget",
        "load average",
        "result",
      ],
      rows,
      [
        "left",
        "right",
        "right",
        "right",
        "right",
        "right",
        "right",
        "right",
        "left",
        "right",
        "left",
      ],
    ),
    "",
  ];
}

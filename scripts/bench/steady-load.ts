// Other traffic at a steady rate while something else is measured (`decks.ts`): each target asked
// for every 1/rate seconds, evenly, by `steady-load-worker.mjs` on a thread of its own, each
// request timed from when it was due. autocannon's `overallRate`, used before, sent each
// connection's share of a second back to back at the start of the second (a burst of 100
// requests every second, not a steady 100 a second), then counted a response of N ms as N
// responses (its coordinated-omission correction takes 1/rate seconds as a number of ms): the
// same 10 s of the same server read 846 ms at p99 through it, 169 ms here (ADR 050).
import { Worker } from "node:worker_threads";
import type { OtherRequests } from "./decks-report";

export type SteadyTarget = { path: string; headers?: Record<string, string> };

/** A request unanswered this long counts as an error. */
const TIMEOUT_MS = 10_000;

type TargetFigures = {
  path: string;
  sent: number;
  latencies: number[];
  errors: number;
  non2xx: number;
};

/** The nearest-rank percentile of `values` (ms); 0 for none. */
export function percentile(values: number[], rank: number) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Starts asking for each target `rate` times a second; the function returned stops, waits for
 * the answers still due and gives the figures: requests sent, the worst target's p50 and
 * p99 (ms, from when each request was due), errors (timeouts included) and non-2xx answers.
 */
export function steadyLoad(url: string, targets: SteadyTarget[], rate: number) {
  const worker = new Worker(new URL("./steady-load-worker.mjs", import.meta.url), {
    workerData: {
      url,
      targets: targets.map(({ path, headers = {} }) => ({ path, headers })),
      rate,
      timeoutMs: TIMEOUT_MS,
    },
  });
  const figures = new Promise<TargetFigures[]>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return async (): Promise<OtherRequests> => {
    worker.postMessage("stop");
    const runs = await figures;
    await worker.terminate();
    return {
      requests: runs.reduce((total, run) => total + run.sent, 0),
      p50: Math.max(...runs.map((run) => percentile(run.latencies, 50))),
      p99: Math.max(...runs.map((run) => percentile(run.latencies, 99))),
      errors: runs.reduce((total, run) => total + run.errors, 0),
      non2xx: runs.reduce((total, run) => total + run.non2xx, 0),
    };
  };
}

// The load generator of `steady-load.ts`, on a worker thread of its own so that what the bench
// process does meanwhile (building and sending a 20 MB upload, polling, sampling RSS every
// 5 ms) neither delays a request nor its timing. Plain JavaScript: a worker runs it as it is.
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

/** @type {{ url: string; targets: { path: string; headers: Record<string, string> }[]; rate: number; timeoutMs: number }} */
const { url, targets, rate, timeoutMs } = workerData;
const intervalMs = 1000 / rate;
const started = performance.now();
let stopping = false;
const inFlight = new Set();

const runs = targets.map((target, index) => ({
  ...target,
  // Many visitors' requests, each on a connection kept open, as a browser would.
  agent: new http.Agent({ keepAlive: true, maxSockets: 32 }),
  // The targets take turns within each interval rather than arriving together.
  firstDueMs: started + (intervalMs * index) / targets.length,
  sent: 0,
  latencies: [],
  errors: 0,
  non2xx: 0,
}));

/**
 * One request, timed from when it was due rather than from when it left: a server (or a
 * connection) held up meanwhile counts in full for every request that waited for it.
 */
function send(run, dueMs) {
  const done = new Promise((resolve) => {
    const request = http.get(url + run.path, { agent: run.agent, headers: run.headers });
    request.setTimeout(timeoutMs, () => request.destroy(new Error("timed out")));
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => {
        if (response.statusCode >= 200 && response.statusCode < 300) {
          run.latencies.push(performance.now() - dueMs);
        } else {
          run.non2xx++;
        }
        resolve();
      });
    });
    request.on("error", () => {
      run.errors++;
      resolve();
    });
  });
  inFlight.add(done);
  void done.then(() => inFlight.delete(done));
}

/** Sends every request that is due (all of them, should this thread itself have been late). */
function tick() {
  if (stopping) return;
  const now = performance.now();
  let nextMs = Number.POSITIVE_INFINITY;
  for (const run of runs) {
    let dueMs = run.firstDueMs + run.sent * intervalMs;
    while (dueMs <= now) {
      send(run, dueMs);
      run.sent++;
      dueMs = run.firstDueMs + run.sent * intervalMs;
    }
    nextMs = Math.min(nextMs, dueMs);
  }
  setTimeout(tick, Math.max(0, nextMs - performance.now()));
}

parentPort.once("message", async () => {
  stopping = true;
  while (inFlight.size > 0) await Promise.all([...inFlight]);
  for (const run of runs) run.agent.destroy();
  parentPort.postMessage(
    runs.map(({ path, sent, latencies, errors, non2xx }) => ({
      path,
      sent,
      latencies,
      errors,
      non2xx,
    })),
  );
});
tick();

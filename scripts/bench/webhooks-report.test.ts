import { describe, expect, it } from "vitest";
import type { Measured } from "./measure";
import {
  describeWebhooks,
  judgeWebhooks,
  renderWebhooks,
  summariseDelays,
  type WebhooksRun,
} from "./webhooks-report";

const measured = (requestsPerSecond: number, p99: number, non2xx = 0): Measured => ({
  requestsPerSecond,
  p50: 5,
  p99,
  requests: requestsPerSecond * 60,
  errors: 0,
  non2xx,
});
const NAMES = { pglite: "PGlite", postgres: "PostgreSQL" } as const;

function run(change: { on?: Measured; delivered?: number; besideP99?: number } = {}): WebhooksRun {
  const off = measured(4000, 30);
  const on = change.on ?? measured(3800, 35);
  const alone = { events: 400, p50: 2600, p99: 5100 };
  const besideSleeper = { events: 400, p50: 2650, p99: change.besideP99 ?? 5300 };
  return judgeWebhooks({
    kind: "pglite",
    rounds: 6,
    connections: 50,
    load: { start: 0.5, end: 1.5 },
    page: { off, on, share: on.requestsPerSecond / off.requestsPerSecond },
    delays: { alone, besideSleeper, extraMs: besideSleeper.p99 - alone.p99 },
    events: { owed: 1200, delivered: change.delivered ?? 1200 },
  });
}

describe("the webhooks' bench, as judged and reported", () => {
  it("meets the budgets when the page keeps 90%, every event arrives and the sleeper costs ≤ 1 s", () => {
    expect(run().pass).toBe(true);
    expect(run({ on: measured(3500, 35) }).pass).toBe(false);
    expect(run({ on: measured(3900, 35, 3) }).pass).toBe(false);
    expect(run({ delivered: 1199 }).pass).toBe(false);
    expect(run({ besideP99: 6101 }).pass).toBe(false);
    expect(run({ besideP99: 6100 }).pass).toBe(true);
  });

  it("summarises delays by nearest rank", () => {
    const delays = Array.from({ length: 200 }, (_, index) => (200 - index) * 10);
    expect(summariseDelays(delays)).toEqual({ events: 200, p50: 1000, p99: 1980 });
    expect(summariseDelays([])).toEqual({ events: 0, p50: 0, p99: 0 });
  });

  it("says the share, the events and the other endpoint's delays on one line", () => {
    expect(describeWebhooks(run())).toBe(
      "GET / 4,000 req/s without events, 3,800 with 1,000 a minute: 95%; events 1,200/1,200 delivered; another endpoint's delay (p50 / p99) 2,600 ms / 5,100 ms alone, 2,650 ms / 5,300 ms beside one sleeping 20 s (+200 ms) — budget GET / ≥ 90%, every event delivered, beside a sleeper p99 ≤ +1,000 ms: ok",
    );
    expect(describeWebhooks(run({ besideP99: 4900 }))).toContain("(−200 ms)");
  });

  it("renders one row per measured database, and nothing when none was", () => {
    const markdown = renderWebhooks([run(), { ...run(), kind: "postgres", pass: false }], NAMES)
      .join("\n")
      .split("\n");
    expect(markdown[0]).toBe("## Webhooks");
    expect(markdown).toContain(
      "| PGlite | 4,000 (p99 30 ms) | 3,800 (p99 35 ms) | 95% | 1,200 of 1,200 | 2,600 ms / 5,100 ms | 2,650 ms / 5,300 ms | +200 ms | GET / ≥ 90%, every event delivered, beside a sleeper p99 ≤ +1,000 ms | 0.50 → 1.50 | met |",
    );
    expect(markdown.find((line) => line.startsWith("| PostgreSQL |"))).toMatch(
      /\| \*\*MISSED\*\* \|$/,
    );
    expect(markdown[2]).toContain("`GET /` (50 connections)");
    expect(markdown[2]).toContain("6 rounds of 10 s each");
    expect(renderWebhooks([], NAMES)).toEqual([]);
  });
});

// What webhooks cost (contract §19, ADR 049), in two parts on one site (`npm run bench`,
// BENCH_ONLY=webhooks for this part alone):
// - The public page: GET / measured while startup ideas arrive at 1,000 a minute, each an
//   `idea.created` for an endpoint on a local receiver, against the same flow of ideas with the
//   endpoint turned off (then no event is written). Rounds alternate on and off so the machine's
//   drift hits both alike. Budget: at least 90% of the throughput, and every event delivered.
// - Another endpoint: that endpoint's delivery delay (from an idea's answer to its receipt),
//   alone and beside a second endpoint that holds every delivery 20 s. Budget: its p99 no more
//   than a second later beside the sleeper.
import os from "node:os";
import { type Receiver, startReceiver } from "../../tests/support/webhook-receiver";
import { combine, type Measured, measure, type Target } from "./measure";
import { adminCookie, type DatabaseKind, startSite } from "./site";
import { SMALL_VOLUME } from "./site-comparison";
import {
  judgeWebhooks,
  summariseDelays,
  WEBHOOK_BUDGET,
  WEBHOOK_ROUND_SECONDS,
  type WebhooksRun,
} from "./webhooks-report";

const PAGE: Target = { name: "GET /", kind: "page", method: "GET", path: "/" };
/** How long the bench waits for the events owed to arrive before it counts them missing. */
const DELIVERY_WAIT_MS = 30_000;

export type WebhooksSettings = { rounds: number; connections: number };

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (!condition() && Date.now() < deadline) await wait(100);
}

/** The idea ids a receiver has got, each with when it arrived (each body read once). */
export function arrivalsAt(receiver: Receiver) {
  const arrived = new Map<number, number>();
  let read = 0;
  return () => {
    for (; read < receiver.received.length; read++) {
      const { body, at } = receiver.received[read] as Receiver["received"][number];
      arrived.set((JSON.parse(body) as { data: { id: number } }).data.id, at);
    }
    return arrived;
  };
}

/**
 * Posts a startup idea every 60 s / 1,000 until stopped; resolves with each posted idea's id
 * and when its answer came.
 */
export function postIdeas(url: string) {
  const answered = new Map<number, number>();
  let stopped = false;
  const done = (async () => {
    const started = performance.now();
    while (!stopped) {
      const n = answered.size;
      const response = await fetch(`${url}/api/ideas`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url },
        body: JSON.stringify({
          name: `Bench Hook ${n}`,
          email: `hook-${n}@example.com`,
          idea: "Soil sensors that talk to irrigation controllers.",
          sector: "Biotech",
          stage: "Prototype/MVP",
        }),
      });
      if (response.status !== 201) throw new Error(`POST /api/ideas answered ${response.status}`);
      answered.set(((await response.json()) as { id: number }).id, Date.now());
      const due = started + ((n + 1) * 60_000) / WEBHOOK_BUDGET.eventsPerMinute;
      await wait(Math.max(0, due - performance.now()));
    }
    return answered;
  })();
  return {
    stop: () => {
      stopped = true;
      return done;
    },
  };
}

export async function benchWebhooks(
  kind: DatabaseKind,
  settings: WebhooksSettings,
): Promise<WebhooksRun> {
  const loadAtStart = os.loadavg()[0] ?? 0;
  const fast = await startReceiver();
  const sleeper = await startReceiver();
  sleeper.answerWith(async (_request, response) => {
    await wait(WEBHOOK_BUDGET.sleepMs);
    if (!response.destroyed) response.writeHead(200).end();
  });
  const site = await startSite(kind, SMALL_VOLUME, { WEBHOOK_ALLOW_PRIVATE: "1" });
  try {
    const cookie = await adminCookie(site.url);
    const admin = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${site.url}/api/admin/webhooks${path}`, {
        method,
        headers: {
          cookie,
          origin: site.url,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} /api/admin/webhooks${path}: ${response.status}`);
      return response.status === 204 ? undefined : ((await response.json()) as { id: number });
    };
    const endpoint = async (url: string) =>
      (await admin("POST", "", { url, events: ["idea.created"] }))?.id as number;
    const owed = new Set<number>();
    const arrivals = arrivalsAt(fast);
    const allDelivered = () => {
      const arrived = arrivals();
      return [...owed].every((id) => arrived.has(id));
    };
    const fastId = await endpoint(fast.url);

    // The public page, the fast endpoint off and on.
    await measure(site.url, PAGE, 3, 10);
    const rounds: Record<"off" | "on", Measured[]> = { off: [], on: [] };
    for (let round = 1; round <= settings.rounds; round++) {
      for (const side of round % 2 ? (["off", "on"] as const) : (["on", "off"] as const)) {
        await admin("PATCH", `/${fastId}`, { active: side === "on" });
        const ideas = postIdeas(site.url);
        const measured = await measure(
          site.url,
          PAGE,
          WEBHOOK_ROUND_SECONDS.page,
          settings.connections,
        );
        const posted = await ideas.stop();
        if (side === "on") for (const id of posted.keys()) owed.add(id);
        rounds[side].push(measured);
        process.stdout.write(`${side} ${Math.round(measured.requestsPerSecond)} `);
      }
    }
    await admin("PATCH", `/${fastId}`, { active: true });
    await until(allDelivered, DELIVERY_WAIT_MS);

    // The fast endpoint's delays, alone and beside one that sleeps.
    const delays: Record<"alone" | "beside", number[]> = { alone: [], beside: [] };
    for (let round = 1; round <= settings.rounds; round++) {
      for (const side of round % 2
        ? (["alone", "beside"] as const)
        : (["beside", "alone"] as const)) {
        let sleeperId: number | undefined;
        if (side === "beside") {
          // Its test ping wakes the worker: the sleeper holds a slot before the ideas come.
          sleeperId = await endpoint(sleeper.url);
          await admin("POST", `/${sleeperId}/test`);
          await until(() => sleeper.open() > 0, 10_000);
          if (sleeper.open() === 0) throw new Error("the sleeping endpoint was never called");
        }
        const ideas = postIdeas(site.url);
        await wait(WEBHOOK_ROUND_SECONDS.delays * 1000);
        const posted = await ideas.stop();
        for (const id of posted.keys()) owed.add(id);
        await until(allDelivered, DELIVERY_WAIT_MS);
        const arrived = arrivals();
        for (const [id, answeredAt] of posted) {
          const at = arrived.get(id);
          if (at !== undefined) delays[side].push(at - answeredAt);
        }
        if (sleeperId !== undefined) {
          await admin("DELETE", `/${sleeperId}`);
          // Alone means alone: the deleted sleeper's attempt out ends (the site's 15 s) first.
          await until(() => sleeper.open() === 0, 20_000);
        }
        process.stdout.write(`${side} `);
      }
    }

    const off = combine(rounds.off);
    const on = combine(rounds.on);
    const alone = summariseDelays(delays.alone);
    const besideSleeper = summariseDelays(delays.beside);
    const arrived = arrivals();
    return judgeWebhooks({
      kind,
      ...settings,
      load: { start: loadAtStart, end: os.loadavg()[0] ?? 0 },
      page: { off, on, share: on.requestsPerSecond / off.requestsPerSecond },
      delays: { alone, besideSleeper, extraMs: besideSleeper.p99 - alone.p99 },
      events: { owed: owed.size, delivered: [...owed].filter((id) => arrived.has(id)).length },
    });
  } finally {
    await site.stop();
    await fast.close();
    await sleeper.close();
  }
}

// What webhooks cost the public pages (contract §19, ADR 049): GET / measured on one site while
// startup ideas arrive at 1,000 a minute, each an `idea.created` event for an endpoint on a
// local receiver, against the same flow of ideas with the endpoint turned off (then no event is
// written). Rounds alternate on and off so the machine's drift hits both alike. Budget: the
// public page keeps at least 90% of its throughput, and every event is delivered.
//
// npx tsx scripts/bench/webhooks.ts — BENCH_DATABASES=pglite,postgres (default pglite),
// BENCH_ROUNDS (4), BENCH_SECONDS (10), BENCH_CONNECTIONS (20). Needs `npm run build` first.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { combine, type Measured, measure, type Target } from "./measure";
import { adminCookie, type DatabaseKind, startSite } from "./site";

const EVENTS_PER_MINUTE = 1_000;
const BUDGET = 0.9;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const KINDS = (process.env.BENCH_DATABASES ?? "pglite").split(",") as DatabaseKind[];
const PAGE: Target = { name: "GET /", kind: "page", method: "GET", path: "/" };

/** A receiver that answers 204 at once and counts what it got. */
async function startReceiver() {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      received++;
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received: () => received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Posts a startup idea every 60 s / 1,000 until stopped; resolves with how many it posted. */
function postIdeas(url: string) {
  let posted = 0;
  let stopped = false;
  const done = (async () => {
    const started = performance.now();
    while (!stopped) {
      const response = await fetch(`${url}/api/ideas`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url },
        body: JSON.stringify({
          name: `Bench Hook ${posted}`,
          email: `hook-${posted}@example.com`,
          idea: "Soil sensors that talk to irrigation controllers.",
          sector: "Biotech",
          stage: "Prototype/MVP",
        }),
      });
      if (response.status !== 201) throw new Error(`POST /api/ideas answered ${response.status}`);
      posted++;
      const due = started + (posted * 60_000) / EVENTS_PER_MINUTE;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    }
    return posted;
  })();
  return {
    stop: () => {
      stopped = true;
      return done;
    },
  };
}

async function run(kind: DatabaseKind) {
  const receiver = await startReceiver();
  const site = await startSite(
    kind,
    { ideas: 500, interests: 500, perspectives: 10 },
    { WEBHOOK_ALLOW_PRIVATE: "1" },
  );
  try {
    const cookie = await adminCookie(site.url);
    const admin = (method: string, path: string, body: unknown) =>
      fetch(`${site.url}/api/admin/webhooks${path}`, {
        method,
        headers: { cookie, origin: site.url, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const created = await admin("POST", "", { url: receiver.url, events: ["idea.created"] });
    if (created.status !== 201) throw new Error(`POST /api/admin/webhooks: ${created.status}`);
    const { id } = (await created.json()) as { id: number };
    const turn = async (active: boolean) => {
      const response = await admin("PATCH", `/${id}`, { active });
      if (!response.ok) throw new Error(`PATCH the webhook answered ${response.status}`);
    };

    await measure(site.url, PAGE, 3, 10);
    const rounds: Record<"off" | "on", Measured[]> = { off: [], on: [] };
    let eventsOn = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      for (const side of round % 2 ? (["off", "on"] as const) : (["on", "off"] as const)) {
        await turn(side === "on");
        const ideas = postIdeas(site.url);
        const measured = await measure(site.url, PAGE, SECONDS, CONNECTIONS);
        const posted = await ideas.stop();
        if (side === "on") eventsOn += posted;
        rounds[side].push(measured);
        process.stdout.write(`${side} ${Math.round(measured.requestsPerSecond)} `);
      }
    }
    await turn(true);
    // The worker looks every 5 s: give the last events time to go.
    const deadline = Date.now() + 30_000;
    while (receiver.received() < eventsOn && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const off = combine(rounds.off);
    const on = combine(rounds.on);
    const share = on.requestsPerSecond / off.requestsPerSecond;
    const failures = off.errors + off.non2xx + on.errors + on.non2xx;
    const pass = share >= BUDGET && failures === 0 && receiver.received() >= eventsOn;
    console.log(
      `\n${kind}: GET / ${Math.round(off.requestsPerSecond)} req/s without events, ${Math.round(on.requestsPerSecond)} with ${EVENTS_PER_MINUTE}/min delivered: ${(share * 100).toFixed(0)}% (budget ${BUDGET * 100}%); events ${receiver.received()}/${eventsOn} delivered; ${pass ? "PASS" : "FAIL"}`,
    );
    return pass;
  } finally {
    await site.stop();
    await receiver.stop();
  }
}

let allPass = true;
for (const kind of KINDS) allPass = (await run(kind)) && allPass;
process.exitCode = allPass ? 0 : 1;

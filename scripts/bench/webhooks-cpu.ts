// The server's CPU time per webhook delivery (ADR 049): `npx tsx scripts/bench/webhooks-cpu.ts
// [pglite|postgres] [rounds]`. Startup ideas are posted at 1,000 a minute (as in `webhooks.ts`)
// with their endpoint off (no event written) and on, in alternating rounds of equal length; the
// server process's CPU time on, less off, over the events delivered is what a delivery costs the
// app (on PGlite the database's work too, as it runs in the server's thread). It is measured
// apart from the page's share, which on a shared machine is bound by the neighbours' noise.
import os from "node:os";
import { startReceiver } from "../../tests/support/webhook-receiver";
import { adminCookie, cpuSeconds, type DatabaseKind, ensureBuild, startSite } from "./site";
import { SMALL_VOLUME } from "./site-comparison";
import { arrivalsAt, postIdeas, wait } from "./webhooks";

/** Ideas are posted this long in a round; the round then waits this tail for the deliveries. */
const POSTING_MS = 20_000;
const TAIL_MS = 8_000;

const kind = (process.argv[2] ?? "pglite") as DatabaseKind;
const rounds = Number(process.argv[3] ?? 3);

ensureBuild();
const receiver = await startReceiver();
const site = await startSite(kind, SMALL_VOLUME, { WEBHOOK_ALLOW_PRIVATE: "1" });
try {
  const cookie = await adminCookie(site.url);
  const headers = { cookie, origin: site.url, "content-type": "application/json" };
  const created = await fetch(`${site.url}/api/admin/webhooks`, {
    method: "POST",
    headers,
    body: JSON.stringify({ url: receiver.url, events: ["idea.created"] }),
  });
  const { id } = (await created.json()) as { id: number };
  const arrivals = arrivalsAt(receiver);
  // A round unrecorded first: the server's first requests and deliveries warm its JIT.
  const warming = postIdeas(site.url);
  await wait(POSTING_MS);
  await warming.stop();
  await wait(TAIL_MS);
  const perDelivery: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const spent = { off: 0, on: 0 };
    let delivered = 0;
    for (const side of ["off", "on"] as const) {
      await fetch(`${site.url}/api/admin/webhooks/${id}`, {
        method: "PATCH",
        headers,
        body: JSON.stringify({ active: side === "on" }),
      });
      const before = (await cpuSeconds(site.pid)).own;
      const ideas = postIdeas(site.url);
      await wait(POSTING_MS);
      const posted = await ideas.stop();
      await wait(TAIL_MS);
      spent[side] = (await cpuSeconds(site.pid)).own - before;
      if (side === "on") {
        const arrived = arrivals();
        delivered = [...posted.keys()].filter((idea) => arrived.has(idea)).length;
        if (delivered < posted.size) {
          throw new Error(`${posted.size - delivered} events not delivered within the round`);
        }
      }
    }
    const ms = ((spent.on - spent.off) * 1000) / delivered;
    perDelivery.push(ms);
    console.log(
      `[${kind}] round ${round}: CPU ${spent.off.toFixed(2)} s off, ${spent.on.toFixed(2)} s on, ${delivered} delivered: ${ms.toFixed(2)} ms a delivery (load ${os.loadavg()[0]?.toFixed(1)})`,
    );
  }
  const sorted = [...perDelivery].sort((a, b) => a - b);
  console.log(
    `[${kind}] CPU per delivery: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(2)} ms, worst ${sorted.at(-1)?.toFixed(2)} ms`,
  );
} finally {
  await site.stop();
  await receiver.close();
}

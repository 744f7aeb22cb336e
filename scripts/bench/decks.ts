// What a pitch deck costs the server (contract §17, ADR 050/051), through the built site
// (`npm run bench`, BENCH_ONLY=decks for this part alone): a 30-page 20 MB deck uploaded by
// `POST /api/ideas` as the form sends it, the admin deck API polled until its pages are all
// stored, while the server's RSS is sampled and other requests run at a steady rate; then
// hostile PDFs, timed until their deck is `unreadable`, the server's RSS read before and after.
import os from "node:os";
import { multipartBody } from "../../tests/support/media-api";
import { formBombPdf, heavyDeckPdf, hugeImagePdf } from "../../tests/support/pdf-fixtures";
import { type DecksRun, type HostileRun, judgeDecks } from "./decks-report";
import {
  adminCookie,
  cpuSeconds,
  type DatabaseKind,
  residentBytes,
  startSite,
  watchResidentMemory,
} from "./site";
import { SMALL_VOLUME } from "./site-comparison";
import { steadyLoad } from "./steady-load";

const MiB = 2 ** 20;
/** Each of the other targets, in requests per second: a busy small site's traffic. */
const OTHER_RATE = 50;
/**
 * The other requests are first measured alone this long, so that what the deck costs them
 * stands apart from what a loaded machine does to them anyway.
 */
const BASELINE_MS = 10_000;
/** The other requests' routes warmed before their baseline, which this much traffic does. */
const WARM_MS = 3_000;
const POLL_MS = 100;
/** Ample for the PDF child to exit and be reaped after its last page. */
const CHILD_EXIT_MS = 2_000;
/** How long the bench waits for pages, or for a hostile file's verdict, before it says never. */
const GIVE_UP_MS = 120_000;
/** After a hostile deck is stopped: the server's RSS read once its garbage had time to go. */
const SETTLE_MS = 3_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type AdminDeck = { state: string; pages: number | null; pagesReady: number };

/** Other traffic at a steady rate until stopped: the public home page and the admin list. */
const otherRequests = (url: string, cookie: string) =>
  steadyLoad(
    url,
    [{ path: "/" }, { path: "/api/admin/startup-ideas", headers: { cookie } }],
    OTHER_RATE,
  );

/** POST /api/ideas with the deck as the submission form sends it; the new idea's id. */
async function submitDeck(url: string, name: string, bytes: Uint8Array) {
  const { payload, headers } = multipartBody(
    { name: `${name}.pdf`, type: "application/pdf", bytes: Buffer.from(bytes) },
    {
      name: "Bench Deck",
      email: "deck@example.com",
      idea: "Soil sensors that talk to irrigation controllers.",
      sector: "Biotech",
      stage: "Prototype/MVP",
    },
    "deck",
  );
  const response = await fetch(`${url}/api/ideas`, {
    method: "POST",
    headers: { ...headers, origin: url },
    body: payload,
  });
  if (response.status !== 201) {
    throw new Error(
      `POST /api/ideas with ${name} answered ${response.status}: ${await response.text()}`,
    );
  }
  return ((await response.json()) as { id: number }).id;
}

/** Polls the admin deck API until `done`; the seconds since `started`, null after the wait. */
async function secondsUntil(
  url: string,
  cookie: string,
  ideaId: number,
  started: number,
  done: (deck: AdminDeck) => boolean,
) {
  while (performance.now() - started < GIVE_UP_MS) {
    const response = await fetch(`${url}/api/admin/startup-ideas/${ideaId}/deck`, {
      headers: { cookie },
    });
    if (!response.ok) throw new Error(`the deck of idea ${ideaId} answered ${response.status}`);
    if (done((await response.json()) as AdminDeck)) return (performance.now() - started) / 1000;
    await wait(POLL_MS);
  }
  return null;
}

export async function benchDecks(kind: DatabaseKind): Promise<DecksRun> {
  const loadAtStart = os.loadavg()[0] ?? 0;
  process.stdout.write("making the decks… ");
  const deck = await heavyDeckPdf(30, 20 * MiB);
  const hostileFiles = { "20,000² image": hugeImagePdf(20_000), "2^40 form bomb": formBombPdf(40) };
  const site = await startSite(kind, SMALL_VOLUME);
  try {
    const cookie = await adminCookie(site.url);
    // Warm the routes measured (and the PDF child's first start) with a one-page upload.
    const warm = await submitDeck(site.url, "warm-up", await heavyDeckPdf(1, MiB));
    await secondsUntil(site.url, cookie, warm, performance.now(), (d) => d.pagesReady === 1);

    // And the other requests' routes: their first answers (module loading, the JIT) would
    // otherwise stand in the baseline's p99 as a cost of the machine.
    const stopWarming = otherRequests(site.url, cookie);
    await wait(WARM_MS);
    await stopWarming();
    const baselineCpu = await cpuSeconds(site.pid);
    const stopBaseline = otherRequests(site.url, cookie);
    await wait(BASELINE_MS);
    const baseline = await stopBaseline();
    const baselineServerSeconds = (await cpuSeconds(site.pid)).own - baselineCpu.own;
    const stopOthers = otherRequests(site.url, cookie);
    await wait(1_000);
    const memory = await watchResidentMemory(site.pid);
    const cpuBefore = await cpuSeconds(site.pid);
    const started = performance.now();
    process.stdout.write("uploading… ");
    const ideaId = await submitDeck(site.url, "deck-30", deck);
    const uploadSeconds = (performance.now() - started) / 1000;
    const readySeconds = await secondsUntil(
      site.url,
      cookie,
      ideaId,
      started,
      (d) => d.pages !== null && d.pagesReady >= d.pages,
    );
    const rssPeakBytes = await memory.stop();
    const other = await stopOthers();
    const cpuAfter = await cpuSeconds(site.pid);
    // The drawing child ends just after its last page: its CPU time counts once it is reaped.
    await wait(CHILD_EXIT_MS);
    const children = (await cpuSeconds(site.pid)).children - cpuBefore.children;
    process.stdout.write(`ready after ${readySeconds?.toFixed(1)} s; hostile PDFs… `);

    const hostile: HostileRun[] = [];
    for (const [name, bytes] of Object.entries(hostileFiles)) {
      const rssBeforeBytes = await residentBytes(site.pid);
      const hostileStarted = performance.now();
      const id = await submitDeck(site.url, "hostile", bytes);
      const seconds = await secondsUntil(
        site.url,
        cookie,
        id,
        hostileStarted,
        (d) => d.state === "unreadable",
      );
      await wait(SETTLE_MS);
      hostile.push({
        name,
        bytes: bytes.length,
        seconds,
        rssBeforeBytes,
        rssAfterBytes: await residentBytes(site.pid),
      });
    }
    return judgeDecks({
      kind,
      load: { start: loadAtStart, end: os.loadavg()[0] ?? 0 },
      deck: {
        bytes: deck.length,
        pages: 30,
        uploadSeconds,
        readySeconds,
        rssBeforeBytes: memory.beforeBytes,
        rssPeakBytes,
      },
      cpuSeconds: {
        server: cpuAfter.own - cpuBefore.own,
        children,
        baselineServer: baselineServerSeconds / (BASELINE_MS / 1000),
      },
      otherRate: OTHER_RATE,
      baseline,
      other,
      hostile,
    });
  } finally {
    await site.stop();
  }
}

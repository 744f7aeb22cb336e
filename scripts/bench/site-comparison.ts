// What one setting costs a submission: POST /api/ideas on two sites that differ only in that
// setting, measured in alternating rounds so the machine's drift hits both alike.
// - Mail (contract §11): one site without SMTP_URL, one sending every submission's
//   notification to a local SMTP server. Budget: at least 90% of the throughput without mail.
// - The per-IP limit (ADR 016): one site with RATE_LIMITS=off, one with it on, each request
//   from a new client address (behind TRUST_PROXY), so every one spends a hit on a new
//   counter. For information: issue 14's budget for the limit is against the code before the
//   limit moved into the database, which this tree no longer holds (ADR 016 has the figures).
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { combine, type Measured, measure, type Target } from "./measure";
import { adminCookie, type DatabaseKind, type Site, startSite } from "./site";

export type Setting = "mail" | "limits";

/** Submissions do not read the seeded rows: a small seed keeps the two sites quick to start. */
export const SMALL_VOLUME = { ideas: 500, interests: 500, perspectives: 10 };
/** The share of the site without the setting that the site with it must reach, if any. */
export const COMPARISON_BUDGETS: Record<Setting, number | null> = { mail: 0.9, limits: null };

export type SiteComparison = {
  kind: DatabaseKind;
  setting: Setting;
  off: Measured;
  on: Measured;
  share: number;
  /** Mail the SMTP server accepted while (and shortly after) the sites were measured. */
  delivered?: number;
  pass: boolean;
};

export type ComparisonSettings = {
  rounds: number;
  seconds: number;
  connections: number;
  warmupSeconds: number;
};

/** `discarding-smtp.ts` in a process of its own, and how many messages it has accepted. */
async function startDiscardingSmtp() {
  const child = spawn(
    process.execPath,
    [...process.execArgv, path.join(import.meta.dirname, "discarding-smtp.ts")],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let delivered = 0;
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the SMTP server exited (${code})`)));
    lines.on("line", (line) => {
      if (line.startsWith("port ")) resolve(Number(line.slice(5)));
      else delivered = Number(line);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered: () => delivered,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners("exit");
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** The bench admin wants every submission at once, at an address: one mail per submission. */
async function wantMail(site: Site) {
  const response = await fetch(`${site.url}/api/admin/me`, {
    method: "PATCH",
    headers: {
      cookie: await adminCookie(site.url),
      "content-type": "application/json",
      origin: site.url,
    },
    body: JSON.stringify({ email: "bench.studio@example.com", notify: "instant" }),
  });
  if (!response.ok) throw new Error(`PATCH /api/admin/me answered ${response.status}`);
}

export async function compareMail(
  kind: DatabaseKind,
  target: Target,
  settings: ComparisonSettings,
): Promise<SiteComparison> {
  const smtp = await startDiscardingSmtp();
  try {
    const measured = await compareSites(kind, "mail", target, settings, {
      off: {},
      on: { SMTP_URL: smtp.url },
      prepareOn: wantMail,
    });
    return { kind, setting: "mail", ...measured, delivered: smtp.delivered() };
  } finally {
    await smtp.stop();
  }
}

export async function compareLimits(
  kind: DatabaseKind,
  target: Target,
  settings: ComparisonSettings,
): Promise<SiteComparison> {
  const fromNewClients = { ...target, newClientPerRequest: true };
  const measured = await compareSites(kind, "limits", fromNewClients, settings, {
    off: { RATE_LIMITS: "off", TRUST_PROXY: "1" },
    on: { RATE_LIMITS: "on", TRUST_PROXY: "1" },
  });
  return { kind, setting: "limits", ...measured };
}

async function compareSites(
  kind: DatabaseKind,
  setting: Setting,
  target: Target,
  settings: ComparisonSettings,
  sites: {
    off: Record<string, string>;
    on: Record<string, string>;
    prepareOn?: (site: Site) => Promise<void>;
  },
) {
  const off = await startSite(kind, SMALL_VOLUME, sites.off);
  let on: Site | undefined;
  try {
    on = await startSite(kind, SMALL_VOLUME, sites.on);
    await sites.prepareOn?.(on);
    await measure(off.url, target, settings.warmupSeconds, 10);
    await measure(on.url, target, settings.warmupSeconds, 10);
    const offRounds: Measured[] = [];
    const onRounds: Measured[] = [];
    const sides = [
      { name: "off", site: off, rounds: offRounds },
      { name: "on", site: on, rounds: onRounds },
    ];
    for (let round = 1; round <= settings.rounds; round++) {
      process.stdout.write(`${round}/${settings.rounds} `);
      // Each side goes first every other round: the one measured second would otherwise
      // always pay for the first one's aftermath (its autovacuum, its worker catching up).
      for (const { name, site, rounds } of round % 2 ? sides : [...sides].reverse()) {
        const measured = await measure(site.url, target, settings.seconds, settings.connections);
        // Each round's figures, so the spread between rounds is there to judge the share by.
        process.stdout.write(`${name} ${Math.round(measured.requestsPerSecond)} `);
        rounds.push(measured);
      }
    }
    const measuredOff = combine(offRounds);
    const measuredOn = combine(onRounds);
    const share = measuredOn.requestsPerSecond / measuredOff.requestsPerSecond;
    const failures =
      measuredOn.errors + measuredOn.non2xx + measuredOff.errors + measuredOff.non2xx;
    return {
      off: measuredOff,
      on: measuredOn,
      share,
      pass: share >= (COMPARISON_BUDGETS[setting] ?? 0) && failures === 0,
    };
  } finally {
    await on?.stop();
    await off.stop();
  }
}

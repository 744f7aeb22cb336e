// The cost of mail to a submission (contract §11, issue "nobody misses a submission"):
// POST /api/ideas on two identical sites, one without SMTP_URL and one sending every
// submission's notification to a local SMTP server, measured in alternating rounds.
// Budget: with mail on, at least 90% of the throughput with mail off.
import { SMTPServer } from "smtp-server";
import { combine, type Measured, measure, type Target } from "./measure";
import { adminCookie, type DatabaseKind, type Site, startSite } from "./site";

/** Submissions do not read the seeded rows: a small seed keeps the two sites quick to start. */
const SMALL_VOLUME = { ideas: 500, interests: 500, perspectives: 10 };
export const MAIL_BUDGET = { shareOfMailOff: 0.9 } as const;

export type MailComparison = {
  kind: DatabaseKind;
  mailOff: Measured;
  mailOn: Measured;
  share: number;
  /** Mail the SMTP server accepted while (and shortly after) the site was measured. */
  delivered: number;
  pass: boolean;
};

/** An SMTP server that accepts and drops every message, counting them: no parsing cost. */
async function startDiscardingSmtp() {
  let delivered = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => {
        delivered++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered: () => delivered,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
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
  settings: { rounds: number; seconds: number; connections: number; warmupSeconds: number },
): Promise<MailComparison> {
  const smtp = await startDiscardingSmtp();
  const off = await startSite(kind, SMALL_VOLUME);
  let on: Site | undefined;
  try {
    on = await startSite(kind, SMALL_VOLUME, { SMTP_URL: smtp.url });
    await wantMail(on);
    await measure(off.url, target, settings.warmupSeconds, 10);
    await measure(on.url, target, settings.warmupSeconds, 10);
    const offRounds: Measured[] = [];
    const onRounds: Measured[] = [];
    for (let round = 1; round <= settings.rounds; round++) {
      process.stdout.write(`${round}/${settings.rounds} `);
      offRounds.push(await measure(off.url, target, settings.seconds, settings.connections));
      onRounds.push(await measure(on.url, target, settings.seconds, settings.connections));
    }
    const mailOff = combine(offRounds);
    const mailOn = combine(onRounds);
    const share = mailOn.requestsPerSecond / mailOff.requestsPerSecond;
    return {
      kind,
      mailOff,
      mailOn,
      share,
      delivered: smtp.delivered(),
      pass:
        share >= MAIL_BUDGET.shareOfMailOff &&
        mailOn.errors + mailOn.non2xx + mailOff.errors + mailOff.non2xx === 0,
    };
  } finally {
    await on?.stop();
    await off.stop();
    await smtp.stop();
  }
}

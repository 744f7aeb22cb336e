import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { MailTransport } from "../../lib/mail/mail-transport";
import { deliverMail, takeDueMail } from "./deliver-mail";
import { runDueJobs, type ScheduledJob, scheduleJobs } from "./scheduled-jobs";

/** How often an idle instance looks for mail other instances wrote and for due jobs. */
const DEFAULT_POLL_MS = 5_000;
/** Batches one run sends before it lets the next look (and a stop) in. */
const MAX_BATCHES_PER_RUN = 20;

export type BackgroundWork = {
  /** Look now (mail was just written here) rather than at the next poll. */
  wake(): void;
  /** One look: due jobs, then due mail; resolves when it is done (tests, shutdown). */
  runOnce(): Promise<void>;
  /** Stops looking and waits for a look in progress to end. */
  stop(): Promise<void>;
};

type Options = {
  db: Database;
  /** Null when mail is not set up: jobs still run, nothing is sent. */
  transport: MailTransport | null;
  /** For each mail's Message-ID (the site's host name). */
  host: string;
  jobs: readonly ScheduledJob[];
  log: FastifyBaseLogger;
  pollMs?: number;
};

/**
 * The in-process worker every instance runs (ADR 024): it sends the outbox's due mail and
 * runs due scheduled jobs. Taking work through the database (SKIP LOCKED) is what makes
 * each mail and each job happen once however many instances look.
 */
export async function startBackgroundWork(options: Options): Promise<BackgroundWork> {
  const { db, transport, host, jobs, log, pollMs = DEFAULT_POLL_MS } = options;
  await scheduleJobs(db, jobs);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function look() {
    const ran = await runDueJobs(db, jobs);
    if (ran.length > 0) log.info({ jobs: ran }, "scheduled jobs ran");
    if (!transport) return;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !stopped; batch++) {
      const taken = await takeDueMail(db);
      if (taken.length === 0) return;
      for (const mail of taken) {
        const outcome = await deliverMail(db, transport, host, mail);
        if (outcome === "failed") log.warn({ mailId: mail.id }, "mail given up after 24 hours");
      }
    }
  }

  function runOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    clearTimeout(timer);
    running = look()
      .catch((error: unknown) => log.error({ err: error }, "background work failed; retrying"))
      .finally(() => {
        running = undefined;
        if (stopped) return;
        if (again) {
          again = false;
          void runOnce();
        } else {
          timer = setTimeout(() => void runOnce(), pollMs);
          timer.unref();
        }
      });
    return running;
  }

  void runOnce();
  return {
    wake: () => {
      if (!stopped) void runOnce();
    },
    async runOnce() {
      while (running) await running;
      return runOnce();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}

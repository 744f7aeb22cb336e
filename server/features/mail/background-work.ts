import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { MailTransport } from "../../lib/mail/mail-transport";
import { runDueJobs, type ScheduledJob, scheduleJobs } from "../../lib/scheduled-jobs";
import { foldCountChanges } from "../submissions/submission-counts";
import { SUBMISSIONS_PER_LOOK, writeSubmissionMail } from "../submissions/submission-mail";
import { deliverBatch, takeDueMail } from "./deliver-mail";

/** How often an idle instance looks for mail other instances wrote and for due jobs. */
const DEFAULT_POLL_MS = 5_000;
/**
 * How long one look sends before the next look (new submissions' mail, the counts' fold, a
 * stop) comes in: two batches at the idle pace (deliver-mail.ts), a few mails while busy.
 */
const SENDING_MS_PER_LOOK = 5_000;
/**
 * A wake waits this long first, so a burst of submissions is sent as one batch rather
 * than each submission starting its own look (and its own database statements).
 */
const WAKE_DELAY_MS = 200;

export type BackgroundWork = {
  /** Look now (mail was just written here) rather than at the next poll. */
  wake(): void;
  /** One look: due jobs, new submissions' mail, then due mail; resolves when done. */
  runOnce(): Promise<void>;
  /** Stops looking and waits for a look in progress to end. */
  stop(): Promise<void>;
};

type Options = {
  db: Database;
  /** Null when mail is not set up: jobs still run, nothing is sent. */
  transport: MailTransport | null;
  /** The site's address, for the links in submission mail. */
  publicUrl: string;
  /** For each mail's Message-ID (the site's host name). */
  host: string;
  jobs: readonly ScheduledJob[];
  log: FastifyBaseLogger;
  pollMs?: number;
};

/**
 * The in-process worker every instance runs (ADR 024): it sends the outbox's due mail, runs
 * due scheduled jobs and folds the submission counts' changes. Taking work through the database (SKIP LOCKED) is what makes
 * each mail and each job happen once however many instances look.
 */
export async function startBackgroundWork(options: Options): Promise<BackgroundWork> {
  const { db, transport, publicUrl, host, jobs, log, pollMs = DEFAULT_POLL_MS } = options;
  await scheduleJobs(db, jobs);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  // When the counts were last folded and jobs looked at. Time, not the poll's timer, says
  // when again: wakes that keep coming (a flood of submissions with mail on) keep the timer
  // from ever firing, and the counts and jobs must not wait for the flood to end.
  let jobsLookedAt = Number.NEGATIVE_INFINITY;

  /**
   * On the poll's beat, however the look was started: the submission counts' pending changes
   * folded in (ADR 026) and due jobs (minutes apart). Then, at every look, due mail. True when
   * it turned a full batch of submissions into mail: there may be more, and a burst of them
   * should not wait for the next poll.
   */
  async function look(): Promise<boolean> {
    if (performance.now() - jobsLookedAt >= pollMs) {
      jobsLookedAt = performance.now();
      await foldCountChanges(db);
      const ran = await runDueJobs(db, jobs);
      if (ran.length > 0) log.info({ jobs: ran }, "scheduled jobs ran");
    }
    if (!transport) return false;
    const written = await writeSubmissionMail(db, publicUrl);
    const sendUntil = performance.now() + SENDING_MS_PER_LOOK;
    while (!stopped && performance.now() < sendUntil) {
      const taken = await takeDueMail(db);
      if (taken.length === 0) break;
      const { failed } = await deliverBatch(db, transport, host, taken, sendUntil);
      if (failed > 0) log.warn({ failed }, "mail given up after 24 hours of attempts");
    }
    return written === SUBMISSIONS_PER_LOOK;
  }

  let wakeTimer: NodeJS.Timeout | undefined;

  function runOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    clearTimeout(timer);
    running = look()
      .then((more) => {
        if (more) again = true;
      })
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
      if (stopped || wakeTimer) return;
      wakeTimer = setTimeout(() => {
        wakeTimer = undefined;
        void runOnce();
      }, WAKE_DELAY_MS);
    },
    async runOnce() {
      while (running) await running;
      jobsLookedAt = Number.NEGATIVE_INFINITY;
      return runOnce();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(wakeTimer);
      await running;
      transport?.close();
    },
  };
}

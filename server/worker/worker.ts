import { performance } from "node:perf_hooks";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import {
  isScheduledTask,
  type LookContext,
  type LookTask,
  type WorkerTask,
} from "../lib/worker-task";
import { putOnSchedule, runDueScheduledTasks } from "./schedule";

/** How often an idle instance looks for work other instances queued and for due turns. */
const DEFAULT_POLL_MS = 5_000;
/**
 * A wake-up waits this long first, so a burst of submissions is one look rather than each
 * submission starting its own (and its own database statements).
 */
const WAKE_DELAY_MS = 200;

export type BackgroundWorker = {
  /** Look soon (this instance just queued work) rather than at the next poll. */
  wake(): void;
  /** One look, the beat's tasks included; resolves when it is done (tests drive the worker so). */
  runOnce(): Promise<void>;
  /** Stops looking, waits for a look in progress to end, then stops the tasks. */
  stop(): Promise<void>;
};

type Options = {
  db: Database;
  /**
   * What to do (ADR 028). Tasks of one kind run in the order given, so a task that queues
   * work for another (submission mail, then its delivery) comes first.
   */
  tasks: readonly WorkerTask[];
  log: FastifyBaseLogger;
  pollMs?: number;
};

/**
 * The one background worker every instance runs (ADR 028). Each look runs, on the poll's
 * beat, the `"poll"` tasks and the scheduled tasks whose turn is due, then, at every look,
 * the `"wake"` tasks. The tasks claim their work through the database (`FOR UPDATE SKIP
 * LOCKED`), which is what makes each piece of it happen once however many instances look.
 */
export async function startWorker(options: Options): Promise<BackgroundWorker> {
  const { db, tasks, log, pollMs = DEFAULT_POLL_MS } = options;
  const scheduled = tasks.filter(isScheduledTask);
  const looking = tasks.filter((task): task is LookTask => !isScheduledTask(task));
  const onTheBeat = looking.filter((task) => task.when === "poll");
  const atEveryLook = looking.filter((task) => task.when === "wake");
  await putOnSchedule(db, scheduled);

  const stopping = new AbortController();
  let pollTimer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  // When the beat's tasks last ran. Time, not the poll's timer, says when again: wake-ups
  // that keep coming (a flood of submissions with mail on) keep the timer from ever firing,
  // and the counts and the schedule must not wait for the flood to end.
  let beatAt = Number.NEGATIVE_INFINITY;
  let stopped: Promise<void> | undefined;

  async function runTask(task: LookTask, context: LookContext) {
    try {
      await task.run(context);
    } catch (error) {
      log.error(
        { err: error, task: task.name },
        "background task failed; it runs again at its next turn",
      );
    }
  }

  /** One look; true when a task asked to look again at once. */
  async function look(): Promise<boolean> {
    let more = false;
    const context: LookContext = {
      db,
      log,
      signal: stopping.signal,
      lookAgain: () => {
        more = true;
      },
    };
    if (performance.now() - beatAt >= pollMs) {
      beatAt = performance.now();
      for (const task of onTheBeat) await runTask(task, context);
      const ran = await runDueScheduledTasks(db, scheduled, log);
      if (ran.length > 0) log.info({ tasks: ran }, "scheduled tasks ran");
    }
    for (const task of atEveryLook) {
      if (stopping.signal.aborted) break;
      await runTask(task, context);
    }
    return more;
  }

  function runOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    // This look sees all the work queued so far: a wake-up waiting to start one is answered.
    clearTimeout(pollTimer);
    clearTimeout(wakeTimer);
    wakeTimer = undefined;
    running = look()
      .then((more) => {
        if (more) again = true;
      })
      .catch((error: unknown) => log.error({ err: error }, "background work failed; retrying"))
      .finally(() => {
        running = undefined;
        if (stopping.signal.aborted) return;
        if (again) {
          again = false;
          void runOnce();
        } else {
          pollTimer = setTimeout(() => void runOnce(), pollMs);
          pollTimer.unref();
        }
      });
    return running;
  }

  void runOnce();
  return {
    wake() {
      if (stopping.signal.aborted || wakeTimer) return;
      wakeTimer = setTimeout(() => {
        wakeTimer = undefined;
        void runOnce();
      }, WAKE_DELAY_MS);
    },
    async runOnce() {
      while (running) await running;
      beatAt = Number.NEGATIVE_INFINITY;
      return runOnce();
    },
    stop() {
      stopped ??= (async () => {
        stopping.abort();
        clearTimeout(pollTimer);
        clearTimeout(wakeTimer);
        await running;
        for (const task of tasks) {
          try {
            await task.stop?.();
          } catch (error) {
            log.error({ err: error, task: task.name }, "background task did not stop cleanly");
          }
        }
      })();
      return stopped;
    },
  };
}

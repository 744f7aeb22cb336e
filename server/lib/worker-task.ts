import type { FastifyBaseLogger } from "fastify";
import type { Database, Transaction } from "../db/client";

/**
 * One kind of background work (ADR 028): a small module in the feature it belongs to
 * (`server/features/<feature>/tasks/<what>-task.ts`) saying what it is called, when it runs
 * and what it does. server/app.ts hands the list to the worker (server/worker), which knows
 * nothing else of the feature. The type lives here, below both, so a feature never imports
 * the worker.
 */
export type WorkerTask = LookTask | ScheduledTask;

type Named = {
  /** Shown in the logs; a scheduled task's row in `scheduled_jobs` is keyed by it. */
  name: string;
  /** Called once the worker has stopped (and no look is running): close what `run` used. */
  stop?(): void | Promise<void>;
};

/** Work every instance does on its looks, claiming its own rows as it goes. */
export type LookTask = Named & {
  /**
   * `"poll"`: once every poll interval (5 s) whatever starts the looks, so wake-ups that keep
   * coming (a flood of submissions) never hold it back; the counts' fold.
   * `"wake"`: at every look: the poll's, each wake-up (this instance just queued work for it)
   * and a look again at once; mail.
   */
  when: "poll" | "wake";
  /**
   * Does the work. Rows that several instances could take are claimed with
   * `FOR UPDATE SKIP LOCKED`, so each is worked once across instances.
   */
  run(context: LookContext): Promise<unknown>;
};

export type LookContext = {
  db: Database;
  log: FastifyBaseLogger;
  /** Aborted when the worker stops: a task working through batches ends after the current one. */
  signal: AbortSignal;
  /**
   * Call when the task stopped with more it could do now (it took a full batch): the worker
   * looks again at once rather than at the next poll.
   */
  lookAgain(): void;
};

/** Work on a schedule, done once across every instance. */
export type ScheduledTask = Named & {
  /**
   * A five-field cron read in the company's time zone (`site.timeZone`): "0 8 * * *" is 08:00
   * there, summer or winter. `atStartUp` also makes it due whenever an instance starts (the
   * first look of one instance runs it).
   */
  when: { cron: string; atStartUp?: boolean };
  /**
   * Runs in the transaction that holds the task's turn (its `scheduled_jobs` row, taken
   * `FOR UPDATE SKIP LOCKED`) and moves it to its next time: both happen or neither.
   */
  run(context: ScheduledContext): Promise<unknown>;
};

export type ScheduledContext = {
  tx: Transaction;
  /** When the turn was due (the digest covers the day before it). */
  firedAt: Date;
  log: FastifyBaseLogger;
};

export const isScheduledTask = (task: WorkerTask): task is ScheduledTask =>
  typeof task.when === "object";

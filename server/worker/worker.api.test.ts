import { eq, sql } from "drizzle-orm";
import Fastify, { type FastifyBaseLogger } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { detroitHour, makeTurnDue, turnOf } from "../../tests/support/scheduled-turns";
import { openTestDatabase } from "../../tests/support/test-app";
import type { DatabaseHandle } from "../db/client";
import { siteSettings } from "../db/schema";
import type { LookTask, ScheduledTask, WorkerTask } from "../lib/worker-task";
import { type BackgroundWorker, startWorker } from "./worker";

/**
 * The worker's own behaviour (ADR 028) with tasks made up for the test, on both databases; the
 * real tasks are tested with their features (server/features/mail/mail-tasks.api.test.ts).
 */
let fresh: Awaited<ReturnType<typeof openTestDatabase>>;
let database: DatabaseHandle;

beforeAll(async () => {
  fresh = await openTestDatabase();
  database = fresh.database;
});
afterAll(() => fresh?.dispose());

/** A logger that keeps what the worker logs, for the tests that expect a failure logged. */
function keptLog(): { log: FastifyBaseLogger; lines: { msg: string; task?: string }[] } {
  const lines: { msg: string; task?: string }[] = [];
  const log = Fastify({
    logger: { level: "info", stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  }).log;
  return { log, lines };
}

const started: BackgroundWorker[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((worker) => worker.stop()));
});

async function startTestWorker(tasks: WorkerTask[], pollMs: number, log = keptLog().log) {
  const worker = await startWorker({ db: database.db, tasks, log, pollMs });
  started.push(worker);
  return worker;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, withinMs: number) {
  const deadline = performance.now() + withinMs;
  while (performance.now() < deadline && !(await condition())) await wait(20);
}

/** A look task that counts its runs. */
function counting(when: LookTask["when"], then?: LookTask["run"]) {
  const task = {
    name: `counting-${when}`,
    when,
    runs: 0,
    async run(context: Parameters<LookTask["run"]>[0]) {
      task.runs++;
      await then?.(context);
    },
  };
  return task;
}

const makeDue = (name: string) => makeTurnDue(database.db, name);
const turnOfTask = (name: string) => turnOf(database.db, name);

const TEN_MINUTES = 10 * 60_000;

describe("the worker's looks", () => {
  it("looks again at once when a task asks, not at the next poll", async () => {
    const task = counting("wake", async ({ lookAgain }) => {
      if (task.runs < 3) lookAgain();
    });
    // A poll far beyond the test's wait: only the worker's own looks again can pass it.
    await startTestWorker([task], TEN_MINUTES);
    await until(() => task.runs >= 3, 5_000);
    await wait(100);
    expect(task.runs).toBe(3);
  });

  it("runs the poll tasks on the beat while wake-ups keep coming", async () => {
    const onTheBeat = counting("poll");
    const atEveryLook = counting("wake");
    const worker = await startTestWorker([onTheBeat, atEveryLook], 300);
    await worker.runOnce();
    const before = onTheBeat.runs;
    // Wake-ups far faster than the poll: each starts a look, and the poll's timer never fires.
    const floodEnds = performance.now() + 1_500;
    while (performance.now() < floodEnds) {
      worker.wake();
      await wait(50);
    }
    expect(onTheBeat.runs - before).toBeGreaterThanOrEqual(3);
    expect(atEveryLook.runs).toBeGreaterThan(onTheBeat.runs);
  });

  it("makes a burst of wake-ups one look", async () => {
    const task = counting("wake");
    const worker = await startTestWorker([task], TEN_MINUTES);
    await worker.runOnce();
    const before = task.runs;
    for (let n = 0; n < 20; n++) worker.wake();
    await until(() => task.runs > before, 2_000);
    await wait(400);
    expect(task.runs - before).toBe(1);
  });

  it("answers a waiting wake-up with a look that starts before it fires", async () => {
    const task = counting("wake");
    const worker = await startTestWorker([task], TEN_MINUTES);
    await worker.runOnce();
    const before = task.runs;
    worker.wake();
    await worker.runOnce();
    await wait(400);
    expect(task.runs - before).toBe(1);
  });

  it("logs a failing task by name and still runs the others", async () => {
    const { log, lines } = keptLog();
    const after = counting("wake");
    const worker = await startTestWorker(
      [
        {
          name: "always-fails",
          when: "wake",
          run: () => Promise.reject(new Error("out of luck")),
        },
        after,
      ],
      TEN_MINUTES,
      log,
    );
    await worker.runOnce();
    expect(after.runs).toBeGreaterThanOrEqual(1);
    expect(lines.some((line) => line.task === "always-fails")).toBe(true);
  });
});

describe("stopping", () => {
  it("waits for the look in progress, which sees the stop, then stops every task", async () => {
    let release = () => {};
    let running = false;
    let sawStop = false;
    let stoppedTasks = 0;
    const slow: LookTask = {
      name: "slow",
      when: "wake",
      async run({ signal }) {
        await new Promise<void>((resolve) => {
          release = resolve;
          running = true;
        });
        sawStop = signal.aborted;
      },
      stop: () => {
        stoppedTasks++;
      },
    };
    const worker = await startTestWorker([slow], TEN_MINUTES);
    await until(() => running, 2_000);
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await wait(100);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(sawStop).toBe(true);
    expect(stoppedTasks).toBe(1);
    // A second stop (the app closing twice) neither waits again nor stops the tasks again.
    await worker.stop();
    expect(stoppedTasks).toBe(1);
  });
});

describe("scheduled tasks", () => {
  it("runs a due turn once across two workers on one database and moves it to 08:00 company time", async () => {
    let runs = 0;
    const digest: ScheduledTask = {
      name: "test-morning",
      when: { cron: "0 8 * * *" },
      async run({ tx }) {
        runs++;
        // Long enough that the other worker comes while this one holds the turn.
        await tx.execute(sql`select 1`);
        await wait(200);
      },
    };
    const first = await startTestWorker([digest], TEN_MINUTES);
    const second = await startTestWorker([digest], TEN_MINUTES);
    await makeDue(digest.name);
    await Promise.all([first.runOnce(), second.runOnce(), first.runOnce(), second.runOnce()]);
    expect(runs).toBe(1);

    const turn = await turnOfTask(digest.name);
    expect(turn?.lastRunAt).not.toBeNull();
    expect(turn?.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(detroitHour(turn?.nextRunAt)).toBe("08");
  });

  it("runs a task at start-up when it asks to, and keeps a waiting turn's time otherwise", async () => {
    const yearly = (name: string, atStartUp: boolean): ScheduledTask & { runs: number } => {
      const task = {
        name,
        when: { cron: "0 0 1 1 *", atStartUp },
        runs: 0,
        async run() {
          task.runs++;
        },
      };
      return task;
    };
    const atStartUp = yearly("test-at-start-up", true);
    const onItsDay = yearly("test-on-its-day", false);
    const worker = await startTestWorker([atStartUp, onItsDay], TEN_MINUTES);
    await worker.runOnce();
    expect(atStartUp.runs).toBe(1);
    expect(onItsDay.runs).toBe(0);
    expect((await turnOfTask(onItsDay.name))?.lastRunAt).toBeNull();
  });

  it("rolls back a failing task's work, keeps its turn due and logs it", async () => {
    const { log, lines } = keptLog();
    const failing: ScheduledTask = {
      name: "test-failing",
      when: { cron: "0 8 * * *" },
      async run({ tx }) {
        await tx.insert(siteSettings).values({ key: "test-half-done", value: 1 });
        throw new Error("half way");
      },
    };
    const worker = await startTestWorker([failing], TEN_MINUTES, log);
    await makeDue(failing.name);
    await worker.runOnce();
    const halfDone = await database.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, "test-half-done"));
    expect(halfDone).toEqual([]);
    const turn = await turnOfTask(failing.name);
    expect(turn?.lastRunAt).toBeNull();
    expect(turn?.nextRunAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(lines.some((line) => line.task === "test-failing")).toBe(true);
  });
});

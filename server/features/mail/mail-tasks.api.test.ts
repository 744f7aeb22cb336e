import { count, eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink";
import { openTestDatabase } from "../../../tests/support/test-app";
import type { DatabaseHandle } from "../../db/client";
import { activityLog, mailOutbox, startupIdeas, submissionCountChanges } from "../../db/schema";
import { createMailTransport, type MailTransport } from "../../lib/mail/mail-transport";
import type { WorkerTask } from "../../lib/worker-task";
import { startWorker } from "../../worker/worker";
import { SUBMISSIONS_PER_LOOK } from "../submissions/submission-mail";
import { foldCountsTask } from "../submissions/tasks/fold-counts-task";
import { deliverMailTask } from "./tasks/deliver-mail-task";
import { submissionMailTask } from "./tasks/submission-mail-task";

const POLL_MS = 400;
/** How often a flood of submissions with mail on wakes the worker (each one does). */
const WAKE_EVERY_MS = 50;

/** The mail and counts' tasks as server/app.ts registers them, on a worker of the test's pace. */
describe("the worker with the mail and counts' tasks", () => {
  let fresh: Awaited<ReturnType<typeof openTestDatabase>>;
  let database: DatabaseHandle;

  beforeAll(async () => {
    fresh = await openTestDatabase();
    database = fresh.database;
  });
  afterAll(() => fresh.dispose());

  const startWork = (transport: MailTransport | null, pollMs: number) => {
    const tasks: WorkerTask[] = [foldCountsTask];
    if (transport) {
      tasks.push(
        submissionMailTask("http://localhost:3000"),
        deliverMailTask({ transport, host: "localhost" }),
      );
    }
    return startWorker({ db: database.db, tasks, log: Fastify({ logger: false }).log, pollMs });
  };

  it("looks again at once after a full batch of submissions, not at the next poll", async () => {
    const sink: SmtpSink = await startSmtpSink();
    const work = await startWork(
      createMailTransport({ smtpUrl: sink.url, from: "studio@rootstock.example" }),
      // Far beyond the test's wait: only a look started by the worker itself can pass it.
      10 * 60_000,
    );
    const acknowledgements = async () =>
      (
        await database.db
          .select({ written: count() })
          .from(mailOutbox)
          .where(eq(mailOutbox.purpose, "acknowledgement"))
      )[0]?.written;
    try {
      await work.runOnce();
      // A burst within one wake: more submissions than one look turns into mail.
      const burst = SUBMISSIONS_PER_LOOK + 5;
      const ideas = await database.db
        .insert(startupIdeas)
        .values(
          Array.from({ length: burst }, (_, n) => ({
            name: `Burst Founder ${n}`,
            email: `burst${n}@example.com`,
            idea: "Hail nets that fold themselves.",
            sector: "Ag Robotics & Automation",
            stage: "Idea",
          })),
        )
        .returning({ id: startupIdeas.id });
      await database.db.insert(activityLog).values(
        ideas.map(({ id }) => ({
          action: "created",
          subjectType: "startup_idea",
          subjectId: id,
          mailOwed: true,
        })),
      );
      work.wake();
      const deadline = performance.now() + 30_000;
      while (performance.now() < deadline && (await acknowledgements()) !== burst) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await acknowledgements()).toBe(burst);
    } finally {
      await work.stop();
      await sink.stop();
    }
  });

  it("folds the counts on the poll's beat while wakes keep coming", async () => {
    const work = await startWork(null, POLL_MS);
    const pending = async () =>
      (await database.db.select({ changes: count() }).from(submissionCountChanges))[0]?.changes;
    try {
      await work.runOnce();
      await database.db.insert(startupIdeas).values({
        name: "Flood Founder",
        email: "flood@example.com",
        idea: "Hail nets that fold themselves.",
        sector: "Ag Robotics & Automation",
        stage: "Idea",
      });
      expect(await pending()).toBe(1);
      // Wakes faster than the poll: before, each look they started cancelled the poll's
      // timer, and the counts were not folded again until the wakes stopped.
      const deadline = performance.now() + 5 * POLL_MS;
      while (performance.now() < deadline && (await pending()) !== 0) {
        work.wake();
        await new Promise((resolve) => setTimeout(resolve, WAKE_EVERY_MS));
      }
      expect(await pending()).toBe(0);
    } finally {
      await work.stop();
    }
  });
});

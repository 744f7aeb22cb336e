import { count } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/test-app";
import type { DatabaseHandle } from "../../db/client";
import { startupIdeas, submissionCountChanges } from "../../db/schema";
import { startBackgroundWork } from "./background-work";

const POLL_MS = 400;
/** How often a flood of submissions with mail on wakes the worker (each one does). */
const WAKE_EVERY_MS = 50;

describe("the background worker", () => {
  let fresh: Awaited<ReturnType<typeof openTestDatabase>>;
  let database: DatabaseHandle;

  beforeAll(async () => {
    fresh = await openTestDatabase();
    database = fresh.database;
  });
  afterAll(() => fresh.dispose());

  it("folds the counts on the poll's beat while wakes keep coming", async () => {
    const work = await startBackgroundWork({
      db: database.db,
      transport: null,
      publicUrl: "http://localhost:3000",
      host: "localhost",
      jobs: [],
      log: Fastify({ logger: false }).log,
      pollMs: POLL_MS,
    });
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

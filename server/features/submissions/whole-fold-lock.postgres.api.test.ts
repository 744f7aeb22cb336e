import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBMISSION_KINDS, variedRows } from "../../../tests/support/submission-fixtures";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { startupIdeas, submissionCountChanges, submissionDayChanges } from "../../db/schema";
import { foldCountChanges } from "./submission-counts";

/**
 * A whole fold (a bulk load's backlog) locks a change table against writers; a write that
 * holds the table longer than the fold's 2 s lock_timeout makes it give up and fold in
 * batches, which skip the writer's rows: the fold never waits long behind a write, and the
 * held change is folded once the write ends. Needs two connections at once: PostgreSQL only.
 */

let t: TestApp;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.backgroundWork.stop();
  const ideas = SUBMISSION_KINDS.find((kind) => kind.path === "startup-ideas");
  if (!ideas) throw new Error("no startup-ideas fixture");
  ids = (await ideas.insert(t.database.db, variedRows(ideas))).map((row) => row.id);
});
afterAll(() => t.close());

const pendingChanges = async () =>
  (await t.database.db.$count(submissionCountChanges)) +
  (await t.database.db.$count(submissionDayChanges));

describe("a whole fold behind a long write", () => {
  it("gives up on the lock after 2 s and folds every committed change in batches", async () => {
    await t.database.db.update(startupIdeas).set({ status: "reviewing" });
    const committed = await pendingChanges();
    expect(committed).toBeGreaterThan(0);

    let endWrite = () => {};
    const writeEnds = new Promise<void>((resolve) => {
      endWrite = resolve;
    });
    let writing = () => {};
    const writeStarted = new Promise<void>((resolve) => {
      writing = resolve;
    });
    // A write holding the change table (its trigger appended a change) until told to end.
    const write = t.database.db.transaction(async (tx) => {
      await tx
        .update(startupIdeas)
        .set({ status: "archived" })
        .where(eq(startupIdeas.id, ids[0] ?? 0));
      writing();
      await writeEnds;
    });
    await writeStarted;

    const started = performance.now();
    const moved = await foldCountChanges(t.database.db, undefined, { wholeFrom: 1 });
    const seconds = (performance.now() - started) / 1000;
    expect(moved).toBe(committed);
    expect(seconds).toBeGreaterThanOrEqual(1.9);
    expect(seconds).toBeLessThan(8);

    endWrite();
    await write;
    // The write's own change (the archived idea), folded once its transaction ended.
    expect(await pendingChanges()).toBeGreaterThan(0);
    expect(await foldCountChanges(t.database.db, undefined, { wholeFrom: 1 })).toBeGreaterThan(0);
    expect(await pendingChanges()).toBe(0);
  }, 30_000);
});

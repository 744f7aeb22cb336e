import { and, asc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { strategicPerspectives as perspectives } from "../../../db/schema";
import { recordActivity } from "../../../lib/activity-log";
import type { LookTask } from "../../../lib/worker-task";
import { writePerspectives } from "../perspective-events";

/** At most this many per transaction; a full batch has the worker look again at once. */
const BATCH = 100;

/**
 * Publishes the scheduled perspectives whose moment has come (contract §15, ADR 040): live,
 * the schedule cleared, `publishedAt` the scheduled moment. Every instance runs it on the
 * worker's poll (5 s), so an article is public within seconds of its moment; the rows are
 * claimed `FOR UPDATE SKIP LOCKED`, so each is published once. The NOTIFY of
 * writePerspectives makes every instance drop its cached pages. `version` is not bumped:
 * going live is no edit, and must not make an open editor's save stale. `now` is the database's
 * clock, one for every instance, unless a test gives its own.
 */
export async function publishDuePerspectives(
  db: Database,
  now: Date | SQL = sql`now()`,
  batch = BATCH,
) {
  return writePerspectives(
    db,
    async (tx) => {
      const due = await tx
        .select({ id: perspectives.id })
        .from(perspectives)
        .where(and(eq(perspectives.published, false), lte(perspectives.publishAt, now)))
        .orderBy(asc(perspectives.publishAt), asc(perspectives.id))
        .limit(batch)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      const published = await tx
        .update(perspectives)
        .set({ published: true, publishedAt: sql`${perspectives.publishAt}`, publishAt: null })
        .where(
          inArray(
            perspectives.id,
            due.map((row) => row.id),
          ),
        )
        .returning({ id: perspectives.id, title: perspectives.title });
      for (const { id, title } of published) {
        await recordActivity(tx, {
          action: "perspective_published",
          actorId: null,
          subject: { type: "perspective", id },
          details: { title },
        });
      }
      return published;
    },
    (published) => published.length > 0,
  );
}

/** The worker's task; `clock` lets tests say what time it is (by default the database's). */
export function publishScheduledTask(clock?: () => Date): LookTask {
  return {
    name: "publish-scheduled-perspectives",
    when: "poll",
    async run({ db, log, lookAgain }) {
      const published = await publishDuePerspectives(db, clock?.());
      if (published.length > 0)
        log.info({ perspectives: published.length }, "scheduled perspectives published");
      if (published.length === BATCH) lookAgain();
    },
  };
}

import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { mayBeAssigned } from "./assignees";
import type { SubmissionSource } from "./submission-source";

export type AssignResult<Row> =
  | { outcome: "assigned"; record: Row }
  | { outcome: "not-found" }
  | { outcome: "invalid-assignee" };

/**
 * Gives the record an owner (or none). A change is logged as `assigned` {from, to} with
 * it; choosing the current owner again changes nothing and logs nothing.
 */
export async function assignSubmission<Source extends SubmissionSource>(
  db: Database,
  source: Source,
  id: number,
  assigneeId: number | null,
  actorId: number,
): Promise<AssignResult<Source["table"]["$inferSelect"]>> {
  return db.transaction(async (tx) => {
    const table = source.table;
    const [current] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!current) return { outcome: "not-found" };
    if (assigneeId !== null && !(await mayBeAssigned(tx, assigneeId))) {
      return { outcome: "invalid-assignee" };
    }
    if (current.assigneeId === assigneeId) return { outcome: "assigned", record: current };

    const [record] = await tx
      .update(table)
      .set({ assigneeId, updatedAt: sql`now()` })
      .where(eq(table.id, id))
      .returning();
    await recordActivity(tx, {
      action: "assigned",
      actorId,
      subject: { type: source.activitySubject, id },
      details: { from: current.assigneeId, to: assigneeId },
    });
    return { outcome: "assigned", record: record ?? current };
  });
}

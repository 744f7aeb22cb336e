import type { statusUpdatePayload } from "@shared/schemas/submission-status";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import type { SubmissionSource } from "./submission-source";

/**
 * Sets the status (any value, in any order: contract §4) and, when given, the notes;
 * returns the updated record, or undefined for an unknown id. A real change is logged
 * in the same transaction: `status_changed` {from, to} and `notes_changed` (never the
 * notes themselves). A real status change also sets `statusChangedAt` (contract §14) in the
 * same statement. The row is locked while the old values are read, so two staff
 * saving at once each log the change they made.
 */
export async function updateSubmissionStatus(
  db: Database,
  source: SubmissionSource,
  id: number,
  { status, notes }: z.output<typeof statusUpdatePayload>,
  actorId: number | null,
) {
  const table = source.table;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: table.status, notes: table.notes })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!before) return undefined;
    const [record] = await tx
      .update(table)
      .set({
        status,
        ...(notes === undefined ? {} : { notes }),
        // Time in stage (contract §14) restarts only when the status really changes.
        ...(before.status === status ? {} : { statusChangedAt: sql`now()` }),
        updatedAt: sql`now()`,
      })
      .where(eq(table.id, id))
      .returning();
    const subject = { type: source.activitySubject, id };
    if (before.status !== status) {
      await recordActivity(tx, {
        action: "status_changed",
        actorId,
        subject,
        details: { from: before.status, to: status },
      });
    }
    if (notes !== undefined && notes !== before.notes) {
      await recordActivity(tx, { action: "notes_changed", actorId, subject });
    }
    return record;
  });
}

import type { ActivityAction, ActivitySubjectType } from "@shared/schemas/activity";
import type { Database } from "../db/client";
import { activityLog } from "../db/schema";

/** A database or an open transaction: an entry is written with the change it records. */
type Writer = Pick<Database, "insert">;

export type ActivityEntry = {
  action: ActivityAction;
  /** The staff account that acted; null for a public submission or a scheduled job. */
  actorId: number | null;
  subject?: { type: ActivitySubjectType; id: number };
  /** No personal data beyond what the action needs (erasure redacts what there is). */
  details?: Record<string, unknown>;
};

/**
 * Appends one entry to the activity log. Call it with the transaction that makes the
 * change, so the entry exists exactly when the change does.
 */
export async function recordActivity(writer: Writer, entry: ActivityEntry): Promise<void> {
  await writer.insert(activityLog).values({
    action: entry.action,
    actorId: entry.actorId,
    subjectType: entry.subject?.type ?? null,
    subjectId: entry.subject?.id ?? null,
    details: entry.details ?? {},
  });
}

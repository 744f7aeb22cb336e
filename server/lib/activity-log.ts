import type { ActivityAction, ActivitySubjectType } from "@shared/schemas/activity";
import type { StaffRef } from "@shared/schemas/record-work";
import type { Database } from "../db/client";
import { activityLog, admins } from "../db/schema";
import { queueEventOfActivity } from "./webhooks/events";

/** A database or an open transaction: an entry is written with the change it records. */
type Writer = Pick<Database, "insert" | "execute">;

export type ActivityEntry = {
  action: ActivityAction;
  /** The staff account that acted; null for a public submission or a scheduled job. */
  actorId: number | null;
  subject?: { type: ActivitySubjectType; id: number };
  /** No personal data beyond what the action needs (erasure redacts what there is). */
  details?: Record<string, unknown>;
};

/**
 * Appends one entry to the activity log, and queues the webhook event it is, if any
 * (server/lib/webhooks/events.ts). Call it with the transaction that makes the change, so the
 * entry and the event exist exactly when the change does.
 */
export async function recordActivity(writer: Writer, entry: ActivityEntry): Promise<void> {
  await writer.insert(activityLog).values({
    action: entry.action,
    actorId: entry.actorId,
    subjectType: entry.subject?.type ?? null,
    subjectId: entry.subject?.id ?? null,
    details: entry.details ?? {},
  });
  await queueEventOfActivity(writer, entry);
}

/** The columns that name an entry's actor, read through a left join of `admins`. */
export const actorColumns = {
  actorId: admins.id,
  actorUsername: admins.username,
  actorDisplayName: admins.displayName,
};

type ActorColumns = {
  actorId: number | null;
  actorUsername: string | null;
  actorDisplayName: string | null;
};

/** The actor as the API names them (by the name they go by), or null for the website or a job. */
export function actorOf<Row extends ActorColumns>({
  actorId,
  actorUsername,
  actorDisplayName,
  ...rest
}: Row): Omit<Row, keyof ActorColumns> & { actor: StaffRef | null } {
  const actor =
    actorId === null || actorUsername === null
      ? null
      : { id: actorId, username: actorUsername, displayName: actorDisplayName };
  return { ...rest, actor };
}

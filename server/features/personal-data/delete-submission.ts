import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { endSharesOf } from "../shares/end-shares";
import { forgetMessageMail } from "../submissions/forget-message-mail";
import type { SubmissionSource } from "../submissions/submission-source";

/**
 * Deletes one idea or interest (contract §12): its comments and messages go with it (foreign
 * key cascade), and so does its messages' mail, sent or not; mail it still owed is not
 * written (the worker finds no record), and the log keeps one `deleted` entry that names the
 * record by kind and id only. False for an unknown id.
 */
export async function deleteSubmission(
  db: Database,
  source: SubmissionSource,
  id: number,
  actorId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Before the record: its messages, which go with it, are the only link to their mail.
    await forgetMessageMail(tx, source, id);
    // Likewise its shares, whose deal links must keep answering 410 (contract §18).
    await endSharesOf(tx, { kind: source.activitySubject, ids: [id] });
    const [gone] = await tx
      .delete(source.table)
      .where(eq(source.table.id, id))
      .returning({ id: source.table.id });
    if (!gone) return false;
    await recordActivity(tx, {
      action: "deleted",
      actorId,
      subject: { type: source.activitySubject, id },
    });
    return true;
  });
}

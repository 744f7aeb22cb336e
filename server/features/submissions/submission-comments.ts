import type { RecordComment } from "@shared/schemas/record-work";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { admins, submissionComments } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import type { MailSetup } from "../../lib/mail/outbox";
import { mentionsOf, recordMentions } from "./comment-mentions";
import { submissionExists } from "./submission-exists";
import type { SubmissionSource } from "./submission-source";

/** The comments column that points at records of this kind. */
function recordColumn(source: SubmissionSource) {
  return source.activitySubject === "startup_idea"
    ? submissionComments.startupIdeaId
    : submissionComments.investmentInterestId;
}

/** The same link as values for an insert. */
function recordLink(source: SubmissionSource, id: number) {
  return source.activitySubject === "startup_idea"
    ? { startupIdeaId: id }
    : { investmentInterestId: id };
}

/** The record's thread, oldest first; undefined for an unknown record. */
export async function listComments(
  db: Database,
  source: SubmissionSource,
  id: number,
): Promise<RecordComment[] | undefined> {
  if (!(await submissionExists(db, source, id))) return undefined;
  const rows = await db
    .select({
      id: submissionComments.id,
      body: submissionComments.body,
      createdAt: submissionComments.createdAt,
      author: { id: admins.id, username: admins.username, displayName: admins.displayName },
    })
    .from(submissionComments)
    .innerJoin(admins, eq(admins.id, submissionComments.authorId))
    .where(eq(recordColumn(source), id))
    .orderBy(asc(submissionComments.id));
  const mentions = await mentionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    mentions: mentions.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Adds a comment, logs `commented`, and tells the staff it @mentions (comment-mentions.ts);
 * undefined for an unknown record.
 */
export async function addComment(
  db: Database,
  source: SubmissionSource,
  id: number,
  body: string,
  author: { id: number; username: string; displayName: string | null },
  mail: MailSetup,
): Promise<RecordComment | undefined> {
  const added = await db.transaction(async (tx) => {
    // Locks the record, so a comment never lands on a record being deleted.
    const [record] = await tx
      .select({ id: source.table.id, name: source.table.name })
      .from(source.table)
      .where(eq(source.table.id, id))
      .for("share");
    if (!record) return undefined;
    const [comment] = await tx
      .insert(submissionComments)
      .values({ ...recordLink(source, id), authorId: author.id, body })
      .returning();
    if (!comment) throw new Error("insert returned no comment");
    await recordActivity(tx, {
      action: "commented",
      actorId: author.id,
      subject: { type: source.activitySubject, id },
      details: { commentId: comment.id },
    });
    const mentions = await recordMentions(tx, { source, record, comment, author }, mail);
    return {
      id: comment.id,
      body: comment.body,
      author,
      mentions,
      createdAt: comment.createdAt.toISOString(),
    };
  });
  // Committed: this instance's worker sends a mention's mail now rather than at its next look.
  if (added?.mentions.length) mail?.queued();
  return added;
}

export type DeleteCommentResult = "deleted" | "not-found" | "forbidden";

/** Deletes a comment of this record, by its author or an admin, and logs `comment_deleted`. */
export async function deleteComment(
  db: Database,
  source: SubmissionSource,
  id: number,
  commentId: number,
  actor: { id: number; role: string },
): Promise<DeleteCommentResult> {
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ authorId: submissionComments.authorId })
      .from(submissionComments)
      .where(and(eq(submissionComments.id, commentId), eq(recordColumn(source), id)))
      .for("update");
    if (!comment) return "not-found";
    if (comment.authorId !== actor.id && actor.role !== "admin") return "forbidden";
    await tx.delete(submissionComments).where(eq(submissionComments.id, commentId));
    await recordActivity(tx, {
      action: "comment_deleted",
      actorId: actor.id,
      subject: { type: source.activitySubject, id },
      details: { commentId },
    });
    return "deleted";
  });
}

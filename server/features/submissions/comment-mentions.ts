import { paths } from "@shared/config/paths";
import { mentionedUsernames } from "@shared/lib/mentions";
import type { StaffRef } from "@shared/schemas/record-work";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { roleMayUse } from "../../db/role-access";
import { admins, commentMentions } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { singleLine } from "../../lib/mail/compose";
import { notifyStaffMember } from "../../lib/mail/notify-staff-member";
import type { MailSetup } from "../../lib/mail/outbox";
import type { SubmissionSource } from "./submission-source";

/** How much of the comment a mention's mail quotes. */
const QUOTED = 1000;

const staffRef = { id: admins.id, username: admins.username, displayName: admins.displayName };

/** The back-office page of a record, by its kind's path segment. */
export const adminRecordPath = (kind: string, id: number) =>
  kind === "startup-ideas" ? paths.admin.startupIdea(id) : paths.admin.investmentInterest(id);

export type NewComment = {
  source: SubmissionSource;
  record: { id: number; name: string };
  comment: { id: number; body: string };
  author: StaffRef;
};

/**
 * The staff a new comment @mentions (issue 23), in the comment's transaction: each active
 * admin or reviewer named by username (an editor never sees the record, an inactive account
 * cannot sign in, and the author needs no telling) gets a `comment_mentions` row — which
 * Your work lists — and a mail as their `notify` setting says; one `mentioned` entry names
 * them all. With `mail` null (no SMTP_URL) nothing is mailed. Answers who was mentioned.
 */
export async function recordMentions(
  tx: Transaction,
  added: NewComment,
  mail: MailSetup,
): Promise<StaffRef[]> {
  const usernames = mentionedUsernames(added.comment.body);
  if (usernames.length === 0) return [];
  const mentioned = await tx
    .select(staffRef)
    .from(admins)
    .where(
      and(
        inArray(sql`lower(${admins.username})`, usernames),
        eq(admins.active, true),
        roleMayUse(admins.role, "submissions"),
        ne(admins.id, added.author.id),
      ),
    )
    .orderBy(asc(admins.id));
  if (mentioned.length === 0) return [];
  await tx
    .insert(commentMentions)
    .values(mentioned.map((member) => ({ commentId: added.comment.id, mentionedId: member.id })));
  await recordActivity(tx, {
    action: "mentioned",
    actorId: added.author.id,
    subject: { type: added.source.activitySubject, id: added.record.id },
    details: { commentId: added.comment.id, mentioned: mentioned.map((member) => member.id) },
  });
  if (mail) {
    const notification = mentionMail(added, mail.publicUrl);
    for (const member of mentioned) await notifyStaffMember(tx, member.id, notification);
  }
  return mentioned;
}

/** The mail a mention sends: who, on which record, what they wrote and the link. */
function mentionMail(added: NewComment, publicUrl: string) {
  const author = singleLine(added.author.displayName?.trim() || added.author.username, 100);
  const noun = added.source.noun.toLowerCase();
  const body = added.comment.body;
  const quoted = body.length > QUOTED ? `${body.slice(0, QUOTED)}…` : body;
  return {
    purpose: "notification" as const,
    subject: `${author} mentioned you on ${noun} #${added.record.id}`,
    text: [
      `${author} mentioned you in a comment on the ${noun} from ${singleLine(added.record.name, 80)}:`,
      quoted,
      `Read and answer: ${publicUrl}${adminRecordPath(added.source.path, added.record.id)}`,
      `You get this e-mail because of your notification setting. Change it in Settings: ${publicUrl}${paths.admin.settingsPages.profile}`,
    ].join("\n\n"),
  };
}

/** Who each of these comments mentions, by comment id. */
export async function mentionsOf(
  db: Pick<Database, "select">,
  commentIds: number[],
): Promise<Map<number, StaffRef[]>> {
  const byComment = new Map<number, StaffRef[]>();
  if (commentIds.length === 0) return byComment;
  const rows = await db
    .select({ commentId: commentMentions.commentId, ...staffRef })
    .from(commentMentions)
    .innerJoin(admins, eq(admins.id, commentMentions.mentionedId))
    .where(inArray(commentMentions.commentId, commentIds))
    .orderBy(asc(admins.id));
  for (const { commentId, ...member } of rows) {
    byComment.set(commentId, [...(byComment.get(commentId) ?? []), member]);
  }
  return byComment;
}

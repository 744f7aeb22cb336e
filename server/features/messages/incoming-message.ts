import { paths } from "@shared/config/paths";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { investmentInterests, messages, startupIdeas } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { singleLine } from "../../lib/mail/compose";
import { notifyOwnersOrInstantStaff } from "../../lib/mail/notify-staff-member";
import type { MailSetup } from "../../lib/mail/outbox";
import type { StatusRecord } from "./status-tokens";

/**
 * What the submitter wrote to the team (contract §13), from their status page or as a reply
 * by e-mail. Plain text, as it came.
 */
export type IncomingMessage = {
  record: StatusRecord;
  via: "status-page" | "email";
  subject: string;
  body: string;
  /** The mail's `Message-ID`: a second call with it for the same record changes nothing. */
  emailMessageId?: string;
  /** Attachments of a mail reply, which are not kept (the thread says how many there were). */
  attachmentCount?: number;
};

export type IncomingResult =
  | { outcome: "recorded"; message: { id: number; createdAt: Date } }
  /** The record already holds a message with this `emailMessageId`. */
  | { outcome: "duplicate" }
  /** The record is gone (deleted, erased, withdrawn): nothing was written. */
  | { outcome: "record-gone" };

const KINDS = {
  "startup-ideas": {
    table: startupIdeas,
    column: messages.startupIdeaId,
    subject: "startup_idea",
    noun: "startup idea",
    adminPath: paths.admin.startupIdea,
  },
  "investment-interests": {
    table: investmentInterests,
    column: messages.investmentInterestId,
    subject: "investment_interest",
    noun: "investment interest",
    adminPath: paths.admin.investmentInterest,
  },
} as const;

/**
 * Joins an incoming message to its record's thread, in one transaction: the message, one
 * more unread on the record, a `message_received` entry (which names the channel only), and
 * the notification — to the record's active owner as their `notify` says (instant: a mail
 * now; daily: the digest lists it; off: nothing), or with no active owner to every `instant`
 * member of staff. The record's row is locked first, so two deliveries of one mail cannot
 * both be joined. `mail` null (no SMTP_URL): no notification is written.
 */
export async function recordIncomingMessage(
  db: Database,
  incoming: IncomingMessage,
  mail: MailSetup,
): Promise<IncomingResult> {
  const kind = KINDS[incoming.record.kind];
  const result = await db.transaction(async (tx): Promise<IncomingResult> => {
    const [record] = await tx
      .select({ id: kind.table.id, name: kind.table.name, assigneeId: kind.table.assigneeId })
      .from(kind.table)
      .where(eq(kind.table.id, incoming.record.id))
      .for("update");
    if (!record) return { outcome: "record-gone" };
    if (incoming.emailMessageId !== undefined) {
      const [seen] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(eq(kind.column, record.id), eq(messages.emailMessageId, incoming.emailMessageId)),
        )
        .limit(1);
      if (seen) return { outcome: "duplicate" };
    }
    const [message] = await tx
      .insert(messages)
      .values({
        startupIdeaId: incoming.record.kind === "startup-ideas" ? record.id : null,
        investmentInterestId: incoming.record.kind === "investment-interests" ? record.id : null,
        direction: "in",
        via: incoming.via,
        subject: incoming.subject,
        body: incoming.body,
        emailMessageId: incoming.emailMessageId ?? null,
        attachmentCount: incoming.attachmentCount ?? 0,
      })
      .returning({ id: messages.id, createdAt: messages.createdAt });
    if (!message) throw new Error("the message was not stored");
    await tx
      .update(kind.table)
      .set({ unreadMessages: sql`${kind.table.unreadMessages} + 1` })
      .where(eq(kind.table.id, record.id));
    await recordActivity(tx, {
      action: "message_received",
      actorId: null,
      subject: { type: kind.subject, id: record.id },
      details: { via: incoming.via },
    });
    if (mail) await notifyStaff(tx, mail.publicUrl, incoming, record);
    return { outcome: "recorded", message };
  });
  if (result.outcome === "recorded") mail?.queued();
  return result;
}

/**
 * The mail that tells the team, naming the record in its body and linking to it. The
 * subject holds nothing the submitter wrote; the body names them (so an erasure finds and
 * removes it) but never quotes the message.
 */
async function notifyStaff(
  tx: Transaction,
  publicUrl: string,
  incoming: IncomingMessage,
  record: { id: number; name: string; assigneeId: number | null },
) {
  const kind = KINDS[incoming.record.kind];
  const channel = incoming.via === "email" ? "by e-mail" : "on their status page";
  const notification = {
    purpose: "notification" as const,
    subject: `New message on ${kind.noun} #${record.id}`,
    text: [
      `${singleLine(record.name, 80)} answered ${channel} about their ${kind.noun}.`,
      `Read it: ${publicUrl}${kind.adminPath(record.id)}`,
      `You get this e-mail because of your notification setting. Change it in Settings: ${publicUrl}${paths.admin.settingsPages.profile}`,
    ].join("\n\n"),
  };
  // An owner set to daily finds it in the digest (daily-digest.ts); off hears nothing; with
  // no owner who may still work the record, the instant staff hear of it.
  await notifyOwnersOrInstantStaff(tx, [record.assigneeId], notification);
}

import type { MessageRecord, SendMessagePayload } from "@shared/schemas/messages";
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { mailOutbox, messages, messageTemplates } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { newMailMessageId } from "../../lib/mail/compose";
import type { SubmissionSource } from "../submissions/submission-source";
import { getMessage } from "./list-messages";
import {
  composeMessage,
  defaultSubject,
  type MessageMailSetup,
  plusAddress,
  staffNameOf,
} from "./message-mail";
import { messageRecordLink, statusKindOf } from "./record-messages";
import { mintStatusToken, statusUrl } from "./status-tokens";

export type MessageSender = { id: number; username: string; displayName: string | null };

export type SendMessageResult =
  | { outcome: "sent"; message: MessageRecord }
  | { outcome: "not-found" }
  | { outcome: "unknown-template" }
  | { outcome: "mail-off" };

/**
 * A staff member writes to the submitter (contract §13). In one transaction: the message, its
 * mail in the outbox (to the record's address, from MAIL_FROM in the sender's name, with a
 * fresh status link, Reply-To its plus-address when REPLY_TO is set, and a Message-ID a reply
 * can name) and its `message_sent` entry. The outbox's worker sends it (ADR 024, ADR 029).
 */
export async function sendMessage(
  db: Database,
  mail: MessageMailSetup,
  source: SubmissionSource,
  id: number,
  payload: SendMessagePayload,
  sender: MessageSender,
): Promise<SendMessageResult> {
  const result = await db.transaction(async (tx): Promise<SendMessageResult> => {
    // Locks the record, so a message never goes to one being deleted, erased or withdrawn.
    const [record] = await tx
      .select({ name: source.table.name, email: source.table.email })
      .from(source.table)
      .where(eq(source.table.id, id))
      .for("share");
    if (!record) return { outcome: "not-found" };
    if (!mail) return { outcome: "mail-off" };
    const written = await writtenText(tx, source, payload);
    if (!written) return { outcome: "unknown-template" };

    const kind = statusKindOf(source);
    const token = await mintStatusToken(tx, { kind, id });
    const link = statusUrl(mail.publicUrl, token);
    const composed = composeMessage(
      written,
      { recordName: record.name, staff: sender, statusUrl: link },
      { repliesByMail: mail.replyTo !== null },
    );
    const emailMessageId = newMailMessageId(mail.host);
    const [outbox] = await tx
      .insert(mailOutbox)
      .values({
        purpose: "message",
        recipient: record.email,
        subject: composed.mail.subject,
        textBody: composed.mail.text,
        fromName: staffNameOf(sender),
        replyTo: mail.replyTo === null ? null : plusAddress(mail.replyTo, token),
        messageId: emailMessageId,
      })
      .returning({ id: mailOutbox.id });
    const [message] = await tx
      .insert(messages)
      .values({
        ...messageRecordLink(source, id),
        direction: "out",
        via: "staff",
        authorId: sender.id,
        subject: composed.stored.subject,
        body: composed.stored.body,
        outboxId: outbox?.id,
        emailMessageId,
      })
      .returning({ id: messages.id });
    if (!message) throw new Error("insert returned no message");
    await recordActivity(tx, {
      action: "message_sent",
      actorId: sender.id,
      subject: { type: source.activitySubject, id },
      details: { messageId: message.id },
    });
    const sent = await getMessage(tx, message.id);
    if (!sent) throw new Error("the message just written was not found");
    return { outcome: "sent", message: sent };
  });
  if (result.outcome === "sent") mail?.queued();
  return result;
}

/**
 * The subject and body to fill: what was written, and for what was left out the template's
 * (with a template) or the default subject. Null for a template that does not exist.
 */
async function writtenText(
  tx: Transaction,
  source: SubmissionSource,
  payload: SendMessagePayload,
): Promise<{ subject: string; body: string } | null> {
  let template: { subject: string; body: string } | undefined;
  if (payload.templateId !== undefined) {
    [template] = await tx
      .select({ subject: messageTemplates.subject, body: messageTemplates.body })
      .from(messageTemplates)
      .where(eq(messageTemplates.id, payload.templateId));
    if (!template) return null;
  }
  const body = payload.body ?? template?.body;
  // The payload's schema requires a body or a template, so one of them is here.
  if (body === undefined) return null;
  return {
    subject: payload.subject ?? template?.subject ?? defaultSubject(statusKindOf(source)),
    body,
  };
}

import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import { mailMessageId, singleLine, textToHtml } from "../../lib/mail/compose";
import type { MailTransport } from "../../lib/mail/mail-transport";
import { retryDelayMs, triedSince } from "./retry-policy";

/** Mail taken per look; the rest waits for the next batch of the same run. */
const BATCH = 10;
/** A taken mail is another worker's only after this: far longer than one SMTP attempt. */
const LEASE = sql`now() + interval '2 minutes'`;
/** What an invite mail keeps once sent: the link is a password, not a record. */
const SENT_INVITE_BODY = "(The sign-in link was sent and is not kept.)";

type TakenMail = {
  id: number;
  purpose: string;
  recipient: string;
  subject: string;
  textBody: string;
  giveUpAt: Date;
};

/**
 * Takes up to a batch of due mail for this worker alone: `FOR UPDATE SKIP LOCKED` lets
 * workers on other instances take other rows at the same moment, and moving the row's
 * next attempt two minutes on is the lease that keeps them off it while it is sent.
 */
export async function takeDueMail(db: Database): Promise<TakenMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(BATCH)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: LEASE, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      purpose: mailOutbox.purpose,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      giveUpAt: mailOutbox.giveUpAt,
    });
}

/**
 * Sends one taken mail and records the outcome: sent; or, on failure, tried again later
 * (retry-policy.ts) until its 24 hours are up, then failed with the server's reason.
 */
export async function deliverMail(
  db: Database,
  transport: MailTransport,
  host: string,
  mail: TakenMail,
): Promise<"sent" | "retry" | "failed"> {
  try {
    await transport.send({
      to: mail.recipient,
      // Written single-line already; made so again here, whoever wrote the row.
      subject: singleLine(mail.subject),
      text: mail.textBody,
      html: textToHtml(mail.textBody),
      messageId: mailMessageId(mail.id, host),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const now = Date.now();
    const givingUp = now >= mail.giveUpAt.getTime();
    await db
      .update(mailOutbox)
      .set({
        status: givingUp ? "failed" : "pending",
        lastError: reason.slice(0, 500),
        nextAttemptAt: new Date(now + retryDelayMs(now - triedSince(mail.giveUpAt))),
      })
      .where(eq(mailOutbox.id, mail.id));
    return givingUp ? "failed" : "retry";
  }
  await db
    .update(mailOutbox)
    .set({
      status: "sent",
      sentAt: sql`now()`,
      lastError: null,
      ...(mail.purpose === "invite" ? { textBody: SENT_INVITE_BODY } : {}),
    })
    .where(eq(mailOutbox.id, mail.id));
  return "sent";
}

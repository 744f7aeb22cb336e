import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import { isAutomaticMail } from "../../lib/mail/automatic-mail";
import { mailMessageId, singleLine, textToHtml } from "../../lib/mail/compose";
import type { MailTransport } from "../../lib/mail/mail-transport";
import { retryDelayMs, triedSince } from "./retry-policy";
import { pauseAfterSend } from "./send-pace";

/** Mail taken per batch: enough that a busy hour costs the database few statements. */
const BATCH = 50;
/** A taken mail is another worker's only after this: far longer than one SMTP attempt. */
const LEASE = sql`now() + interval '2 minutes'`;
/** What an invite or password reset mail keeps once sent: the link is a password, not a record. */
const SENT_INVITE_BODY = "(The sign-in link was sent and is not kept.)";
/** A status link's token in a stored body (status-tokens.ts makes them 43 base64url characters). */
const STATUS_LINK_TOKEN = "/status/[A-Za-z0-9_-]{43}";
const STATUS_LINK_SENT = "/status/(sent, not kept)";

/**
 * A status page's link is a key to it (contract §13: tokens are kept only as hashes): once a
 * mail carrying one is sent, its stored copy keeps the link without the token, and its
 * plus-address Reply-To goes (a reply is matched by the token it names, or its In-Reply-To).
 */
const forgetStatusLinks = {
  textBody: sql`case when ${mailOutbox.textBody} like '%/status/%'
    then regexp_replace(${mailOutbox.textBody}, ${STATUS_LINK_TOKEN}, ${STATUS_LINK_SENT}, 'g')
    else ${mailOutbox.textBody} end`,
  replyTo: sql`null`,
};
/** The mail that carries a link standing in for a password. */
const LINK_PURPOSES: ReadonlySet<string> = new Set(["invite", "password_reset"]);

type TakenMail = {
  id: number;
  purpose: string;
  recipient: string;
  subject: string;
  textBody: string;
  fromName: string | null;
  replyTo: string | null;
  messageId: string | null;
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
      fromName: mailOutbox.fromName,
      replyTo: mailOutbox.replyTo,
      messageId: mailOutbox.messageId,
      giveUpAt: mailOutbox.giveUpAt,
    });
}

/**
 * Sends taken mail one after another on the pooled connection and records the outcomes:
 * the sent ones in one statement; a failure with its reason, to be tried again later
 * (retry-policy.ts) until its 24 hours are up, then marked failed. After a failure the rest
 * of the batch is not tried now but given the same reason: a server that is down or
 * refusing would otherwise hold the batch for a timeout per mail, past its lease. Mail not
 * tried by `until` (a `performance.now()` time; sends slow down while the site is busy) is
 * given back to the outbox, due at once, so a look never outlasts its time.
 */
export async function deliverBatch(
  db: Database,
  transport: MailTransport,
  host: string,
  batch: readonly TakenMail[],
  until: number,
): Promise<{ sent: number; failed: number }> {
  const sent: TakenMail[] = [];
  let failed = 0;
  let serverError: unknown;
  for (const [index, mail] of batch.entries()) {
    if (serverError !== undefined) {
      if (await recordFailure(db, mail, serverError)) failed++;
      continue;
    }
    if (performance.now() >= until) {
      await giveBack(db, batch.slice(index));
      break;
    }
    const started = performance.now();
    try {
      await transport.send({
        to: mail.recipient,
        // Written single-line already; made so again here, whoever wrote the row.
        subject: singleLine(mail.subject),
        text: mail.textBody,
        html: textToHtml(mail.textBody),
        // A Message-ID given when the mail was written (a message's) is the one to send.
        messageId: mail.messageId ?? mailMessageId(mail.id, host),
        fromName: mail.fromName,
        replyTo: mail.replyTo,
        automatic: isAutomaticMail(mail.purpose),
      });
      sent.push(mail);
    } catch (error) {
      serverError = error;
      if (await recordFailure(db, mail, error)) failed++;
    }
    await pauseAfterSend(started);
  }
  if (sent.length > 0) {
    await db
      .update(mailOutbox)
      .set({
        status: "sent",
        sentAt: sql`now()`,
        lastError: null,
        ...forgetStatusLinks,
      })
      .where(
        inArray(
          mailOutbox.id,
          sent.map((mail) => mail.id),
        ),
      );
    const invites = sent.filter((mail) => LINK_PURPOSES.has(mail.purpose)).map((mail) => mail.id);
    if (invites.length > 0) {
      await db
        .update(mailOutbox)
        .set({ textBody: SENT_INVITE_BODY })
        .where(inArray(mailOutbox.id, invites));
    }
  }
  return { sent: sent.length, failed };
}

/** Taken mail not tried: due again now, its attempt not counted, for the next look to take. */
async function giveBack(db: Database, untried: readonly TakenMail[]) {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()`, attempts: sql`${mailOutbox.attempts} - 1` })
    .where(
      inArray(
        mailOutbox.id,
        untried.map((mail) => mail.id),
      ),
    );
}

/** Records a failed attempt; true when the mail's 24 hours are up and it is given up. */
async function recordFailure(db: Database, mail: TakenMail, error: unknown) {
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
  return givingUp;
}

import { performance } from "node:perf_hooks";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { MailSetup } from "../../lib/mail/outbox";
import { recordIncomingMessage } from "./incoming-message";
import { readReplyMail } from "./reply-mail";
import type { MailboxReading } from "./reply-mailbox";
import { recordOfReply } from "./reply-record";

/** Mail this instance found to be no reply, by folder generation and UID: not read again. */
export type NotReplies = Set<string>;
/** Past this many, the memory of mail that is no reply starts again (it is only a saving). */
const NOT_REPLIES_KEPT = 10_000;

export type ReadingOptions = {
  /** REPLY_TO, whose plus-addresses carry the tokens. */
  replyTo: string | undefined;
  /** A `performance.now()` time: unread mail not reached by then waits for the next turn. */
  until: number;
  signal: AbortSignal;
  log: FastifyBaseLogger;
  notReplies: NotReplies;
  /** How the staff's notification of a joined reply is sent (null: without SMTP_URL, none). */
  mail: MailSetup;
};

/**
 * Reads the folder's unread mail once (contract §13): a reply whose plus-address token or
 * `In-Reply-To` is known joins its record's thread as `via: "email"` and is moved to
 * `Processed`; anything else, an automatic answer (§20) included, stays where it is, unread.
 * Joining is once per `Message-ID`, so a reply joined but not moved (a crash, a dropped
 * connection, two instances) is moved the next time without joining again. A mailbox failure is thrown; a reply the database could
 * not take is logged and stays unread for the next turn. Says whether mail was left for lack
 * of time.
 */
export async function readReplies(
  db: Database,
  mailbox: MailboxReading,
  options: ReadingOptions,
): Promise<{ joined: number; more: boolean }> {
  const { replyTo, until, signal, log, notReplies, mail } = options;
  if (notReplies.size > NOT_REPLIES_KEPT) notReplies.clear();
  const generation = mailbox.uidValidity();
  let joined = 0;
  for (const uid of await mailbox.unread()) {
    if (signal.aborted || performance.now() >= until) return { joined, more: true };
    const key = `${generation}:${uid}`;
    if (notReplies.has(key)) continue;
    const source = await mailbox.source(uid);
    if (!source) continue;
    let outcome: JoinOutcome;
    try {
      outcome = await joinReply(db, source, replyTo, mail);
    } catch (error) {
      log.error(
        { err: error },
        "an e-mail reply could not be joined; it stays unread for the next turn",
      );
      outcome = "failed";
    }
    if (typeof outcome === "object") {
      log.info(
        { header: outcome.automaticAnswer },
        "an automatic answer in the reply mailbox joins no thread; it stays unread",
      );
      notReplies.add(key);
      continue;
    }
    if (outcome === "no reply") notReplies.add(key);
    if (outcome !== "joined") continue;
    await mailbox.putAway(uid);
    joined++;
  }
  return { joined, more: false };
}

/** An automatic answer is told apart so the log can name the header that gave it away. */
type JoinOutcome = "joined" | "no reply" | "failed" | { automaticAnswer: string };

async function joinReply(
  db: Database,
  source: Buffer,
  replyTo: string | undefined,
  mail: MailSetup,
): Promise<Exclude<JoinOutcome, "failed">> {
  const reply = await readReplyMail(source, replyTo);
  // Before the record is looked for: an out-of-office to a plus-address names a record too.
  if (reply.automaticAnswer !== null) return { automaticAnswer: reply.automaticAnswer };
  const record = await recordOfReply(db, reply);
  if (!record) return "no reply";
  const { outcome } = await recordIncomingMessage(
    db,
    {
      record,
      via: "email",
      subject: reply.subject,
      body: reply.body,
      emailMessageId: reply.messageId,
      attachmentCount: reply.attachmentCount,
    },
    mail,
  );
  // "duplicate": joined before (a crash before the move, another instance); moved now.
  // "record-gone": deleted, erased or withdrawn since it was matched; left as any other mail.
  return outcome === "record-gone" ? "no reply" : "joined";
}

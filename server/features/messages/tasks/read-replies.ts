import { performance } from "node:perf_hooks";
import type { MailSetup } from "../../../lib/mail/outbox";
import type { LookTask } from "../../../lib/worker-task";
import { mailboxAddress, openMailbox } from "../reply-mailbox";
import { type NotReplies, readReplies } from "../reply-reading";
import { endTurn, putTurnOnTable, READ_REPLIES_TURN, takeTurn } from "../reply-turn";

/** How long one turn reads before the worker's other tasks get their look. */
const READING_MS_PER_TURN = 5_000;
/** Between turns: with the 5 s poll, the mailbox is read at least once a minute. */
const NEXT_TURN_SECONDS = 30;
const AFTER_FAILURE_SECONDS = 50;
/**
 * A turn whose mailbox stops answering is cut off here (after the 20 s a connection may take),
 * well inside the turn's 2-minute lease (reply-turn.ts): two instances never read at once.
 */
const TURN_LIMIT_MS = 60_000;

/**
 * Reads the reply mailbox (IMAP_URL, contract §13; ADR 031) on the poll's beat, when this
 * instance holds the turn (reply-turn.ts), so one instance reads at a time. A mailbox that is
 * down is logged once, when it goes, and once when it is back; it delays replies, nothing else.
 */
export function readRepliesTask(settings: {
  imapUrl: string;
  replyTo: string | undefined;
  /** How a joined reply's notification to the staff is sent (null: without SMTP_URL, none). */
  mail: MailSetup;
}): LookTask {
  const address = mailboxAddress(settings.imapUrl);
  const notReplies: NotReplies = new Set();
  let onTable = false;
  let down = false;
  return {
    name: READ_REPLIES_TURN,
    when: "poll",
    async run({ db, log, signal }) {
      if (!onTable) {
        await putTurnOnTable(db);
        onTable = true;
      }
      if (!(await takeTurn(db))) return;
      let nextTurn = NEXT_TURN_SECONDS;
      try {
        const mailbox = await openMailbox(address);
        const limit = setTimeout(() => mailbox.abort(), TURN_LIMIT_MS);
        try {
          const { more } = await readReplies(db, mailbox, {
            replyTo: settings.replyTo,
            until: performance.now() + READING_MS_PER_TURN,
            signal,
            log,
            notReplies,
            mail: settings.mail,
          });
          if (more) nextTurn = 0;
        } finally {
          clearTimeout(limit);
          await mailbox.close();
        }
        if (down) log.info("the reply mailbox answers again");
        down = false;
      } catch (error) {
        nextTurn = AFTER_FAILURE_SECONDS;
        if (!down) {
          log.warn(
            { err: error },
            "the reply mailbox cannot be read; replies wait until it answers",
          );
        }
        down = true;
      } finally {
        await endTurn(db, nextTurn);
      }
    },
  };
}

import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../tests/support/admin-session";
import {
  newMessageId,
  plusAddress,
  rawMail,
  replyWorldForThisFile,
} from "../../../tests/support/reply-world";
import { activityLog, admins, mailOutbox, startupIdeas } from "../../db/schema";

/**
 * Contract §20: an automatic answer in the reply mailbox — an out-of-office to a message's
 * plus-address — never joins the thread, tells nobody, writes nothing, and stays unread in
 * INBOX; a reply a person wrote, read in the same turn, still joins. A real Dovecot serves the
 * mailbox, and mail is set up, so a notification would be written if one were owed.
 */
const world = replyWorldForThisFile({ mail: true });
const db = () => world.t.database.db;

/** One automatic answer per sign of it, each as a mail program would send it. */
const AUTOMATIC_ANSWERS = [
  "Auto-Submitted: auto-replied",
  "Auto-Submitted: Auto-Generated; owner-email=jane@soilsense.example",
  "X-Autoreply: yes",
  "X-Autorespond: Out of office",
  "Precedence: bulk",
  "Precedence: junk",
  "Precedence: auto_reply",
];

/** The staff notifications written about the idea's incoming messages. */
const noticesAbout = (ideaId: number) =>
  db()
    .select({ recipient: mailOutbox.recipient })
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `New message on startup idea #${ideaId}`));

const messagesReceived = (ideaId: number) =>
  db()
    .select({ details: activityLog.details })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.action, "message_received"),
        eq(activityLog.subjectType, "startup_idea"),
        eq(activityLog.subjectId, ideaId),
      ),
    );

describe("automatic answers in the reply mailbox", () => {
  it("leave each one unread in INBOX, with nothing written, while a person's reply joins", async () => {
    await signedInAdmin(world.t);
    await db().update(admins).set({ email: "admin@studio.example" });
    const { id, token } = await world.newIdea("away@soilsense.example");
    // The idea's own mail (the acknowledgement, the staff's notice) is written and sent first.
    await world.t.app.backgroundWork.runOnce();
    const outboxBefore = await db().select({ id: mailOutbox.id }).from(mailOutbox);

    const automatic = AUTOMATIC_ANSWERS.map((header, index) => ({
      subject: `Automatic reply ${index}: Re: Your idea`,
      messageId: newMessageId(),
      header,
    }));
    for (const answer of automatic) {
      await world.dovecot.deliver(
        rawMail({
          to: plusAddress(token),
          subject: answer.subject,
          messageId: answer.messageId,
          headers: [answer.header],
          text: "I am away until Monday and will read your message then.",
        }),
      );
    }
    const written = newMessageId();
    await world.dovecot.deliver(
      rawMail({
        to: plusAddress(token),
        subject: "Re: Your idea",
        messageId: written,
        headers: ["Auto-Submitted: no"],
        text: "Back early: here are the numbers you asked for.",
      }),
    );

    await world.readMailbox();
    await world.readMailbox();

    const inbox = await world.dovecot.messages("INBOX");
    expect(inbox.map((mail) => [mail.messageId, mail.seen])).toEqual(
      automatic.map((answer) => [answer.messageId, false]),
    );
    expect((await world.dovecot.messages("Processed")).map((mail) => mail.messageId)).toEqual([
      written,
    ]);

    const replies = await world.repliesTo(id);
    expect(replies.map((reply) => reply.body)).toEqual([
      "Back early: here are the numbers you asked for.",
    ]);
    const [idea] = await db()
      .select({ unread: startupIdeas.unreadMessages })
      .from(startupIdeas)
      .where(eq(startupIdeas.id, id));
    expect(idea?.unread).toBe(1);
    expect(await messagesReceived(id)).toEqual([{ details: { via: "email" } }]);
    // One notice, of the person's reply; nothing else joined the outbox.
    expect(await noticesAbout(id)).toEqual([{ recipient: "admin@studio.example" }]);
    const outboxAfter = await db().select({ id: mailOutbox.id }).from(mailOutbox);
    expect(outboxAfter).toHaveLength(outboxBefore.length + 1);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedInAdmin, signedInStaff } from "../../../tests/support/admin-session";
import {
  newMessageId,
  plusAddress,
  rawMail,
  replyWorldForThisFile,
} from "../../../tests/support/reply-world";
import { postJson } from "../../../tests/support/test-app";
import { mailOutbox, messages, startupIdeas } from "../../db/schema";

/**
 * Contract §13: with IMAP_URL set, replies in the mailbox join their record's thread, without
 * the quoted earlier mail, and are moved to Processed; anything else is left unread. A real
 * Dovecot serves the mailbox.
 */
const world = replyWorldForThisFile();

const GMAIL_REPLY = [
  "Sure, the soil data is attached.",
  "",
  "Jane",
  "",
  "On Tue, Mar 5, 2024 at 9:41 AM Rootstock Ventures <",
  "replies+abc@rootstock.example> wrote:",
  "",
  "> Could you send us your soil data?",
  "> The Rootstock team",
].join("\r\n");

describe("reading the reply mailbox", () => {
  it("joins a reply to its plus-address's thread, the quote cut off, and moves it to Processed", async () => {
    const { id, token } = await world.newIdea("jane@soilsense.example");
    const messageId = newMessageId();
    await world.dovecot.deliver(
      rawMail({ to: plusAddress(token), subject: "Re: Your idea", messageId, text: GMAIL_REPLY }),
    );
    await world.readMailbox();

    const replies = await world.repliesTo(id);
    expect(replies).toMatchObject([
      {
        direction: "in",
        via: "email",
        subject: "Re: Your idea",
        body: "Sure, the soil data is attached.\n\nJane",
        emailMessageId: messageId,
        attachmentCount: 0,
      },
    ]);
    const [idea] = await world.t.database.db
      .select({ unread: startupIdeas.unreadMessages })
      .from(startupIdeas)
      .where(eq(startupIdeas.id, id));
    expect(idea?.unread).toBe(1);
    expect(await world.dovecot.messages("INBOX")).toEqual([]);
    expect(await world.dovecot.messages("Processed")).toMatchObject([{ messageId, seen: true }]);
  });

  it("finds the token in Cc or Delivered-To as well as To", async () => {
    const first = await world.newIdea("cc@soilsense.example");
    const second = await world.newIdea("delivered@soilsense.example");
    await world.dovecot.deliver(
      rawMail({
        to: "Team <team@soilsense.example>",
        cc: plusAddress(first.token),
        text: "Via Cc.",
      }),
    );
    await world.dovecot.deliver(
      rawMail({
        to: "Undisclosed recipients:;",
        headers: [`Delivered-To: ${plusAddress(second.token)}`],
        text: "Via a forward.",
      }),
    );
    await world.readMailbox();
    expect((await world.repliesTo(first.id)).map((reply) => reply.body)).toEqual(["Via Cc."]);
    expect((await world.repliesTo(second.id)).map((reply) => reply.body)).toEqual([
      "Via a forward.",
    ]);
  });

  it("joins a reply by its In-Reply-To when it carries no token", async () => {
    const { id } = await world.newIdea("threaded@soilsense.example");
    const sentId = newMessageId();
    await world.t.database.db.insert(messages).values({
      startupIdeaId: id,
      direction: "out",
      via: "staff",
      subject: "Your idea",
      body: "Could you send us your soil data?",
      emailMessageId: sentId,
    });
    await world.dovecot.deliver(
      rawMail({
        to: "Rootstock <replies@rootstock.example>",
        inReplyTo: sentId,
        references: `<older@mail.example> ${sentId}`,
        text: "Answering without the plus-address.",
      }),
    );
    await world.readMailbox();
    expect((await world.repliesTo(id)).map((reply) => reply.body)).toEqual([
      "Answering without the plus-address.",
    ]);
    expect(await world.dovecot.messages("INBOX")).toEqual([]);
  });

  it("joins a reply by the Message-ID of the outbox mail that carried the message", async () => {
    const { id } = await world.newIdea("outbox@soilsense.example");
    const sentId = newMessageId();
    const [outbox] = await world.t.database.db
      .insert(mailOutbox)
      .values({
        purpose: "message",
        recipient: "outbox@soilsense.example",
        subject: "Your idea",
        textBody: "Could you send us your soil data?",
        messageId: sentId,
      })
      .returning({ id: mailOutbox.id });
    await world.t.database.db.insert(messages).values({
      startupIdeaId: id,
      direction: "out",
      via: "staff",
      subject: "Your idea",
      body: "Could you send us your soil data?",
      outboxId: outbox?.id,
    });
    await world.dovecot.deliver(
      rawMail({ to: "replies@rootstock.example", references: sentId, text: "By References." }),
    );
    await world.readMailbox();
    expect((await world.repliesTo(id)).map((reply) => reply.body)).toEqual(["By References."]);
  });

  it("counts attachments without keeping them, and keeps no HTML", async () => {
    const { id, token } = await world.newIdea("files@soilsense.example");
    await world.dovecot.deliver(
      rawMail({
        to: plusAddress(token),
        text: "Two files attached.",
        attachments: [
          { filename: "soil.csv", contentType: "text/csv", content: "plot,nitrogen\n1,12\n" },
          { filename: "field.png", contentType: "image/png", content: "not really a picture" },
        ],
      }),
    );
    await world.dovecot.deliver(
      rawMail({
        to: plusAddress(token),
        html: '<p>Only <b>HTML</b> here.</p><script>alert("x")</script><blockquote>quoted</blockquote>',
      }),
    );
    await world.readMailbox();
    const [withFiles, htmlOnly] = await world.repliesTo(id);
    expect(withFiles).toMatchObject({ body: "Two files attached.", attachmentCount: 2 });
    expect(JSON.stringify(withFiles)).not.toContain("plot,nitrogen");
    expect(htmlOnly?.body).toContain("Only HTML here.");
    expect(htmlOnly?.body).not.toMatch(/<[a-z/]/i);

    // The thread says how many there were, so the team can ask for them.
    const thread = await world.t.app.inject({
      url: `/api/admin/startup-ideas/${id}/messages`,
      headers: { cookie: (await signedInStaff(world.t, "reviewer")).cookie },
    });
    expect(thread.statusCode).toBe(200);
    expect(thread.json()).toMatchObject([
      { via: "email", body: "Two files attached.", attachmentCount: 2 },
      { via: "email", attachmentCount: 0 },
    ]);
    expect(thread.body).not.toContain("soil.csv");
  });

  it("leaves a reply to an erased record and unrelated mail unread in the inbox", async () => {
    const erased = await world.newIdea("erased@soilsense.example");
    const cookie = await signedInAdmin(world.t);
    const erasure = await postJson(
      world.t.app,
      "/api/admin/people/erase",
      { email: "erased@soilsense.example" },
      { headers: { cookie } },
    );
    expect(erasure.statusCode).toBe(200);
    await world.dovecot.deliver(
      rawMail({ to: plusAddress(erased.token), subject: "Late answer", text: "Still there?" }),
    );
    await world.dovecot.deliver(
      rawMail({ to: "replies@rootstock.example", subject: "Newsletter", text: "Buy seeds." }),
    );
    await world.dovecot.deliver(
      rawMail({
        to: plusAddress("unknownTokenunknownTokenunknownTokenunknown"),
        subject: "Guessed",
        text: "Let me in.",
      }),
    );
    await world.readMailbox();
    await world.readMailbox();
    const inbox = await world.dovecot.messages("INBOX");
    expect(inbox.map((mail) => [mail.subject, mail.seen])).toEqual([
      ["Late answer", false],
      ["Newsletter", false],
      ["Guessed", false],
    ]);
    expect(await world.dovecot.messages("Processed")).toEqual([]);
    expect(await world.t.database.db.select().from(messages)).not.toContainEqual(
      expect.objectContaining({ direction: "in", body: "Still there?" }),
    );
  });

  it("moves a reply joined before a crash without joining it again", async () => {
    const { id, token } = await world.newIdea("crash@soilsense.example");
    const messageId = newMessageId();
    await world.dovecot.deliver(rawMail({ to: plusAddress(token), messageId, text: "Once only." }));
    // Joined, then the instance died before moving it: the mail is still unread in INBOX.
    await world.readMailbox();
    const [processed] = await world.dovecot.messages("Processed");
    if (!processed) throw new Error("the reply was not moved");
    await world.dovecot.deliver(rawMail({ to: plusAddress(token), messageId, text: "Once only." }));
    await world.readMailbox();
    expect((await world.repliesTo(id)).map((reply) => reply.body)).toEqual(["Once only."]);
    expect(await world.dovecot.messages("INBOX")).toEqual([]);
    expect(await world.dovecot.messages("Processed")).toHaveLength(2);
  });
});

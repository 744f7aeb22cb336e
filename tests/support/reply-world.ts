import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { messages } from "../../server/db/schema";
import { READ_REPLIES_TURN } from "../../server/features/messages/reply-turn";
import { mintStatusToken } from "../../server/features/messages/status-tokens";
import { type Dovecot, startDovecot } from "./dovecot";
import { makeTurnDue } from "./scheduled-turns";
import { type SmtpSink, startSmtpSink } from "./smtp-sink";
import { createTestApp, postJson, type TestApp } from "./test-app";

/**
 * The reply-reading tests' world (contract §13): an app reading a real Dovecot's INBOX, the
 * REPLY_TO its plus-addresses are made of, and mail as submitters' programs write it.
 */
export const REPLY_TO = "replies@rootstock.example";

export const plusAddress = (token: string) => `replies+${token}@rootstock.example`;

type Attachment = { filename: string; contentType: string; content: string };

export type RawMailOptions = {
  to: string;
  from?: string;
  cc?: string;
  subject?: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string;
  /** Extra header lines, e.g. "Delivered-To: …". */
  headers?: string[];
  text?: string;
  html?: string;
  attachments?: Attachment[];
};

let sequence = 0;
/** A unique Message-ID, as a mail program would give. */
export const newMessageId = () => `<reply-${Date.now()}-${++sequence}@mail.example>`;

/** A raw RFC 5322 mail: plain text or HTML, with attachments in a multipart/mixed. */
export function rawMail(options: RawMailOptions): string {
  const headers = [
    `From: ${options.from ?? "Jane Doe <jane@soilsense.example>"}`,
    `To: ${options.to}`,
    ...(options.cc ? [`Cc: ${options.cc}`] : []),
    `Subject: ${options.subject ?? "Re: Your idea"}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: ${options.messageId ?? newMessageId()}`,
    ...(options.inReplyTo ? [`In-Reply-To: ${options.inReplyTo}`] : []),
    ...(options.references ? [`References: ${options.references}`] : []),
    ...(options.headers ?? []),
    "MIME-Version: 1.0",
  ];
  const body =
    options.html !== undefined
      ? { type: "text/html; charset=utf-8", content: options.html }
      : { type: "text/plain; charset=utf-8", content: options.text ?? "" };
  const attachments = options.attachments ?? [];
  if (attachments.length === 0) {
    return [...headers, `Content-Type: ${body.type}`, "", body.content, ""].join("\r\n");
  }
  const boundary = `part-${++sequence}`;
  const parts = [
    [`Content-Type: ${body.type}`, "", body.content],
    ...attachments.map((attachment) => [
      `Content-Type: ${attachment.contentType}; name="${attachment.filename}"`,
      `Content-Disposition: attachment; filename="${attachment.filename}"`,
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from(attachment.content).toString("base64"),
    ]),
  ];
  return [
    ...headers,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    ...parts.flatMap((part) => [`--${boundary}`, ...part]),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

export type ReplyWorld = {
  t: TestApp;
  dovecot: Dovecot;
  /** With `{ mail: true }`: the SMTP server SMTP_URL names, so joined replies notify staff. */
  sink?: SmtpSink;
  /** A new idea from `email` and a status token of it, as a sent message would carry. */
  newIdea(email: string): Promise<{ id: number; token: string }>;
  /** Makes the reading's turn due and lets this instance's worker take it. */
  readMailbox(): Promise<void>;
  /** The idea's incoming messages, oldest first. */
  repliesTo(ideaId: number): Promise<(typeof messages.$inferSelect)[]>;
};

/**
 * Sets the world up for the calling test file; before each test the mailbox is empty. With
 * `mail`, the app sends mail (SMTP_URL) to a real SMTP server, so the outbox is written.
 */
export function replyWorldForThisFile(options: { mail?: boolean } = {}): ReplyWorld {
  const world = {
    async newIdea(email) {
      const response = await postJson(world.t.app, "/api/ideas", {
        name: "Jane Doe",
        email,
        idea: "Soil sensors that talk to irrigation controllers.",
        sector: "Biotech",
        stage: "Prototype/MVP",
      });
      if (response.statusCode !== 201) throw new Error(`idea not stored: ${response.body}`);
      const { id } = response.json() as { id: number };
      const token = await mintStatusToken(world.t.database.db, { kind: "startup-ideas", id });
      return { id, token };
    },
    async readMailbox() {
      // The first look (at start-up) puts the turn on the table; it may still be running.
      await world.t.app.backgroundWork.runOnce();
      await makeTurnDue(world.t.database.db, READ_REPLIES_TURN);
      await world.t.app.backgroundWork.runOnce();
    },
    repliesTo: async (ideaId) =>
      await world.t.database.db
        .select()
        .from(messages)
        .where(and(eq(messages.startupIdeaId, ideaId), eq(messages.direction, "in")))
        .orderBy(messages.id),
  } as ReplyWorld;

  beforeAll(async () => {
    world.dovecot = await startDovecot();
    if (options.mail) world.sink = await startSmtpSink();
    world.t = await createTestApp({
      IMAP_URL: world.dovecot.url,
      REPLY_TO,
      ...(world.sink ? { SMTP_URL: world.sink.url } : {}),
    });
  });
  afterAll(async () => {
    await world.t?.close();
    await world.dovecot?.dispose();
    await world.sink?.stop();
  });
  beforeEach(async () => {
    await world.dovecot.clear();
  });
  return world;
}

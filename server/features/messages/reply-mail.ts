import { createHash } from "node:crypto";
import type { HeaderLines } from "mailparser";
import { automaticAnswerHeader } from "./automatic-answer";
import { htmlAsText } from "./html-text";
import { replyText } from "./reply-text";

/** What the site keeps of a submitter's e-mail reply, and what says whose thread it joins. */
export type ReplyMail = {
  /** Its `Message-ID` (or one made from its bytes): the same mail is joined once. */
  messageId: string;
  subject: string;
  /** Their text, plain, without the quoted earlier mail and signature. */
  body: string;
  /** Attachments are not kept: the thread says how many there were. */
  attachmentCount: number;
  /** The tokens of `replies+{token}@…` addresses it was sent to. */
  tokens: string[];
  /** The `Message-ID`s it answers: `In-Reply-To` first, then `References`, newest first. */
  answers: string[];
  /** The name of the header that makes it an automatic answer (an out-of-office…), which joins no thread; else null. */
  automaticAnswer: string | null;
};

/** Longer replies are cut to this (the back office's own messages are at most 10000). */
export const MAX_REPLY_LENGTH = 10_000;

/** Headers that carry the address the mail was delivered to. */
const ADDRESS_HEADERS = new Set(["to", "cc", "delivered-to", "x-original-to", "envelope-to"]);

/**
 * Reads a raw mail. HTML is never kept: an HTML-only mail's text is made from it (mailparser),
 * and the text is plain. `replyTo` is REPLY_TO: only its plus-addresses carry tokens.
 */
export async function readReplyMail(
  source: Buffer,
  replyTo: string | undefined,
): Promise<ReplyMail> {
  // Loaded on the first reply read, not at start: mailparser costs ~15 MB of RSS (issue 26).
  const { simpleParser } = await import("mailparser");
  const parsed = await simpleParser(source, { skipTextToHtml: true, skipTextLinks: true });
  const text = plainText(
    parsed.text?.trim() ? parsed.text : parsed.html ? htmlAsText(parsed.html) : "",
  );
  const cut = replyText(text);
  // A cutter that found nothing of theirs above or below the quote keeps the whole text.
  const body = (cut === "" ? text.trim() : cut).slice(0, MAX_REPLY_LENGTH);
  return {
    messageId: parsed.messageId ?? madeUpMessageId(source),
    subject: plainText(parsed.subject ?? "").slice(0, 500),
    body,
    attachmentCount: parsed.attachments.filter((attachment) => !attachment.related).length,
    tokens: replyTo ? plusTokens(parsed.headerLines, replyTo) : [],
    answers: [...messageIds(parsed.inReplyTo), ...messageIds(parsed.references).reverse()],
    automaticAnswer: automaticAnswerHeader(parsed.headerLines),
  };
}

/** PostgreSQL cannot store U+0000, and no other control character belongs in a reply. */
const plainText = (text: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those characters are what goes.
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");

/** A mail without a `Message-ID` is known by a hash of its bytes, the same at every reading. */
const madeUpMessageId = (source: Buffer) =>
  `<${createHash("sha256").update(source).digest("hex")}@no-message-id.invalid>`;

/** Every `<…>` in the header's value(s). */
function messageIds(value: string | string[] | undefined): string[] {
  const values = Array.isArray(value) ? value : value ? [value] : [];
  return values.flatMap((one) => one.match(/<[^<>\s]+>/g) ?? []);
}

/** `local+{token}@domain` of REPLY_TO (`local@domain`) in the address headers. */
export function plusTokens(headerLines: HeaderLines, replyTo: string): string[] {
  const at = replyTo.lastIndexOf("@");
  const local = escapeRegExp(replyTo.slice(0, at));
  const domain = escapeRegExp(replyTo.slice(at + 1));
  const address = new RegExp(
    `(?:^|[\\s<,:;"'(])${local}\\+([A-Za-z0-9_-]+)@${domain}(?![A-Za-z0-9.-])`,
    "gi",
  );
  const tokens = headerLines
    .filter((header) => ADDRESS_HEADERS.has(header.key))
    .flatMap((header) => [...header.line.matchAll(address)].map((match) => match[1] ?? ""));
  return [...new Set(tokens.filter((token) => token !== ""))];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

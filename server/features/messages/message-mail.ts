import { site } from "@shared/config/site";
import { fillTemplate, STATUS_LINK_STAND_IN, type TemplateValues } from "@shared/schemas/messages";
import { singleLine } from "../../lib/mail/compose";
import type { StatusRecordKind } from "./status-tokens";

/**
 * What a staff member's message becomes (contract §13): the text kept in the thread, and the
 * mail that carries it with a fresh status link. Pure, so every rule is tested without a
 * database or a mail server.
 */

/**
 * Messages as the routes that send them see mail: the site's address (status links), the
 * host of Message-IDs, REPLY_TO (null: no Reply-To, answers come through the status page),
 * and `queued()` to wake this instance's worker once the message is committed. Null when
 * SMTP_URL is unset: then a message is refused (ADR 029).
 */
export type MessageMailSetup = {
  publicUrl: string;
  host: string;
  replyTo: string | null;
  queued(): void;
} | null;

/** What a message is filled with: who it goes to, who writes, and the status link. */
export type MessageContext = {
  recordName: string;
  staff: { username: string; displayName: string | null };
  statusUrl: string;
};

/** The name a staff member signs with and sends as: their display name, else their username. */
export function staffNameOf(staff: MessageContext["staff"]): string {
  return singleLine(staff.displayName?.trim() || staff.username, 100);
}

/** A name's first word ("Ada" of "Ada Lovelace"), or the whole name when it has one word. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? "";
}

export function templateValues(context: MessageContext): TemplateValues {
  return {
    name: context.recordName.trim(),
    firstName: firstNameOf(context.recordName),
    statusUrl: context.statusUrl,
    staffName: staffNameOf(context.staff),
  };
}

/** A subject when the staff member gave none and no template gave one. */
export function defaultSubject(kind: StatusRecordKind): string {
  const what = kind === "startup-ideas" ? "startup idea" : "investment interest";
  return `About your ${what} at ${site.name}`;
}

export type ComposedMessage = {
  /** As kept in the thread: the status link stands in words, since its token is a key. */
  stored: { subject: string; body: string };
  /** As mailed: the link itself, and a closing line with it when the text had none. */
  mail: { subject: string; text: string };
};

/**
 * Fills the placeholders of a subject and body (written or a template's) and makes the mail:
 * the subject one line (no header can be smuggled in through a name), the text with the
 * status link, and a closing note saying where answers go.
 */
export function composeMessage(
  written: { subject: string; body: string },
  context: MessageContext,
  options: { repliesByMail: boolean },
): ComposedMessage {
  const values = templateValues(context);
  const kept = { ...values, statusUrl: STATUS_LINK_STAND_IN };
  const subject = singleLine(fillTemplate(written.subject, values));
  const body = fillTemplate(written.body, values).trim();
  const hasLink = body.includes(context.statusUrl);
  const closing =
    hasLink && options.repliesByMail
      ? []
      : [
          "",
          "--",
          ...(hasLink
            ? []
            : [`Your private page, to see where things stand: ${context.statusUrl}`]),
          options.repliesByMail
            ? "You can answer there, or by replying to this e-mail."
            : "Please answer on your private page: replies to this e-mail are not read.",
        ];
  return {
    stored: {
      subject: singleLine(fillTemplate(written.subject, kept)),
      body: fillTemplate(written.body, kept).trim(),
    },
    mail: { subject, text: [body, ...closing].join("\n") },
  };
}

/** `replies+{token}@example.com` of `replies@example.com`: the address a reply names its record by. */
export function plusAddress(replyTo: string, token: string): string {
  const at = replyTo.lastIndexOf("@");
  return `${replyTo.slice(0, at)}+${token}${replyTo.slice(at)}`;
}

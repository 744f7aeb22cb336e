import type { Transporter } from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import { AUTO_SUBMITTED } from "./automatic-mail";
import { singleLine } from "./compose";

/**
 * Sending one mail over SMTP (contract §11). The outbox worker calls `send` for a leased
 * row and records the rejection message for the admin, so that message must say what went
 * wrong ("451 …", "connect ECONNREFUSED …") and must never carry the SMTP password.
 */

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Becomes the Message-ID header, e.g. from `mailMessageId`, so a re-send is recognisable. */
  messageId: string;
  /** The name shown with the sender address (a staff member's, on a message); one line. */
  fromName?: string | null;
  /** Where answers go (a message's plus-address); left out, they go to the sender. */
  replyTo?: string | null;
  /** Mail the site wrote by itself (`isAutomaticMail`): sent with `Auto-Submitted: auto-generated`. */
  automatic?: boolean;
};

export type MailTransport = {
  /** Resolves once the server accepted the mail; rejects with an Error safe to show an admin. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/**
 * The outbox leases a row for 2 minutes; these keep a hanging server from holding a send
 * anywhere near that (the default connection timeout alone is 2 minutes).
 */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createMailTransport(options: { smtpUrl: string; from: string }): MailTransport {
  const secrets = urlSecrets(options.smtpUrl);
  const from = options.from;
  // A pool of one kept-open connection: a busy hour sends a mail per submission, and a new
  // TCP and SMTP handshake for each would cost more than the mail (npm run bench). A
  // connection the server dropped while idle is replaced by the pool on the next send.
  // nodemailer applies the other keys of a configuration object next to its `url`; the
  // second argument holds message defaults only, not connection settings.
  // nodemailer is loaded by the first mail sent, not at start (issue 26: some 13 MB resident
  // in a process that may never send one).
  let opened: Promise<Transporter<SMTPPool.SentMessageInfo>> | undefined;
  const open = () => {
    opened ??= import("nodemailer").then(({ createTransport }) =>
      createTransport(
        {
          url: options.smtpUrl,
          ...timeouts,
          pool: true,
          maxConnections: 1,
          logger: false,
          debug: false,
        },
        { from: options.from },
      ),
    );
    return opened;
  };

  return {
    async send(mail) {
      try {
        const transporter = await open();
        const info = await transporter.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html === undefined ? {} : { html: mail.html }),
          messageId: mail.messageId,
          // nodemailer quotes or encodes the name; the address stays MAIL_FROM.
          ...(mail.fromName
            ? { from: { name: singleLine(mail.fromName, 100), address: from } }
            : {}),
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          ...(mail.automatic ? { headers: { [AUTO_SUBMITTED.name]: AUTO_SUBMITTED.value } } : {}),
        });
        // With a single recipient nodemailer already fails when it is refused; this guards
        // against a partial acceptance ever counting as sent.
        if (info.rejected.length > 0) {
          throw new Error(`Recipient refused: ${String(info.response ?? "")}`.trim());
        }
      } catch (error) {
        throw new Error(describeSendError(error, secrets));
      }
    },
    close() {
      void opened?.then((transporter) => transporter.close());
    },
  };
}

/**
 * One line an admin can act on: nodemailer's message already includes the server reply
 * ("Message failed: 451 4.3.0 Try later") or the socket error ("connect ECONNREFUSED
 * 127.0.0.1:2525"). Anything equal to a secret is replaced, whatever produced it.
 */
export function describeSendError(error: unknown, secrets: readonly string[]): string {
  let message = error instanceof Error ? error.message : String(error);
  if (message.trim() === "") message = "Sending failed";
  for (const secret of secrets) {
    if (secret !== "") message = message.split(secret).join("***");
  }
  return message.replace(/\s+/g, " ").trim();
}

/** The password of an SMTP URL in every spelling an error could quote it: raw, decoded, URL-encoded. */
function urlSecrets(smtpUrl: string): string[] {
  let raw = "";
  try {
    raw = new URL(smtpUrl).password;
  } catch {
    return [];
  }
  if (raw === "") return [];
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape stays as written; the raw form is still redacted.
  }
  // Longest first, so a shorter spelling never leaves part of a longer one behind.
  return [...new Set([raw, decoded, encodeURIComponent(decoded)])].sort(
    (a, b) => b.length - a.length,
  );
}

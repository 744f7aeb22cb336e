import { createHash } from "node:crypto";
import type { NotifyChoice, OutboxPurpose } from "@shared/schemas/mail";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { admins, mailAcknowledgements, mailOutbox } from "../../db/schema";

/**
 * Writing mail (contract §11): a row in the outbox, in the caller's transaction, so the
 * mail exists exactly when what caused it does. Sending is the outbox worker's job.
 */

/** A database or an open transaction. */
type Writer = Pick<Database, "insert" | "select">;

/** What every outgoing mail has; the recipient comes from the caller or the staff list. */
export type QueuedMail = { purpose: OutboxPurpose; subject: string; text: string };

/**
 * Mail as the routes that write it see it: the site's address for the links mail carries,
 * and `queued()` to call once the transaction has committed, so this instance's worker
 * sends at once rather than at its next look. Null when SMTP_URL is unset: then nothing
 * is written, rather than mail piling up unsent.
 */
export type MailSetup = { publicUrl: string; queued(): void } | null;

export async function enqueueMail(writer: Writer, mail: QueuedMail & { recipient: string }) {
  await writer.insert(mailOutbox).values({
    purpose: mail.purpose,
    recipient: mail.recipient,
    subject: mail.subject,
    textBody: mail.text,
  });
}

/**
 * One copy of `mail` for each active admin and reviewer who chose `notify` and gave an
 * address. Editors never work an inbox, so a link to one would only be refused.
 */
export async function enqueueForStaff(writer: Writer, mail: QueuedMail, notify: NotifyChoice) {
  const recipients = await writer
    .select({ email: admins.email })
    .from(admins)
    .where(
      and(
        eq(admins.active, true),
        eq(admins.notify, notify),
        inArray(admins.role, ["admin", "reviewer"]),
        isNotNull(admins.email),
      ),
    );
  if (recipients.length === 0) return;
  await writer.insert(mailOutbox).values(
    recipients.map(({ email }) => ({
      purpose: mail.purpose,
      recipient: email ?? "",
      subject: mail.subject,
      textBody: mail.text,
    })),
  );
}

/** The address as stored for the once-a-day rule: a hash, never the address itself. */
const addressHash = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");

/**
 * True when `email` may be acknowledged now (none in the last 24 hours), and records that
 * it is. One upsert decides it, so two submissions at once cannot both win.
 */
export async function claimAcknowledgement(writer: Writer, email: string): Promise<boolean> {
  const claimed = await writer
    .insert(mailAcknowledgements)
    .values({ addressHash: addressHash(email) })
    .onConflictDoUpdate({
      target: mailAcknowledgements.addressHash,
      set: { lastSentAt: sql`now()` },
      setWhere: sql`${mailAcknowledgements.lastSentAt} <= now() - interval '24 hours'`,
    })
    .returning({ addressHash: mailAcknowledgements.addressHash });
  return claimed.length > 0;
}

import { createHash } from "node:crypto";
import type { NotifyChoice, OutboxPurpose } from "@shared/schemas/mail";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { roleMayUse } from "../../db/role-access";
import { admins, mailAcknowledgements, mailOutbox } from "../../db/schema";

/**
 * Writing mail (contract §11): a row in the outbox, in the caller's transaction, so the
 * mail exists exactly when what caused it does. Sending is the outbox worker's job.
 */

/**
 * Who works the submission inboxes, and so who hears of submissions: the roles that may use
 * them (an editor never does, so a link would only be refused).
 */
const inboxRoles = () => roleMayUse(admins.role, "submissions");

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
 * One copy of `mail` for each active staff member working the inboxes (admins and reviewers)
 * who chose `notify` and gave an address.
 */
export async function enqueueForStaff(writer: Writer, mail: QueuedMail, notify: NotifyChoice) {
  const recipients = await writer
    .select({ email: admins.email })
    .from(admins)
    .where(
      and(
        eq(admins.active, true),
        eq(admins.notify, notify),
        inboxRoles(),
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
export const addressHash = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");

/**
 * A new submission's mail in one statement (the worker writes it for each submission, ADR
 * 024): `staff` for each active staff member working the inboxes who wants mail at once, and
 * `acknowledgement` to its address unless that address had one in the last 24 hours.
 *
 * The once-a-day rule: a new address is inserted (`do nothing` if known); a known one is
 * moved on only when its last acknowledgement is over a day old. Neither locks a fresh row,
 * so submissions repeating one address (a bot, a benchmark) do not queue behind each
 * other; two at once for a stale or new address still let only one win. Says whether the
 * acknowledgement was written.
 */
export async function enqueueSubmissionMail(
  writer: Pick<Database, "execute">,
  mail: { staff: QueuedMail; acknowledgement: QueuedMail & { recipient: string } },
): Promise<{ acknowledged: boolean }> {
  const { staff, acknowledgement } = mail;
  const hash = addressHash(acknowledgement.recipient);
  const result = await writer.execute(sql`
    with first_time as (
      insert into ${mailAcknowledgements} (address_hash) values (${hash})
      on conflict (address_hash) do nothing
      returning 1
    ), day_later as (
      update ${mailAcknowledgements} set last_sent_at = now()
      where ${mailAcknowledgements.addressHash} = ${hash}
        and ${mailAcknowledgements.lastSentAt} <= now() - interval '24 hours'
      returning 1
    ), notified as (
      insert into ${mailOutbox} (purpose, recipient, subject, text_body)
      select ${staff.purpose}, ${admins.email}, ${staff.subject}, ${staff.text}
      from ${admins}
      where ${admins.active} and ${admins.notify} = 'instant'
        and ${inboxRoles()} and ${admins.email} is not null
      returning 1
    )
    insert into ${mailOutbox} (purpose, recipient, subject, text_body)
    select ${acknowledgement.purpose}, ${acknowledgement.recipient}, ${acknowledgement.subject},
      ${acknowledgement.text}
    where exists (select 1 from first_time) or exists (select 1 from day_later)
    returning 1
  `);
  // Both drivers answer `{ rows }` (server/db/rows.ts).
  const written = (result as unknown as { rows: unknown[] }).rows;
  return { acknowledged: written.length > 0 };
}

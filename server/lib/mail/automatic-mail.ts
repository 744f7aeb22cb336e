import type { OutboxPurpose } from "@shared/schemas/mail";

/**
 * Which of our mail the site writes by itself (contract §20, RFC 3834): that mail says so with
 * `Auto-Submitted: auto-generated`, so vacation responders and other robots do not answer it
 * and mail programs may file it as such. A message a staff member wrote to a submitter is a
 * person's mail and says nothing of the kind: its out-of-office answer is worth having.
 *
 * Decided by the outbox row's purpose alone, here. A Record, not a list, so that a new
 * purpose cannot be added without choosing.
 */
const WRITTEN_BY: Record<OutboxPurpose, "the site" | "a person"> = {
  notification: "the site",
  acknowledgement: "the site",
  digest: "the site",
  invite: "the site",
  message: "a person",
  password_reset: "the site",
  sign_in_notice: "the site",
  share_request: "the site",
  // Contract §20: an introduction is a person's mail, as a staff message is.
  introduction: "a person",
};

/** The header automatic mail carries, and its value. */
export const AUTO_SUBMITTED = { name: "Auto-Submitted", value: "auto-generated" } as const;

/**
 * Whether mail of this purpose is automatic. A purpose this code does not know (a row written
 * by a newer version during a rolling deploy) is the site's: only staff messages are a
 * person's, and they are known.
 */
export function isAutomaticMail(purpose: string): boolean {
  return (WRITTEN_BY as Record<string, string | undefined>)[purpose] !== "a person";
}

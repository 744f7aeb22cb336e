/**
 * The outbox's states and purposes, without the schema library: the Outbox screen reads them as
 * it loads and validates nothing (ADR 052). `mail.ts` builds its schemas from them and
 * re-exports them.
 */

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_PURPOSES = [
  "notification",
  "acknowledgement",
  "digest",
  "invite",
  /** A staff member's message to a submitter (contract §13). */
  "message",
  "password_reset",
  "sign_in_notice",
  /** Asking a founder's consent to show their idea to backers (contract §18). */
  "share_request",
  /** Staff introducing a founder and a backer to each other (contract §18). */
  "introduction",
] as const;
export type OutboxPurpose = (typeof OUTBOX_PURPOSES)[number];

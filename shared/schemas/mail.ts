import { z } from "zod";
import { site } from "../config/site";
import { mayUse, type StaffRole } from "./staff-roles";

/** How a staff member hears of new submissions (contract §11). */
export const NOTIFY_CHOICES = ["instant", "daily", "off"] as const;
export type NotifyChoice = (typeof NOTIFY_CHOICES)[number];

/** Who works an inbox starts with instant mail; who never does (an editor) with none. */
export const defaultNotify = (role: StaffRole): NotifyChoice =>
  mayUse(role, "submissions") ? "instant" : "off";

/** The hour of the company's day (site.timeZone) the daily digest goes out. */
export const DAILY_DIGEST_HOUR = 8;
/** "Detroit" of "America/Detroit": how the settings name the company's time. */
const companyCity = site.timeZone.split("/").at(-1)?.replaceAll("_", " ");

export const NOTIFY_LABELS: Record<NotifyChoice, string> = {
  instant: "At once, one e-mail per submission",
  daily: `A daily digest at ${DAILY_DIGEST_HOUR}:00 (${companyCity} time)`,
  off: "No e-mail",
};

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
] as const;
export type OutboxPurpose = (typeof OUTBOX_PURPOSES)[number];

export const MAIL_MESSAGES = {
  notify: "notify must be instant, daily or off",
  notFound: "No such message",
  notFailed: "Only a failed message can be sent again",
  status: "status must be pending, sent or failed",
} as const;

/** One outbox row as the admin's Outbox screen shows it: never the body. */
export type OutboxEntry = {
  id: number;
  purpose: OutboxPurpose;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  /** ISO-8601 */
  createdAt: string;
  nextAttemptAt: string | null;
  sentAt: string | null;
};

/** GET /api/admin/outbox: one status at a time, newest first, paged like the lists. */
export const outboxQuery = z.object({
  status: z.enum(OUTBOX_STATUSES, { error: MAIL_MESSAGES.status }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type OutboxQuery = z.infer<typeof outboxQuery>;

/** GET /api/admin/mail: whether the site sends mail (SMTP_URL set), and as whom. */
export type MailStatus = { enabled: boolean; from: string | null };

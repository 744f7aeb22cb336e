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
  /** Asking a founder's consent to show their idea to backers (contract §18). */
  "share_request",
  /** Staff introducing a founder and a backer to each other (contract §18). */
  "introduction",
] as const;
export type OutboxPurpose = (typeof OUTBOX_PURPOSES)[number];

export const MAIL_MESSAGES = {
  notify: "notify must be instant, daily or off",
  notFound: "No such message",
  notFailed: "Only a failed message can be sent again",
  status: "status must be pending, sent or failed",
} as const;

/** One outbox row as the admin's Outbox screen shows it: never the body. */
export const outboxEntry = z
  .object({
    id: z.number().int(),
    purpose: z.enum(OUTBOX_PURPOSES),
    recipient: z.string(),
    subject: z.string(),
    status: z.enum(OUTBOX_STATUSES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.iso.datetime(),
    /** Only while pending. */
    nextAttemptAt: z.iso.datetime().nullable(),
    sentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "OutboxEntry" });
export type OutboxEntry = z.infer<typeof outboxEntry>;

/** GET /api/admin/outbox/summary: how many messages are in each state. */
export const outboxSummary = z
  .object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() })
  .meta({ id: "OutboxSummary" });

/** GET /api/admin/outbox: one status at a time, newest first, paged like the lists. */
export const outboxQuery = z.object({
  status: z.enum(OUTBOX_STATUSES, { error: MAIL_MESSAGES.status }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type OutboxQuery = z.infer<typeof outboxQuery>;

/**
 * GET /api/admin/mail: whether the site sends mail (SMTP_URL set), and as whom; and whether
 * pitch decks are scanned for viruses (CLAMD_URL set, contract §17), which Settings shows
 * beside it.
 */
export const mailStatus = z
  .object({
    enabled: z.boolean(),
    from: z.string().nullable(),
    decksScanned: z
      .boolean()
      .describe("CLAMD_URL is set: every deck is scanned before it is shown"),
  })
  .meta({ id: "MailStatus" });
export type MailStatus = z.infer<typeof mailStatus>;

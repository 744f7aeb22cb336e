import { z } from "zod";
import type { NotifyChoice } from "./notify-texts";
import { OUTBOX_PURPOSES, OUTBOX_STATUSES } from "./outbox-texts";
import { mayUse, type StaffRole } from "./staff-roles";

export {
  DAILY_DIGEST_HOUR,
  NOTIFY_CHOICES,
  NOTIFY_LABELS,
  type NotifyChoice,
} from "./notify-texts";

/** Who works an inbox starts with instant mail; who never does (an editor) with none. */
export const defaultNotify = (role: StaffRole): NotifyChoice =>
  mayUse(role, "submissions") ? "instant" : "off";

export {
  OUTBOX_PURPOSES,
  OUTBOX_STATUSES,
  type OutboxPurpose,
  type OutboxStatus,
} from "./outbox-texts";

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

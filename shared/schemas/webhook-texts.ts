/**
 * The webhook events, their labels and the webhooks' words and limits, without the schema
 * library: the webhooks settings page reads them as it loads, and has no form that needs zod
 * (ADR 052). `webhooks.ts` builds its schemas from them and re-exports them.
 */

/**
 * The webhook events (contract §19): what another tool may hear of. `share.answered` is a
 * backer's answer on a deal page (§18), told once, about the idea. `ping` is only ever sent by
 * "Send a test".
 */
export const WEBHOOK_EVENTS = [
  "idea.created",
  "interest.created",
  "submission.status_changed",
  "submission.assigned",
  "message.received",
  "review.submitted",
  "share.answered",
  "perspective.published",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export type WebhookEventOrPing = WebhookEvent | "ping";

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "idea.created": "A startup idea is submitted",
  "interest.created": "An investment interest is submitted",
  "submission.status_changed": "A submission's status changes",
  "submission.assigned": "A submission gets a new owner",
  "message.received": "A submitter writes",
  "review.submitted": "A review is saved",
  "share.answered": "A backer answers a shared submission",
  "perspective.published": "A perspective is published",
};

export const WEBHOOK_FORMATS = ["standard", "slack"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** How many deliveries an endpoint's log shows (contract §19). */
export const WEBHOOK_DELIVERY_LOG = 100;

export const WEBHOOK_MESSAGES = {
  notFound: "No such webhook",
  deliveryNotFound: "No such delivery",
  retryPending: "This delivery is still being tried; wait for it to succeed or fail",
  url: "url must be a full https:// address",
  events: `events must list one or more of ${WEBHOOK_EVENTS.join(", ")}`,
} as const;

import { z } from "zod";

import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  WEBHOOK_FORMATS,
  WEBHOOK_MESSAGES,
} from "./webhook-texts";

export {
  WEBHOOK_DELIVERY_LOG,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_FORMATS,
  WEBHOOK_MESSAGES,
  type WebhookDeliveryStatus,
  type WebhookEvent,
  type WebhookEventOrPing,
  type WebhookFormat,
} from "./webhook-texts";

const url = z
  .string({ error: WEBHOOK_MESSAGES.url })
  .trim()
  .min(1, WEBHOOK_MESSAGES.url)
  .max(2000, "url must be at most 2000 characters")
  .refine((value) => URL.canParse(value), WEBHOOK_MESSAGES.url);

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.events }), {
    error: WEBHOOK_MESSAGES.events,
  })
  .min(1, WEBHOOK_MESSAGES.events)
  // Each event once, in the vocabulary's order, whatever order the form sent.
  .transform((chosen) => WEBHOOK_EVENTS.filter((event) => chosen.includes(event)));

/** POST /api/admin/webhooks */
export const webhookInput = z.strictObject({
  url,
  events,
  format: z
    .enum(WEBHOOK_FORMATS, { error: "format must be standard or slack" })
    .default("standard"),
});
export type WebhookInput = z.input<typeof webhookInput>;

/** PATCH /api/admin/webhooks/{id} */
export const webhookUpdate = z
  .strictObject({
    url: url.optional(),
    events: events.optional(),
    active: z.boolean({ error: "active must be true or false" }).optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: "Send url, events or active",
  });
export type WebhookUpdate = z.input<typeof webhookUpdate>;

const isoMoment = z.iso.datetime({ offset: true });

export const webhookDelivery = z
  .object({
    id: z.number().int(),
    event: z.enum([...WEBHOOK_EVENTS, "ping"]),
    attempt: z.number().int(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    /** The receiver's HTTP status of the last attempt; null before one, or without an answer. */
    responseStatus: z.number().int().nullable(),
    /** Why the last attempt failed, in a line (never the receiver's body). */
    error: z.string().nullable(),
    durationMs: z.number().int().nullable(),
    /** When the event happened. */
    at: isoMoment,
    /** While it is still to be tried. */
    nextAttemptAt: isoMoment.nullable(),
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhook = z
  .object({
    id: z.number().int(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    format: z.enum(WEBHOOK_FORMATS),
    active: z.boolean(),
    createdAt: isoMoment,
    lastDelivery: webhookDelivery.nullable(),
  })
  .meta({ id: "Webhook" });
export type Webhook = z.infer<typeof webhook>;

/** The answer to POST: the only time the secret is shown. */
export const createdWebhook = webhook
  .extend({ secret: z.string().startsWith("whsec_") })
  .meta({ id: "CreatedWebhook" });
export type CreatedWebhook = z.infer<typeof createdWebhook>;

/** The answer to a test ping: queued for the worker, which sends it at once. */
export const queuedPing = z.object({ queued: z.literal(true) }).meta({ id: "QueuedPing" });

const wholeId = (name: string, digits: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${digits}}$`), `${name} must be a whole number`)
    .transform(Number)
    .refine((id) => id >= 1 && Number.isSafeInteger(id), `${name} must be a whole number`);

/** …/webhooks/{id}/deliveries/{deliveryId}/retry */
export const webhookDeliveryParams = z.object({
  id: wholeId("id", 10),
  deliveryId: wholeId("deliveryId", 15),
});

import {
  WEBHOOK_DELIVERY_LOG,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookFormat,
} from "@shared/schemas/webhooks";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { queuePing } from "../../lib/webhooks/events";
import { newWebhookSecret } from "./signature";

const deliveryColumns = {
  id: webhookDeliveries.id,
  event: webhookDeliveries.eventType,
  attempt: webhookDeliveries.attempt,
  status: webhookDeliveries.status,
  responseStatus: webhookDeliveries.responseStatus,
  error: webhookDeliveries.error,
  durationMs: webhookDeliveries.durationMs,
  at: webhookDeliveries.createdAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
};
type DeliveryRow = Omit<WebhookDelivery, "at" | "nextAttemptAt"> & {
  at: Date;
  nextAttemptAt: Date;
};

const presentDelivery = (row: DeliveryRow): WebhookDelivery => ({
  ...row,
  at: row.at.toISOString(),
  nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
});

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  format: webhookEndpoints.format,
  active: webhookEndpoints.active,
  createdAt: webhookEndpoints.createdAt,
};

/** GET /api/admin/webhooks: every endpoint with its latest delivery, oldest endpoint first. */
export async function listWebhooks(db: Database): Promise<Webhook[]> {
  const endpoints = await db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .orderBy(webhookEndpoints.id);
  return Promise.all(
    endpoints.map(async (endpoint) => {
      const [last] = await db
        .select(deliveryColumns)
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id))
        .orderBy(desc(webhookDeliveries.id))
        .limit(1);
      return present(endpoint, last);
    }),
  );
}

function present(
  endpoint: {
    id: number;
    url: string;
    events: WebhookEvent[];
    format: WebhookFormat;
    active: boolean;
    createdAt: Date;
  },
  last: DeliveryRow | undefined,
): Webhook {
  return {
    ...endpoint,
    createdAt: endpoint.createdAt.toISOString(),
    lastDelivery: last ? presentDelivery(last) : null,
  };
}

/** A new endpoint and its secret: the only time the secret leaves the database. */
export async function createWebhook(
  db: Database,
  input: { url: string; events: WebhookEvent[]; format: WebhookFormat },
) {
  const secret = newWebhookSecret();
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({ ...input, secret })
    .returning(endpointColumns);
  if (!endpoint) throw new Error("the webhook was not stored");
  return { ...present(endpoint, undefined), secret };
}

export async function updateWebhook(
  db: Database,
  id: number,
  update: { url?: string; events?: WebhookEvent[]; active?: boolean },
): Promise<Webhook | undefined> {
  const [endpoint] = await db
    .update(webhookEndpoints)
    .set(update)
    .where(eq(webhookEndpoints.id, id))
    .returning(endpointColumns);
  if (!endpoint) return undefined;
  const [last] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.id))
    .limit(1);
  return present(endpoint, last);
}

/** Deletes an endpoint and its deliveries (they cascade). False for an unknown id. */
export async function deleteWebhook(db: Database, id: number) {
  const gone = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return gone.length > 0;
}

export async function findWebhook(db: Database, id: number) {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id, active: webhookEndpoints.active })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  return endpoint;
}

/** Queues a `ping` for an endpoint; it goes after whatever the endpoint is still owed. */
export async function sendTestPing(db: Database, id: number) {
  await queuePing(db, id);
}

/** The endpoint's last 100 deliveries, newest first; never a receiver's answer's body. */
export async function listDeliveries(db: Database, id: number): Promise<WebhookDelivery[]> {
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERY_LOG);
  return rows.map(presentDelivery);
}

/**
 * Tries a delivery again now, with its same `webhook-id`: one more attempt for a failed one
 * (failing again, it stays failed), another copy of a delivered one. A delivery still pending
 * is the worker's (`"pending"`).
 */
export async function retryDelivery(db: Database, endpointId: number, deliveryId: number) {
  const mine = and(
    eq(webhookDeliveries.id, deliveryId),
    eq(webhookDeliveries.endpointId, endpointId),
  );
  const [retried] = await db
    .update(webhookDeliveries)
    .set({ status: "pending", nextAttemptAt: sql`now()` })
    .where(and(mine, sql`${webhookDeliveries.status} <> 'pending'`))
    .returning(deliveryColumns);
  if (retried) return presentDelivery(retried);
  const [exists] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(mine);
  return exists ? "pending" : undefined;
}

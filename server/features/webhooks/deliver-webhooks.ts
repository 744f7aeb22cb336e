import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { type ConnectionPools, postWebhook } from "./post-webhook";
import { signWebhook } from "./signature";
import { checkWebhookAddress } from "./webhook-address";
import { type TakenDelivery, webhookBody } from "./webhook-body";

/**
 * After the first attempt fails, the next ones wait this long (contract §19): ten attempts in
 * about four days, then the delivery is failed.
 */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  24 * 3_600_000,
] as const;

/** A taken delivery is another worker's only after this: far longer than one 15 s attempt. */
const LEASE = sql`now() + interval '1 minute'`;

/**
 * Takes up to `limit` due deliveries, each the oldest pending one of an active endpoint (ADR
 * 048): an endpoint's next event waits until the one before it is delivered or failed, which
 * is what keeps each endpoint's events in order. `FOR UPDATE SKIP LOCKED` and the lease (the
 * next attempt moved a minute on) make each attempt one instance's; while one is out, its
 * endpoint has no other row to take, here or on another instance.
 */
export async function takeDueDeliveries(db: Database, limit: number): Promise<TakenDelivery[]> {
  if (limit <= 0) return [];
  const rows = await rowsOf<Omit<TakenDelivery, "createdAt"> & { createdAt: string | Date }>(
    db,
    sql`with heads as (
      select h.id from ${webhookEndpoints} e
      cross join lateral (
        select p.id, p.next_attempt_at from ${webhookDeliveries} p
        where p.endpoint_id = e.id and p.status = 'pending'
        order by p.id
        limit 1
      ) h
      where e.active and h.next_attempt_at <= now()
    ), due as (
      select d.id from ${webhookDeliveries} d
      where d.id in (select id from heads) and d.status = 'pending' and d.next_attempt_at <= now()
      order by d.next_attempt_at, d.id
      limit ${limit}
      for update of d skip locked
    )
    update ${webhookDeliveries} w
    set next_attempt_at = ${LEASE}, attempt = w.attempt + 1
    from due, ${webhookEndpoints} e
    where w.id = due.id and e.id = w.endpoint_id
    returning w.id, w.endpoint_id as "endpointId", w.event_type as "eventType", w.data,
      w.admin_path as "adminPath", w.message_id as "messageId", w.attempt,
      w.created_at as "createdAt", e.url, e.format, e.secret`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    createdAt: new Date(row.createdAt),
  }));
}

/**
 * One attempt: the address checked again (it may resolve elsewhere since it was saved), the
 * body signed with a fresh timestamp under the delivery's one `webhook-id`, the outcome
 * recorded. A `410 Gone` turns the endpoint off.
 */
export async function attemptDelivery(
  db: Database,
  delivery: TakenDelivery,
  options: {
    publicUrl: string;
    allowPrivate: boolean;
    pools: ConnectionPools;
    timeoutMs?: number;
  },
) {
  const body = webhookBody(delivery, options.publicUrl);
  let outcome: Awaited<ReturnType<typeof postWebhook>>;
  try {
    const target = await checkWebhookAddress(delivery.url, options.allowPrivate);
    const headers: Record<string, string> = {};
    if (delivery.format === "standard") {
      const timestamp = Math.floor(Date.now() / 1000);
      headers["webhook-id"] = delivery.messageId;
      headers["webhook-timestamp"] = String(timestamp);
      headers["webhook-signature"] = signWebhook(
        delivery.secret,
        delivery.messageId,
        timestamp,
        body,
      );
    }
    outcome = await postWebhook(target, options.pools, headers, body, options.timeoutMs);
  } catch (error) {
    outcome = {
      ok: false,
      status: null,
      error: error instanceof Error ? error.message : String(error),
      durationMs: 0,
    };
  }
  const gone = outcome.status === 410;
  const delay = RETRY_DELAYS_MS[delivery.attempt - 1];
  const status = outcome.ok ? "delivered" : gone || delay === undefined ? "failed" : "pending";
  await db
    .update(webhookDeliveries)
    .set({
      status,
      responseStatus: outcome.status,
      error: outcome.ok ? null : outcome.error.slice(0, 300),
      durationMs: outcome.durationMs,
      nextAttemptAt:
        status === "pending" ? sql`now() + ${`${delay} milliseconds`}::interval` : sql`now()`,
    })
    .where(eq(webhookDeliveries.id, delivery.id));
  if (gone) {
    await db
      .update(webhookEndpoints)
      .set({ active: false })
      .where(eq(webhookEndpoints.id, delivery.endpointId));
  }
  return status;
}

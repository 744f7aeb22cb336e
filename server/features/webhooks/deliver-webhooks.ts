import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import {
  type ConnectionPools,
  type PostOutcome,
  postWebhook,
  WEBHOOK_TIMEOUT_MS,
} from "./post-webhook";
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

/**
 * An endpoint's due deliveries taken at once, sent one after another (ADR 049): the take and
 * the record of outcomes are each one statement for all of them, not two per delivery.
 */
export const DELIVERIES_PER_TAKE = 20;

/** A taken delivery is another worker's only after this: far longer than one 15 s attempt. */
const LEASE_MS = 60_000;

/**
 * A batch starts no delivery later than this after its take, so that its last one ends (at
 * most 15 s) and is recorded well within the lease: no other instance can take them meanwhile.
 */
const LAST_START_MS = LEASE_MS - 2 * WEBHOOK_TIMEOUT_MS;

/** One endpoint's taken deliveries, oldest first, and when they were taken. */
export type TakenBatch = { deliveries: TakenDelivery[]; takenAt: number };

type TakenRow = Omit<TakenDelivery, "createdAt"> & { createdAt: string | Date };

/**
 * Takes the due deliveries of up to `endpoints` endpoints: each active endpoint's oldest
 * pending one (its head, read from the pending index), and right after it up to
 * `DELIVERIES_PER_TAKE` − 1 of its next ones while they are due. An endpoint's next event
 * waits until the one before it is delivered or failed, which is what keeps each endpoint's
 * events in order. `FOR UPDATE SKIP LOCKED` and the lease (the next attempt moved a minute on,
 * the attempt counted) make each attempt one instance's; while a batch is out, its endpoint has
 * no row to take, here or on another instance. Of the next ones only those locked without a gap
 * after the head are taken, so a batch never skips one of its endpoint's events.
 */
export async function takeDueDeliveries(db: Database, endpoints: number): Promise<TakenBatch[]> {
  if (endpoints <= 0) return [];
  const takenAt = performance.now();
  const rows = await rowsOf<TakenRow>(
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
      select d.id, d.endpoint_id, d.next_attempt_at from ${webhookDeliveries} d
      where d.id in (select id from heads) and d.status = 'pending' and d.next_attempt_at <= now()
      order by d.next_attempt_at, d.id
      limit ${endpoints}
      for update of d skip locked
    ), next_ones as (
      select n.id, n.place from due
      cross join lateral (
        select q.id, row_number() over (order by q.id) as place,
          bool_and(q.next_attempt_at <= now()) over (order by q.id) as in_turn
        from (
          select p.id, p.next_attempt_at from ${webhookDeliveries} p
          where p.endpoint_id = due.endpoint_id and p.status = 'pending' and p.id > due.id
          order by p.id
          limit ${DELIVERIES_PER_TAKE - 1}
        ) q
      ) n
      where n.in_turn
    ), locked_next_ones as (
      select d.id, d.endpoint_id, d.next_attempt_at from ${webhookDeliveries} d
      where d.id in (select id from next_ones) and d.status = 'pending'
        and d.next_attempt_at <= now()
      for update of d skip locked
    ), batch as (
      select id, next_attempt_at from due
      union all
      select l.id, l.next_attempt_at from (
        select l.id, l.next_attempt_at, n.place,
          row_number() over (partition by l.endpoint_id order by l.id) as locked_place
        from locked_next_ones l join next_ones n on n.id = l.id
      ) l
      where l.place = l.locked_place
    )
    update ${webhookDeliveries} w
    set next_attempt_at = now() + ${`${LEASE_MS} milliseconds`}::interval,
      attempt = w.attempt + 1
    from batch, ${webhookEndpoints} e
    where w.id = batch.id and e.id = w.endpoint_id
    returning w.id, w.endpoint_id as "endpointId", w.event_type as "eventType", w.data,
      w.admin_path as "adminPath", w.message_id as "messageId", w.attempt,
      w.created_at as "createdAt", batch.next_attempt_at::text as "dueAt",
      e.url, e.format, e.secret`,
  );
  const byEndpoint = new Map<number, TakenDelivery[]>();
  for (const row of rows
    .map((taken) => ({ ...taken, id: Number(taken.id), createdAt: new Date(taken.createdAt) }))
    .sort((a, b) => a.id - b.id)) {
    const batch = byEndpoint.get(row.endpointId) ?? [];
    batch.push(row);
    byEndpoint.set(row.endpointId, batch);
  }
  return [...byEndpoint.values()].map((deliveries) => ({ deliveries, takenAt }));
}

type DeliveryOptions = {
  publicUrl: string;
  allowPrivate: boolean;
  pools: ConnectionPools;
  /** Aborted when the worker stops: the batch sends nothing more, and gives the rest back. */
  signal: AbortSignal;
};

/**
 * Sends one endpoint's taken deliveries in order and records what came of them in one
 * statement. The batch goes on only while its deliveries are delivered: after a failed attempt
 * (to be retried, failed for good, or a `410 Gone`, which turns the endpoint off) the later
 * ones are given back untried — their attempt uncounted, due as before — so they still wait
 * behind it.
 */
export async function deliverBatch(db: Database, batch: TakenBatch, options: DeliveryOptions) {
  const attempted: { delivery: TakenDelivery; outcome: PostOutcome }[] = [];
  for (const delivery of batch.deliveries) {
    const last = attempted.at(-1);
    if (last && !last.outcome.ok) break;
    if (options.signal.aborted || performance.now() - batch.takenAt > LAST_START_MS) break;
    attempted.push({ delivery, outcome: await attemptDelivery(delivery, options) });
  }
  const outcomes = attempted.map(({ delivery, outcome }) => ({
    id: delivery.id,
    status: statusAfter(delivery, outcome),
    responseStatus: outcome.status,
    error: outcome.ok ? null : outcome.error.slice(0, 300),
    durationMs: outcome.durationMs,
    retryMs: outcome.ok ? null : (RETRY_DELAYS_MS[delivery.attempt - 1] ?? null),
  }));
  const givenBack = batch.deliveries
    .slice(attempted.length)
    .map(({ id, dueAt }) => ({ id, dueAt }));
  const gone = attempted.some(({ outcome }) => outcome.status === 410);
  const endpointId = batch.deliveries[0]?.endpointId ?? 0;
  await db.execute(sql`with outcome as (
      select * from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as o(
        "id" bigint, "status" text, "responseStatus" integer, "error" text, "durationMs" integer,
        "retryMs" integer)
    ), given_back as (
      select * from jsonb_to_recordset(${JSON.stringify(givenBack)}::jsonb)
        as g("id" bigint, "dueAt" timestamptz)
    ), untried as (
      update ${webhookDeliveries} w set attempt = w.attempt - 1, next_attempt_at = g."dueAt"
      from given_back g where w.id = g.id
    ), gone as (
      update ${webhookEndpoints} set active = false where ${gone} and id = ${endpointId}
    )
    update ${webhookDeliveries} w
    set status = o.status, response_status = o."responseStatus", error = o.error,
      duration_ms = o."durationMs",
      next_attempt_at = case when o.status = 'pending'
        then now() + o."retryMs" * interval '1 millisecond' else now() end
    from outcome o where w.id = o.id`);
}

/** Delivered on a 2xx; otherwise pending for its next attempt, or failed after the last or a 410. */
function statusAfter(delivery: TakenDelivery, outcome: PostOutcome) {
  if (outcome.ok) return "delivered";
  const gone = outcome.status === 410;
  return gone || RETRY_DELAYS_MS[delivery.attempt - 1] === undefined ? "failed" : "pending";
}

/**
 * One attempt: the address checked again (it may resolve elsewhere since it was saved), the
 * body signed with a fresh timestamp under the delivery's one `webhook-id`.
 */
async function attemptDelivery(
  delivery: TakenDelivery,
  options: DeliveryOptions,
): Promise<PostOutcome> {
  const body = webhookBody(delivery, options.publicUrl);
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
    return await postWebhook(target, options.pools, headers, body);
  } catch (error) {
    return {
      ok: false,
      status: null,
      error: error instanceof Error ? error.message : String(error),
      durationMs: 0,
    };
  }
}

import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../../db/client";
import type { LookTask } from "../../../lib/worker-task";
import { deliverBatch, takeDueDeliveries } from "../deliver-webhooks";
import { connectionPools } from "../post-webhook";

/** Endpoints delivered to at once on one instance, each with its own batch. */
const CONCURRENCY = 8;

type Options = {
  publicUrl: string;
  /** WEBHOOK_ALLOW_PRIVATE: http:// and private addresses allowed (tests, an intranet). */
  allowPrivate: boolean;
};

/**
 * Webhook delivery (contract §19, ADR 049) on the worker's looks. A look only starts
 * deliveries: each endpoint's batch (its due deliveries, in order) runs on its own, up to 8
 * endpoints at once, and a finished batch takes the next due at once (its endpoint's next
 * events among them). So an endpoint that takes its full 15 s holds one slot, never the
 * worker's loop (mail, the schedule), nor the other endpoints, nor any request: requests only
 * write rows.
 */
export function deliverWebhooksTask(options: Options): LookTask {
  const out = new Set<Promise<unknown>>();
  const pools = connectionPools();
  const stopping = new AbortController();
  const deliveryOptions = { ...options, pools, signal: stopping.signal };
  let taking: Promise<void> | undefined;
  let takeAgain = false;

  /** Takes the due deliveries of as many endpoints as there are free slots and starts them. */
  function fill(db: Database, log: FastifyBaseLogger): Promise<void> {
    if (taking) {
      takeAgain = true;
      return taking;
    }
    taking = (async () => {
      do {
        takeAgain = false;
        if (stopping.signal.aborted) return;
        const taken = await takeDueDeliveries(db, CONCURRENCY - out.size);
        for (const batch of taken) {
          const delivering = deliverBatch(db, batch, deliveryOptions)
            .catch((error: unknown) =>
              log.error(
                { err: error, deliveries: batch.deliveries.map(({ id }) => id) },
                "webhook deliveries not recorded",
              ),
            )
            .finally(() => {
              out.delete(delivering);
              if (!stopping.signal.aborted) void fill(db, log);
            });
          out.add(delivering);
        }
      } while (takeAgain);
    })()
      .catch((error: unknown) => log.error({ err: error }, "webhook deliveries not taken"))
      .finally(() => {
        taking = undefined;
      });
    return taking;
  }

  return {
    name: "deliver-webhooks",
    when: "wake",
    run: ({ db, log }) => fill(db, log),
    async stop() {
      // A batch out sends nothing more: it records the attempt it has out (which ends within
      // its 15 s) and gives the rest back, before the database closes.
      stopping.abort();
      await taking;
      await Promise.allSettled([...out]);
      pools.close();
    },
  };
}

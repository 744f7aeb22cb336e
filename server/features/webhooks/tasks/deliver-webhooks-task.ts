import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../../db/client";
import type { LookTask } from "../../../lib/worker-task";
import { attemptDelivery, takeDueDeliveries } from "../deliver-webhooks";
import { connectionPools } from "../post-webhook";

/** Deliveries out at once on one instance, each to a different endpoint. */
const CONCURRENCY = 8;

type Options = {
  publicUrl: string;
  /** WEBHOOK_ALLOW_PRIVATE: http:// and private addresses allowed (tests, an intranet). */
  allowPrivate: boolean;
};

/**
 * Webhook delivery (contract §19, ADR 049) on the worker's looks. A look only starts
 * deliveries: each runs on its own, up to 8 at once to different endpoints, and a finished one
 * takes the next due at once (its endpoint's next event among them). So an endpoint that takes
 * its full 15 s holds one slot, never the worker's loop (mail, the schedule), nor the other
 * endpoints, nor any request: requests only write rows.
 */
export function deliverWebhooksTask(options: Options): LookTask {
  const out = new Set<Promise<unknown>>();
  const pools = connectionPools();
  const attemptOptions = { ...options, pools };
  let stopped = false;
  let taking: Promise<void> | undefined;
  let takeAgain = false;

  /** Takes as many due deliveries as there are free slots and starts them. */
  function fill(db: Database, log: FastifyBaseLogger): Promise<void> {
    if (taking) {
      takeAgain = true;
      return taking;
    }
    taking = (async () => {
      do {
        takeAgain = false;
        if (stopped) return;
        const taken = await takeDueDeliveries(db, CONCURRENCY - out.size);
        for (const delivery of taken) {
          const attempt = attemptDelivery(db, delivery, attemptOptions)
            .catch((error: unknown) =>
              log.error({ err: error, delivery: delivery.id }, "webhook delivery not recorded"),
            )
            .finally(() => {
              out.delete(attempt);
              if (!stopped) void fill(db, log);
            });
          out.add(attempt);
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
      stopped = true;
      await taking;
      // An attempt out ends within its 15 s; its outcome is recorded before the database closes.
      await Promise.allSettled([...out]);
      pools.close();
    },
  };
}

import { performance } from "node:perf_hooks";
import type { MailTransport } from "../../../lib/mail/mail-transport";
import type { LookTask } from "../../../lib/worker-task";
import { deliverBatch, takeDueMail } from "../deliver-mail";

/**
 * How long one look sends before the worker's next look (new submissions' mail, the counts'
 * fold, a stop) comes in: two batches at the idle pace (send-pace.ts), a few mails while busy.
 */
const SENDING_MS_PER_LOOK = 5_000;

/**
 * Sends the outbox's due mail at every look (ADR 024): batches leased with `FOR UPDATE SKIP
 * LOCKED`, sent outside any transaction, paced by send-pace.ts, for at most
 * `SENDING_MS_PER_LOOK`; what there was no time for is given back, due at once.
 */
export function deliverMailTask(options: { transport: MailTransport; host: string }): LookTask {
  const { transport, host } = options;
  return {
    name: "deliver-mail",
    when: "wake",
    async run({ db, log, signal }) {
      const sendUntil = performance.now() + SENDING_MS_PER_LOOK;
      while (!signal.aborted && performance.now() < sendUntil) {
        const taken = await takeDueMail(db);
        if (taken.length === 0) break;
        const { failed } = await deliverBatch(db, transport, host, taken, sendUntil);
        if (failed > 0) log.warn({ failed }, "mail given up after 24 hours of attempts");
      }
    },
    stop: () => transport.close(),
  };
}

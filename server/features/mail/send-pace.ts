import { performance } from "node:perf_hooks";
import { setTimeout as delay } from "node:timers/promises";

/**
 * How fast one instance sends mail (ADR 024). At most one send per `SEND_INTERVAL_MS`: 20 a
 * second, far above what a studio receives; the outbox holds the rest a few seconds longer.
 */
export const SEND_INTERVAL_MS = 50;
/**
 * While answering requests keeps this process's event loop busy more than half the time (a
 * flood of submissions), one send a second: each mail costs about a millisecond of the loop
 * that answers visitors (composing, the SMTP exchange), plus the SMTP server's and the
 * database's share of the machine, and a flood must not be slowed by the mail it causes.
 */
export const BUSY_SEND_INTERVAL_MS = 1_000;
const BUSY_UTILIZATION = 0.5;

/**
 * Waits until the next send may start: the idle interval from `sendStartedAt`, then, if the
 * event loop was busy with other work during that wait, on to the busy interval. Measured
 * over the wait rather than the send, so the send's own work never counts as the site's.
 */
export async function pauseAfterSend(sendStartedAt: number): Promise<void> {
  const loop = performance.eventLoopUtilization();
  await delay(SEND_INTERVAL_MS - (performance.now() - sendStartedAt));
  if (performance.eventLoopUtilization(loop).utilization > BUSY_UTILIZATION) {
    await delay(BUSY_SEND_INTERVAL_MS - (performance.now() - sendStartedAt));
  }
}

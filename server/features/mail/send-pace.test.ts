import { describe, expect, it } from "vitest";
import { BUSY_SEND_INTERVAL_MS, pauseAfterSend, SEND_INTERVAL_MS } from "./send-pace";

/** Keeps the event loop busy, as requests would, in slices of 5 ms, until `until`. */
function keepLoopBusy(until: number) {
  const slice = () => {
    const end = performance.now() + 5;
    while (performance.now() < end) {
      // Spinning is the point: this is the loop's other work.
    }
    if (performance.now() < until) setImmediate(slice);
  };
  setImmediate(slice);
}

/**
 * A Node timer counts from the event loop's clock as of the current turn, which can lag
 * `performance.now()` by what that turn has done so far: a wait may end a little early.
 */
const EARLY_BY_AT_MOST_MS = 25;

describe("pauseAfterSend", () => {
  it("lets 20 mails a second go while the site is quiet", async () => {
    const started = performance.now();
    await pauseAfterSend(started);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(SEND_INTERVAL_MS - EARLY_BY_AT_MOST_MS);
    expect(waited).toBeLessThan(BUSY_SEND_INTERVAL_MS);
  });

  it("lets one a second go while other work keeps the event loop busy", async () => {
    const started = performance.now();
    keepLoopBusy(started + BUSY_SEND_INTERVAL_MS);
    await pauseAfterSend(started);
    expect(performance.now() - started).toBeGreaterThanOrEqual(
      BUSY_SEND_INTERVAL_MS - EARLY_BY_AT_MOST_MS,
    );
  });
});

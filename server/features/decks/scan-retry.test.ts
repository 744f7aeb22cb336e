import { describe, expect, it } from "vitest";
import { nextScanDelayMs } from "./scan-retry";

const minutes = (count: number) => count * 60 * 1000;

describe("nextScanDelayMs", () => {
  it("tries again every 30 s for the first 10 minutes", () => {
    for (const since of [0, minutes(1), minutes(9.9)]) expect(nextScanDelayMs(since)).toBe(30_000);
  });

  it("then backs off with the time since the upload, up to an hour", () => {
    expect(nextScanDelayMs(minutes(10))).toBe(minutes(2));
    expect(nextScanDelayMs(minutes(60))).toBe(minutes(12));
    expect(nextScanDelayMs(minutes(100))).toBeGreaterThan(nextScanDelayMs(minutes(60)));
    expect(nextScanDelayMs(minutes(60 * 24))).toBe(minutes(60));
  });
});

import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./retry-policy";

const minutes = (n: number) => n * 60_000;

describe("retryDelayMs", () => {
  it("tries at least once a minute for the first 10 minutes", () => {
    for (const age of [0, minutes(1), minutes(5), minutes(9.9)]) {
      expect(retryDelayMs(age)).toBeLessThanOrEqual(minutes(1));
    }
  });

  it("backs off as the mail ages, never more than an hour apart", () => {
    const delays = [10, 30, 60, 120, 240, 600, 1440].map((age) => retryDelayMs(minutes(age)));
    for (let i = 1; i < delays.length; i++) {
      expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] ?? 0);
    }
    expect(delays[0]).toBeGreaterThan(minutes(1));
    expect(Math.max(...delays)).toBe(minutes(60));
  });

  it("makes about 40 attempts over 24 hours, not thousands", () => {
    let age = 0;
    let attempts = 0;
    while (age < minutes(24 * 60)) {
      age += retryDelayMs(age);
      attempts++;
    }
    expect(attempts).toBeGreaterThan(20);
    expect(attempts).toBeLessThan(60);
  });
});

import { describe, expect, it } from "vitest";
import { nextRun } from "./schedule";

/** Scheduled tasks run on the company's clock (site.timeZone, America/Detroit), DST included. */
describe("nextRun", () => {
  it("puts 08:00 at 13:00 UTC in winter and 12:00 UTC in summer", () => {
    expect(nextRun("0 8 * * *", new Date("2026-01-15T14:00:00Z"))).toEqual(
      new Date("2026-01-16T13:00:00Z"),
    );
    expect(nextRun("0 8 * * *", new Date("2026-07-15T11:00:00Z"))).toEqual(
      new Date("2026-07-15T12:00:00Z"),
    );
  });

  it("keeps 03:30 the morning after the clocks go forward", () => {
    // 8 March 2026, 02:00 EST becomes 03:00 EDT: 03:30 that day is 07:30 UTC.
    expect(nextRun("30 3 * * *", new Date("2026-03-08T06:00:00Z"))).toEqual(
      new Date("2026-03-08T07:30:00Z"),
    );
  });

  it("fires every ten minutes whatever the zone's offset", () => {
    expect(nextRun("*/10 * * * *", new Date("2026-03-08T06:55:00Z"))).toEqual(
      new Date("2026-03-08T07:00:00Z"),
    );
  });
});

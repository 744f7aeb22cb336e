import { describe, expect, it } from "vitest";
import { fromZonedInput, toZonedInput, zoneName } from "./zoned-time";

const DETROIT = "America/Detroit";

describe("zoned datetime-local values", () => {
  it("reads winter and summer times with their own offsets", () => {
    expect(fromZonedInput("2026-01-15T08:00", DETROIT)).toBe("2026-01-15T13:00:00.000Z");
    expect(fromZonedInput("2026-07-15T08:00", DETROIT)).toBe("2026-07-15T12:00:00.000Z");
    expect(fromZonedInput("2026-07-15T08:00", "Asia/Kolkata")).toBe("2026-07-15T02:30:00.000Z");
  });

  it("writes a moment as the zone's wall clock", () => {
    expect(toZonedInput("2026-01-15T13:00:00.000Z", DETROIT)).toBe("2026-01-15T08:00");
    expect(toZonedInput("2026-07-15T12:00:00Z", DETROIT)).toBe("2026-07-15T08:00");
    expect(toZonedInput("2026-07-15T04:30:00Z", DETROIT)).toBe("2026-07-15T00:30");
  });

  it("gets the days clocks change right", () => {
    // 8 March 2026: 02:00 EST becomes 03:00 EDT.
    expect(fromZonedInput("2026-03-08T01:59", DETROIT)).toBe("2026-03-08T06:59:00.000Z");
    expect(fromZonedInput("2026-03-08T03:00", DETROIT)).toBe("2026-03-08T07:00:00.000Z");
    // 02:30 does not exist that day: read with the offset before the change.
    expect(fromZonedInput("2026-03-08T02:30", DETROIT)).toBe("2026-03-08T07:30:00.000Z");
    // 1 November 2026: 01:30 happens twice; the first (EDT) is taken.
    expect(fromZonedInput("2026-11-01T01:30", DETROIT)).toBe("2026-11-01T05:30:00.000Z");
    expect(fromZonedInput("2026-11-01T03:00", DETROIT)).toBe("2026-11-01T08:00:00.000Z");
  });

  it("round-trips every quarter hour of a year", () => {
    const start = Date.UTC(2026, 0, 1);
    for (let time = start; time < start + 366 * 86_400_000; time += 15 * 60_000) {
      const iso = new Date(time).toISOString();
      const value = toZonedInput(iso, DETROIT);
      const back = fromZonedInput(value, DETROIT) as string;
      // Only the second 01:xx of the fall-back night reads back as the first.
      if (back !== iso) expect(new Date(iso).getTime() - new Date(back).getTime()).toBe(3_600_000);
    }
  });

  it("refuses what is not a date and time", () => {
    for (const value of ["", "2026-02-30T08:00", "2026-01-15", "2026-01-15T8:00", "soon"]) {
      expect(fromZonedInput(value, DETROIT)).toBeUndefined();
    }
  });

  it("names the zone for people", () => {
    expect(zoneName(DETROIT, "2026-01-15T13:00:00Z")).toBe("Eastern Time");
  });
});

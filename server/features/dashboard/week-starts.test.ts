import { describe, expect, it } from "vitest";
import { weekStarts } from "./week-starts";

const DETROIT = "America/Detroit";

describe("weekStarts", () => {
  it("lists the Mondays of the last weeks, oldest first, ending with this week's", () => {
    // Wednesday 25 November 2026, noon in Detroit.
    expect(weekStarts(new Date("2026-11-25T17:00:00Z"), DETROIT, 3)).toEqual([
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);
  });

  it("takes the day in the company's zone, not in UTC", () => {
    // Monday 01:00 UTC is still Sunday evening in Detroit: the week is the one before.
    expect(weekStarts(new Date("2026-11-23T01:00:00Z"), DETROIT, 1)).toEqual(["2026-11-16"]);
    // Monday 05:00 UTC is Monday 00:00 EST: the new week has begun.
    expect(weekStarts(new Date("2026-11-23T05:00:00Z"), DETROIT, 1)).toEqual(["2026-11-23"]);
  });

  it("counts a Monday as the first day of its own week, and a Sunday as the last", () => {
    expect(weekStarts(new Date("2026-11-23T17:00:00Z"), DETROIT, 1)).toEqual(["2026-11-23"]);
    expect(weekStarts(new Date("2026-11-29T17:00:00Z"), DETROIT, 1)).toEqual(["2026-11-23"]);
  });

  it("steps whole weeks across a daylight-saving change and a year end", () => {
    // Clocks went back on 1 November 2026; 12 weeks back from 4 January 2027 crosses both.
    const weeks = weekStarts(new Date("2027-01-06T17:00:00Z"), DETROIT, 12);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toBe("2026-10-19");
    expect(weeks.at(-1)).toBe("2027-01-04");
    expect(weeks).toContain("2026-11-02");
  });
});

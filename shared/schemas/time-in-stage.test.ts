import { describe, expect, it } from "vitest";
import { calendarDaysSince, daysText, staleDays } from "./time-in-stage";

const DETROIT = "America/Detroit";

describe("calendarDaysSince", () => {
  it("counts calendar days in the zone, whatever the hours", () => {
    // 23:30 and 00:30 Detroit time on consecutive days: one day apart, an hour later.
    expect(
      calendarDaysSince(
        new Date("2026-11-04T04:30:00Z"),
        new Date("2026-11-04T05:30:00Z"),
        DETROIT,
      ),
    ).toBe(1);
    // 00:30 and 23:30 on the same Detroit day: 23 hours, no day.
    expect(
      calendarDaysSince(
        new Date("2026-11-03T05:30:00Z"),
        new Date("2026-11-04T04:30:00Z"),
        DETROIT,
      ),
    ).toBe(0);
    // Mar 3 to Mar 15: twelve days, across the start of daylight saving time (Mar 8), 23-hour day included.
    expect(
      calendarDaysSince(
        new Date("2026-03-03T15:00:00Z"),
        new Date("2026-03-15T15:00:00Z"),
        DETROIT,
      ),
    ).toBe(12);
  });

  it("tells the zones apart, and the seconds around midnight, within one minute", () => {
    const since = new Date("2026-11-03T12:00:00Z");
    // 23:59:59 on Nov 3 in Detroit, then midnight: the next day begins on a minute.
    expect(calendarDaysSince(since, new Date("2026-11-04T04:59:59.999Z"), DETROIT)).toBe(0);
    expect(calendarDaysSince(since, new Date("2026-11-04T05:00:00Z"), DETROIT)).toBe(1);
    // The same minute is already Nov 4 in Kolkata (+5:30) and still Nov 3 in Detroit.
    const sameMinute = new Date("2026-11-03T18:30:30Z");
    expect(calendarDaysSince(since, sameMinute, DETROIT)).toBe(0);
    expect(calendarDaysSince(since, sameMinute, "Asia/Kolkata")).toBe(1);
  });

  it("never goes below zero when the clock is behind", () => {
    expect(
      calendarDaysSince(
        new Date("2026-11-05T12:00:00Z"),
        new Date("2026-11-04T12:00:00Z"),
        DETROIT,
      ),
    ).toBe(0);
  });
});

describe("staleDays", () => {
  it("takes a whole number of days from 1 to 365 and nothing else", () => {
    expect(staleDays("1")).toBe(1);
    expect(staleDays("365")).toBe(365);
    for (const search of ["0", "366", "1.5", "-3", "1e2", "abc", "", "1000"]) {
      expect(staleDays(search), search).toBeUndefined();
    }
  });
});

it("says day or days", () => {
  expect(daysText(1)).toBe("1 day");
  expect(daysText(12)).toBe("12 days");
});

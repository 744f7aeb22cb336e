import { describe, expect, it } from "vitest";
import { dateTime, longDate, shortDate } from "./dates";

describe("dates, in the company's time zone", () => {
  it("formats as the spec says", () => {
    expect(shortDate("2026-03-14T12:00:00Z")).toBe("Mar 14, 2026");
    expect(longDate("2026-03-14T12:00:00Z")).toBe("March 14, 2026");
    expect(shortDate("2025-01-05T15:00:00Z")).toBe("Jan 5, 2025");
  });

  it("gives the day in Michigan, whatever the reader's own zone", () => {
    // 1 a.m. UTC on the 6th is still the evening of the 5th in Michigan.
    expect(longDate("2025-01-06T01:00:00Z")).toBe("January 5, 2025");
    expect(shortDate("2025-01-06T01:00:00Z")).toBe("Jan 5, 2025");
    expect(dateTime("2025-01-06T01:00:00Z")).toBe("January 5, 2025 at 8:00 PM EST");
  });

  it("names summer time", () => {
    expect(dateTime("2025-07-04T16:30:00Z")).toBe("July 4, 2025 at 12:30 PM EDT");
  });
});

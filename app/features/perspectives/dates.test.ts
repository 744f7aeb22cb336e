import { describe, expect, it } from "vitest";
import { articleDate, cardDate } from "./dates";

describe("perspective dates", () => {
  it("formats as the spec says, in the company's time zone", () => {
    expect(cardDate("2026-03-14T12:00:00Z")).toBe("Mar 14, 2026");
    expect(articleDate("2026-03-14T12:00:00Z")).toBe("March 14, 2026");
    expect(cardDate("2025-01-05T15:00:00Z")).toBe("Jan 5, 2025");
    // 1 a.m. UTC on the 6th is still the evening of the 5th in Michigan.
    expect(articleDate("2025-01-06T01:00:00Z")).toBe("January 5, 2025");
  });
});

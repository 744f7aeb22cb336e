import { describe, expect, test } from "vitest";
import { zonedParts } from "./zoned-parts";

describe("zonedParts", () => {
  const dateOf = zonedParts({ year: "numeric", month: "numeric", day: "numeric" });
  const instant = new Date("2026-03-08T03:30:00Z");

  test("reads the instant's fields in each zone it is asked for", () => {
    expect(dateOf(instant, "UTC")).toMatchObject({ year: "2026", month: "3", day: "8" });
    // Still the evening before in Chicago.
    expect(dateOf(instant, "America/Chicago")).toMatchObject({ month: "3", day: "7" });
    expect(dateOf(instant.getTime(), "Asia/Tokyo")).toMatchObject({ day: "8" });
  });

  test("asks only for the fields it was made with", () => {
    expect(dateOf(instant, "UTC")).not.toHaveProperty("hour");
    const clock = zonedParts({ hourCycle: "h23", hour: "2-digit", minute: "2-digit" });
    expect(clock(instant, "Europe/Berlin")).toMatchObject({ hour: "04", minute: "30" });
  });
});

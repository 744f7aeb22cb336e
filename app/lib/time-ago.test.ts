import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { timeAgo } from "./time-ago";

const NOW = new Date("2026-03-14T12:00:00Z");
const earlier = (milliseconds: number) => new Date(NOW.getTime() - milliseconds).toISOString();
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("timeAgo", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says a time under a minute old as less than a minute", () => {
    expect(timeAgo(earlier(0))).toBe("less than a minute ago");
    expect(timeAgo(earlier(59 * 1000))).toBe("less than a minute ago");
  });

  it("says the largest unit the time holds, in whole units", () => {
    expect(timeAgo(earlier(MINUTE))).toBe("1 minute ago");
    expect(timeAgo(earlier(59 * MINUTE + 59 * 1000))).toBe("59 minutes ago");
    expect(timeAgo(earlier(HOUR))).toBe("1 hour ago");
    expect(timeAgo(earlier(3 * HOUR + 50 * MINUTE))).toBe("3 hours ago");
    expect(timeAgo(earlier(DAY))).toBe("1 day ago");
    expect(timeAgo(earlier(29 * DAY))).toBe("29 days ago");
    expect(timeAgo(earlier(30 * DAY))).toBe("1 month ago");
    expect(timeAgo(earlier(364 * DAY))).toBe("12 months ago");
    expect(timeAgo(earlier(365 * DAY))).toBe("1 year ago");
    expect(timeAgo(earlier(3 * 365 * DAY + 5 * DAY))).toBe("3 years ago");
  });

  it("says a time a little ahead of the browser's clock as just passed", () => {
    expect(timeAgo(new Date(NOW.getTime() + 5 * 1000).toISOString())).toBe(
      "less than a minute ago",
    );
  });
});

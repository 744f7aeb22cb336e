/**
 * The units an elapsed time is said in, largest first, with their lengths: a month is 30 days
 * and a year 365, as "3 months ago" is read.
 */
const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ["year", 365 * 24 * 60 * 60 * 1000],
  ["month", 30 * 24 * 60 * 60 * 1000],
  ["day", 24 * 60 * 60 * 1000],
  ["hour", 60 * 60 * 1000],
  ["minute", 60 * 1000],
];

// "always", not "auto": every time reads "… ago" ("1 day ago", never "yesterday").
const relativeTime = new Intl.RelativeTimeFormat("en-US", { numeric: "always" });

/**
 * '3 hours ago' — the dashboard's recent items and the back office's logs (the same in any time
 * zone): the largest unit the time since `iso` holds, in whole units. Intl, not a date library,
 * so every admin screen's first load carries a few lines instead of a locale (ADR 052).
 */
export function timeAgo(iso: string): string {
  // A browser's clock a little behind the server's would put a fresh instant in the future.
  const elapsed = Math.max(0, Date.now() - Date.parse(iso));
  for (const [unit, length] of UNITS)
    if (elapsed >= length) return relativeTime.format(-Math.floor(elapsed / length), unit);
  return "less than a minute ago";
}

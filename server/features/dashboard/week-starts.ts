const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) that `instant` falls on in `timeZone`. */
function calendarDateIn(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/**
 * The Mondays (YYYY-MM-DD) of the `count` weeks ending with the week `now` falls in, as
 * calendar dates in `timeZone`, oldest first. Calendar dates carry no zone, so the arithmetic
 * runs on UTC midnights; which instant each Monday begins at is left to the database.
 */
export function weekStarts(now: Date, timeZone: string, count: number): string[] {
  const today = new Date(`${calendarDateIn(now, timeZone)}T00:00:00Z`);
  const daysSinceMonday = (today.getUTCDay() + 6) % 7;
  const thisMonday = today.getTime() - daysSinceMonday * DAY_MS;
  return Array.from({ length: count }, (_, index) =>
    new Date(thisMonday - (count - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

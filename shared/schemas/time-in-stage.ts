import { zonedParts } from "../lib/zoned-parts";

/**
 * Time in stage (contract §14): how long a record has held its status, counted from
 * `statusChangedAt` (its creation until the status first changes). No zod here: the lists and
 * the record screens read these rules without loading it (the dashboard's pipeline, which the
 * server validates, is `pipeline.ts`).
 */

/** `filter=stale`'s `search`: a whole number of days in this range. */
export const STALE_DAYS = { min: 1, max: 365 } as const;

export const STALE_SEARCH_MESSAGE = `search must be a whole number of days from ${STALE_DAYS.min} to ${STALE_DAYS.max} when filter is stale`;

/** The daily digest lists each recipient's own records stale for longer than this. */
export const DIGEST_STALE_DAYS = 14;

/** The choices the lists' "In stage" filter offers, in days. */
export const STALE_FILTER_CHOICES = [7, 14, 30, 60, 90] as const;

/** `search` of the stale filter as days, or undefined when it is not a whole number in range. */
export function staleDays(search: string): number | undefined {
  if (!/^\d{1,3}$/.test(search)) return undefined;
  const days = Number(search);
  return days >= STALE_DAYS.min && days <= STALE_DAYS.max ? days : undefined;
}

const MS_PER_DAY = 86_400_000;

/** The year, month and day of an instant in a time zone. */
const calendarParts = zonedParts({ year: "numeric", month: "numeric", day: "numeric" });

/**
 * Dates already read, by zone and minute: a list asks for today's once a row. Every offset in
 * use is whole minutes, so no zone's day begins within a minute of UTC.
 */
const knownDays = new Map<string, number>();
const KNOWN_DAYS_KEPT = 1_000;

/** The calendar date of an instant in `timeZone`, as days since 1970-01-01. */
function dayNumber(instant: Date, timeZone: string): number {
  const key = `${timeZone} ${Math.floor(instant.getTime() / 60_000)}`;
  let day = knownDays.get(key);
  if (day === undefined) {
    const parts = calendarParts(instant, timeZone);
    day = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / MS_PER_DAY;
    if (knownDays.size >= KNOWN_DAYS_KEPT) knownDays.clear();
    knownDays.set(key, day);
  }
  return day;
}

/**
 * Whole calendar days from `since` to `now` in `timeZone` (the site's): 0 the same day, 1 from
 * yesterday, whatever the hours, so "12 days" matches "since Nov 3" read on Nov 15. A clock
 * running behind gives 0, never a negative age.
 */
export function calendarDaysSince(since: Date, now: Date, timeZone: string): number {
  return Math.max(0, dayNumber(now, timeZone) - dayNumber(since, timeZone));
}

/** '1 day', '12 days'. */
export const daysText = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;

/** How many days the pipeline looks back: stints that began within them count. */
export const PIPELINE_WINDOW_DAYS = 90;

import { site } from "@shared/config/site";

// Every date is shown in the company's time zone (site.timeZone), on the server and in any
// browser, so the public site and the admin give the same day for the same instant. Intl
// formats the parts; the shapes are assembled here, whatever the ICU data's punctuation.
const inCompanyZone = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { timeZone: site.timeZone, ...options });

const formatters = {
  short: inCompanyZone({ year: "numeric", month: "short", day: "numeric" }),
  long: inCompanyZone({ year: "numeric", month: "long", day: "numeric" }),
  time: inCompanyZone({ hour: "numeric", minute: "2-digit", timeZoneName: "short" }),
};

function partsOf(formatter: Intl.DateTimeFormat, iso: string) {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(new Date(iso))) parts[part.type] = part.value;
  return parts;
}

/**
 * The calendar dates already written, by style and instant: Intl's formatting in a time zone
 * costs a server-rendered page about a fifth of a millisecond a date on a small server, and a
 * page shows the same few dates again and again (a deal link's end, an article's day).
 */
const calendarDates = new Map<string, string>();
const CALENDAR_DATES_KEPT = 1000;

function calendarDate(iso: string, style: "short" | "long") {
  const key = `${style} ${iso}`;
  let written = calendarDates.get(key);
  if (written === undefined) {
    const { month, day, year } = partsOf(formatters[style], iso);
    written = `${month} ${day}, ${year}`;
    if (calendarDates.size >= CALENDAR_DATES_KEPT) calendarDates.clear();
    calendarDates.set(key, written);
  }
  return written;
}

/** 'Jan 5, 2025' — lists and cards (spec: 'MMM d, yyyy'). */
export const shortDate = (iso: string) => calendarDate(iso, "short");
/** 'January 5, 2025' — the article page (spec: 'MMMM d, yyyy'). */
export const longDate = (iso: string) => calendarDate(iso, "long");
/** 'January 5, 2025 at 3:04 PM EST' — detail screens' submitted and timeline times. */
export function dateTime(iso: string) {
  const { hour, minute, dayPeriod, timeZoneName } = partsOf(formatters.time, iso);
  return `${longDate(iso)} at ${hour}:${minute} ${dayPeriod} ${timeZoneName}`;
}

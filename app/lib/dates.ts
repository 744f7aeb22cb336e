import { site } from "@shared/config/site";

// Every date is shown in the company's time zone (site.timeZone), on the server and in any
// browser, so the public site and the admin give the same day for the same instant. Intl
// formats the parts; the shapes are assembled here, whatever the ICU data's punctuation.
const styles = {
  short: { year: "numeric", month: "short", day: "numeric" },
  long: { year: "numeric", month: "long", day: "numeric" },
  time: { hour: "numeric", minute: "2-digit", timeZoneName: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof styles;

/**
 * Each style's formatter, made when a page first writes a date in it: making one in a time zone
 * costs a phone several milliseconds, which a screen without that style need not pay as it loads.
 */
const formatters = new Map<Style, Intl.DateTimeFormat>();
function formatterOf(style: Style) {
  let formatter = formatters.get(style);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone: site.timeZone, ...styles[style] });
    formatters.set(style, formatter);
  }
  return formatter;
}

function partsOf(style: Style, iso: string) {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterOf(style).formatToParts(new Date(iso))) parts[part.type] = part.value;
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
    const { month, day, year } = partsOf(style, iso);
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
  const { hour, minute, dayPeriod, timeZoneName } = partsOf("time", iso);
  return `${longDate(iso)} at ${hour}:${minute} ${dayPeriod} ${timeZoneName}`;
}

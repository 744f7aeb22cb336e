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
 * The dates already written, by style and instant: Intl's formatting in a time zone costs a
 * server-rendered page about a fifth of a millisecond a date on a small server, and a phone
 * slowed four times over a millisecond or more; a page shows the same few dates again and again
 * (a deal link's end, an article's day), and a record's log and thread write theirs again on
 * every render.
 */
const written = new Map<string, string>();
const WRITTEN_KEPT = 1000;

function remembered(style: Style, iso: string, write: () => string) {
  const key = `${style} ${iso}`;
  let text = written.get(key);
  if (text === undefined) {
    text = write();
    if (written.size >= WRITTEN_KEPT) written.clear();
    written.set(key, text);
  }
  return text;
}

function calendarDate(iso: string, style: "short" | "long") {
  return remembered(style, iso, () => {
    const { month, day, year } = partsOf(style, iso);
    return `${month} ${day}, ${year}`;
  });
}

/** 'Jan 5, 2025' — lists and cards (spec: 'MMM d, yyyy'). */
export const shortDate = (iso: string) => calendarDate(iso, "short");
/** 'January 5, 2025' — the article page (spec: 'MMMM d, yyyy'). */
export const longDate = (iso: string) => calendarDate(iso, "long");
/** 'January 5, 2025 at 3:04 PM EST' — detail screens' submitted and timeline times. */
export const dateTime = (iso: string) =>
  remembered("time", iso, () => {
    const { hour, minute, dayPeriod, timeZoneName } = partsOf("time", iso);
    return `${longDate(iso)} at ${hour}:${minute} ${dayPeriod} ${timeZoneName}`;
  });

import { journal } from "@shared/config/journal";

const formatters = {
  short: new Intl.DateTimeFormat("en-US", {
    timeZone: journal.timeZone,
    year: "numeric",
    month: "short",
    day: "numeric",
  }),
  long: new Intl.DateTimeFormat("en-US", {
    timeZone: journal.timeZone,
    year: "numeric",
    month: "long",
    day: "numeric",
  }),
};

/** Assembled from parts, so the shape is the spec's whatever the ICU data's punctuation. */
function calendarDate(iso: string, style: keyof typeof formatters) {
  const parts = Object.fromEntries(
    formatters[style].formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.month} ${parts.day}, ${parts.year}`;
}

/** 'Mar 14, 2026' — list cards (spec §9: 'MMM d, yyyy'). */
export const cardDate = (iso: string) => calendarDate(iso, "short");
/** 'March 14, 2026' — the article page (spec §9: 'MMMM d, yyyy'). */
export const articleDate = (iso: string) => calendarDate(iso, "long");

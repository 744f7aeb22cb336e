import { zonedParts } from "@shared/lib/zoned-parts";

/*
 * A `datetime-local` field's value ("2026-03-08T08:00") read and written as a wall-clock time
 * in a given time zone (the company's, site.timeZone), whatever zone the browser is in. The
 * offset is looked up for the moment itself, so summer and winter time both come out right.
 */

/** The wall clock's fields (a 24-hour clock) at an instant in a time zone. */
const partsAt = zonedParts({
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** How far the zone's wall clock is ahead of UTC at `time`, in milliseconds. */
function offsetAt(time: number, timeZone: string) {
  const p = partsAt(time, timeZone);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return asUtc - Math.floor(time / 1000) * 1000;
}

/** The field's value for a moment: its wall-clock time in `timeZone`, to the minute. */
export function toZonedInput(iso: string, timeZone: string): string {
  const p = partsAt(new Date(iso).getTime(), timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The moment (ISO 8601, UTC) a field's value names in `timeZone`; undefined for no valid value.
 * A time skipped when clocks go forward is read with the offset before the change (02:30 on
 * the spring-forward day is 03:30 summer time); a time that happens twice when they go back
 * is the first of the two.
 */
export function fromZonedInput(value: string, timeZone: string): string | undefined {
  const match = INPUT.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const wall = Date.UTC(year as number, (month as number) - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== (month as number) - 1 || check.getUTCDate() !== day) return undefined;
  // The offset an hour either side of the wall time: the earlier moment that shows it wins.
  const candidates = [
    offsetAt(wall - 3_600_000 * 12, timeZone),
    offsetAt(wall + 3_600_000 * 12, timeZone),
  ]
    .map((offset) => wall - offset)
    .filter((time) => toZonedInput(new Date(time).toISOString(), timeZone) === value)
    .sort((a, b) => a - b);
  const time = candidates[0] ?? wall - offsetAt(wall - 3_600_000 * 12, timeZone);
  return new Date(time).toISOString();
}

/** The zone's name for people, as at `iso`: "Eastern Time". */
export function zoneName(timeZone: string, iso = new Date().toISOString()): string {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(new Date(iso))
    .find((part) => part.type === "timeZoneName")?.value;
  return name ?? timeZone;
}

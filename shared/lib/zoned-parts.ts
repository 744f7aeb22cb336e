/**
 * An instant's date (and clock) fields as read in a time zone, by `Intl.DateTimeFormat` with
 * `fields`: "2026", "3", "8"… keyed by their type. One formatter per zone is made, on first use,
 * and kept: making one costs about a millisecond on a phone, and a list asks for two dates a
 * row (issue 38: a list's largest task on a slowed CPU was making them).
 */
export function zonedParts(fields: Omit<Intl.DateTimeFormatOptions, "timeZone">) {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (instant: Date | number, timeZone: string) => {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat("en-US", { ...fields, timeZone });
      formats.set(timeZone, format);
    }
    const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
    return parts;
  };
}

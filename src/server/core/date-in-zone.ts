/** One formatter per time zone: making one costs more than the rest of a dashboard's own work. */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The date (YYYY-MM-DD) it is at the moment in the time zone: a New York evening is not tomorrow yet. */
export function dateInZone(now: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    // The en-CA calendar writes dates as YYYY-MM-DD. An unknown zone throws, and is not kept.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format.format(now);
}

const dateParts = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone });
const timeParts = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone });

/**
 * When a news item was written, in long US form in the location's time zone: "November 23, 2026 at
 * 9:05 AM". Built from its date and its time, so every browser writes it the same way (some put a
 * comma or a narrow space where others do not).
 */
export function newsDateTime(iso: string, timeZone: string): string {
  const when = new Date(iso);
  const time = timeParts(timeZone).format(when).replace(/\s/g, ' ');
  return `${dateParts(timeZone).format(when)} at ${time}`;
}

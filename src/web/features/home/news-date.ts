const dateParts = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone });
const timeParts = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone });
const zoneName = (timeZone: string, when: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZoneName: 'short', timeZone })
    .formatToParts(when)
    .find((part) => part.type === 'timeZoneName')?.value;

/** The zone's name as the browser resolves it, so Asia/Calcutta and Asia/Kolkata are one zone. */
const resolvedZone = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;

/** The browser's own time zone. */
const viewersZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * When a news item was written, in long US form in the location's time zone: "November 23, 2026 at
 * 9:05 AM". Built from its date and its time, so every browser writes it the same way (some put a
 * comma or a narrow space where others do not). Someone whose own clock keeps another zone (an agency's
 * staff abroad) is told which zone the time is in: "… at 9:05 AM EST".
 */
export function newsDateTime(iso: string, timeZone: string, viewerZone = viewersZone()): string {
  const when = new Date(iso);
  const time = timeParts(timeZone).format(when).replace(/\s/g, ' ');
  const shown = `${dateParts(timeZone).format(when)} at ${time}`;
  if (resolvedZone(timeZone) === resolvedZone(viewerZone)) return shown;
  const zone = zoneName(timeZone, when);
  return zone ? `${shown} ${zone}` : shown;
}

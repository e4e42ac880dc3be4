const whenFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * When something happened, in the viewer's own time zone, named: "Nov 28, 2026, 3:49 AM CST". An agency's
 * admins may sit in different zones, and the console's times are theirs, not a location's.
 */
export const formatWhen = (iso: string) => whenFormat.format(new Date(iso));

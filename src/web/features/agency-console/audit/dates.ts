const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When something happened, in the viewer's own time zone and language, e.g. "Mar 12, 2026, 4:05 PM". */
export const formatWhen = (iso: string) => whenFormat.format(new Date(iso));

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A date as the viewer's browser writes it, e.g. "Mar 12, 2026". */
export const formatDay = (iso: string) => dayFormat.format(new Date(iso));

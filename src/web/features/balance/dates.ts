const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** A moment as the balance log writes it: "March 12, 2026", in the viewer's time zone. */
export const formatLongDate = (iso: string) => longDate.format(new Date(iso));

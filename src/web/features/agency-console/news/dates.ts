const whenFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When an item was written, short, in the admin's own time zone. */
export const shortDateTime = (iso: string) => whenFormat.format(new Date(iso));

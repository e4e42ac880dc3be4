/**
 * A moment as the balance log writes it: "March 12, 2026", on the business's calendar when its time zone
 * is given (a log is the business's record, read alike by its owner and an agency elsewhere), else the
 * viewer's.
 */
export const formatLongDate = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date(iso));

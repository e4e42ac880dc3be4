const MS_PER_DAY = 86_400_000;

/** The date ('YYYY-MM-DD') some days after another (before it, when negative), on the Gregorian calendar. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The day of the week of a date ('YYYY-MM-DD'): 0 for Sunday to 6 for Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

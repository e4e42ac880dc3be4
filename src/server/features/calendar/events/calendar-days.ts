import { MS_PER_DAY } from './astronomy.js';

/** The date ('YYYY-MM-DD') some days after another (before it, when negative), on the Gregorian calendar. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

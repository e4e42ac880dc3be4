import { MAX_YEAR, MIN_YEAR } from '../../../contract/calendar';

/** The day a link names, when it is a real date of the calendar's years (2026-12-04); undefined otherwise. */
export function dayOf(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  const year = date.getUTCFullYear();
  const real = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  return real && year >= MIN_YEAR && year <= MAX_YEAR ? value : undefined;
}

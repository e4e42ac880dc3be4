/** Money is whole cents everywhere; dollars appear only on screen and in the legacy calls. */

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50" for 123450. */
export function formatCents(cents: number): string {
  return DOLLARS.format(cents / 100);
}

/** Whole cents of a dollar amount typed or sent as a number, rounded to the nearest cent. */
export function centsOf(dollars: number): number {
  return Math.round(dollars * 100);
}

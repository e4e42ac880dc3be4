import type { Page } from '@playwright/test';

/** A calendar date the browser takes for today; `month` counts from 0 as in `Date`. */
export interface Today {
  date: string;
  year: number;
  month: number;
  day: number;
}

/** The date tests use when any ordinary day will do: a Monday in the middle of a month. */
export const A_DAY = '2026-11-23';

/**
 * Makes `date` (YYYY-MM-DD) today in the page: `new Date()` and `Date.now()` answer noon of that day, local
 * time, so no time zone a few hours away moves it to another day. Call it before the page opens the screen
 * that reads the date. Timers keep running at real speed, so the page's delays (the scroll to today) still
 * happen; but Playwright's clock stands in for `requestAnimationFrame` (a 16 ms timer, not the browser's
 * frames) and `performance`, so a test that times frames must not use it.
 */
export async function atDate(page: Page, date: string): Promise<Today> {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const [year, month, day] = [Number(parts?.[1]), Number(parts?.[2]) - 1, Number(parts?.[3])];
  const noon = new Date(year, month, day, 12);
  if (!parts || noon.getMonth() !== month || noon.getDate() !== day) throw new Error(`not a date: ${date}`);
  await page.clock.setFixedTime(noon);
  return { date, year, month, day };
}

import type { Locator, Page } from '@playwright/test';

/** How long after the calendar shows it scrolls to today's row (SCROLL_TO_TODAY_MS in useCentreToday.ts). */
const SCROLL_TO_TODAY_MS = 1000;

/** Where today's row sits in the window, in CSS pixels. */
export interface TodayPlacement {
  scrollY: number;
  /** The furthest the window can scroll down. */
  maxScrollY: number;
  /** The scroll position that puts the row's middle in the middle of the area below the sticky top bar,
   * as far as the window can scroll. */
  centredScrollY: number;
  /** The row's top and bottom, and the visible area's: from the top bar's bottom edge to the window's. */
  rowTop: number;
  rowBottom: number;
  visibleTop: number;
  visibleBottom: number;
}

export class CalendarPage {
  readonly months: Locator;
  readonly year: Locator;
  readonly nextYear: Locator;
  readonly previousYear: Locator;
  readonly today: Locator;

  constructor(readonly page: Page) {
    this.months = page.getByRole('tablist', { name: 'Months' });
    this.year = page.locator('#calendar-year');
    this.nextYear = page.getByRole('button', { name: 'Next year' });
    this.previousYear = page.getByRole('button', { name: 'Previous year' });
    this.today = page.locator('[aria-current="date"]');
  }

  async goto() {
    await this.page.goto('/app/calendar');
  }

  month(name: string) {
    return this.months.getByRole('tab', { name });
  }

  day(date: string) {
    return this.page.locator(`#day-${date}`);
  }

  card(title: string) {
    return this.page.getByRole('article', { name: title });
  }

  /**
   * Where today's row is once the scroll to it is over: call it once the row shows. Waits out the delay
   * before the scroll (its timer starts when the row first renders), then until the window has not moved
   * for half a second, so a smooth scroll still under way is not measured.
   */
  async todayPlacement(): Promise<TodayPlacement> {
    await this.page.waitForTimeout(SCROLL_TO_TODAY_MS);
    await this.page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          let last = window.scrollY;
          let still = 0;
          let waited = 0;
          const timer = window.setInterval(() => {
            waited += 50;
            still = window.scrollY === last ? still + 50 : 0;
            last = window.scrollY;
            if (still >= 500 || waited >= 10_000) {
              window.clearInterval(timer);
              if (still >= 500) resolve();
              else reject(new Error('the window is still scrolling after 10 s'));
            }
          }, 50);
        }),
    );
    return this.today.evaluate((row) => {
      const bar = document.querySelector('[data-testid="topbar"]');
      if (!bar) throw new Error('no top bar');
      const root = document.documentElement;
      const box = row.getBoundingClientRect();
      const visibleTop = bar.getBoundingClientRect().bottom;
      const visibleBottom = root.clientHeight;
      const maxScrollY = root.scrollHeight - root.clientHeight;
      const offCentre = (box.top + box.bottom) / 2 - (visibleTop + visibleBottom) / 2;
      return {
        scrollY: window.scrollY,
        maxScrollY,
        centredScrollY: Math.min(Math.max(window.scrollY + offCentre, 0), maxScrollY),
        rowTop: box.top,
        rowBottom: box.bottom,
        visibleTop,
        visibleBottom,
      };
    });
  }
}

import type { Page } from '@playwright/test';

/** A phone's screen, as the layout tests use it. */
export const PHONE = { width: 390, height: 844 };

/** Whether the page scrolls sideways: something in it is wider than the screen. */
export function widerThanTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

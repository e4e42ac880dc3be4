import type { Locator, Page } from '@playwright/test';

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
}
